import { Button, Container, Stack, Typography } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';

/** Spec §2: 'Book not found' when no data comes back (unknown or malformed id). */
export function BookNotFound() {
  const { t } = useTranslation('book');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <MenuBookOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'secondary.main', mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {t('notFound.description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('notFound.home')}
        </Button>
        <Button component={RouterLink} to="/categories" variant="outlined" size="large">
          {t('notFound.categories')}
        </Button>
      </Stack>
    </Container>
  );
}
