import { Box, Button, Container, Typography } from '@mui/material';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <MenuBookOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'secondary.main', mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('notFound.description')}
      </Typography>
      <Box>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          {t('notFound.home')}
        </Button>
      </Box>
    </Container>
  );
}
