import { useEffect } from 'react';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRouteError } from 'react-router-dom';

/** Shown instead of a blank screen when a page throws while rendering. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  function handleReload() {
    window.location.reload();
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" gutterBottom>
        {t('routeError.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('routeError.description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={handleReload}>
          {t('routeError.reload')}
        </Button>
        <Box>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('routeError.home')}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
