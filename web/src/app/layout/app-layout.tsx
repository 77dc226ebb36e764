import { Suspense } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

export function AppLayout() {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <AppHeader />
      {/* At least a screen tall: while a page loads ("Загрузка...", then its skeletons) the footer waits below
          the first screen instead of being pushed down it at every step (layout shift, ADR 0036). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
      <ScrollRestoration />
    </Box>
  );
}
