import type { ReactNode } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * "Not found": the app's own 404 page, and the page of something that does not exist (a book); the
 * texts default to the general ones, `actions` to the way home.
 */
export function NotFoundPage({
  title,
  description,
  actions,
}: {
  title?: string;
  description?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const heading = title ?? t('notFound.title');
  useDocumentTitle(heading);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <MenuBookOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'secondary.main', mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {description ?? t('notFound.description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {actions ?? (
          <Button component={RouterLink} to="/" variant="contained" size="large">
            {t('notFound.home')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
