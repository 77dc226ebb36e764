import { Suspense, useState } from 'react';
import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSession } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSelect } from './language-select.tsx';
import { visibleNavLinks } from './nav-links.ts';

// Phones only, and only when the menu button is pressed: the drawer's code loads on the first open.
const NavDrawer = lazyComponent(() => import('./nav-drawer.tsx'), 'NavDrawer');

export function AppHeader() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const links = visibleNavLinks(status === 'authenticated');

  function handleOpenDrawer() {
    setDrawerOpened(true);
    setDrawerOpen(true);
  }

  function handleCloseDrawer() {
    setDrawerOpen(false);
  }

  return (
    <AppBar position="sticky">
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={handleOpenDrawer}
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('nav.homeLink')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
          >
            <AutoStoriesOutlinedIcon aria-hidden />
            <Typography variant="h5" component="span" sx={{ color: 'inherit', letterSpacing: 0.5 }}>
              {t('appName')}
            </Typography>
          </Box>
          <Box component="nav" aria-label={t('nav.label')} sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {links.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                color="inherit"
                sx={{
                  borderRadius: 1,
                  '&[aria-current="page"]': { bgcolor: 'rgba(255, 255, 255, 0.14)', textDecoration: 'underline' },
                }}
              >
                {t(link.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSelect />
          <AccountMenu />
        </Toolbar>
      </Container>
      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} links={links} onClose={handleCloseDrawer} />
        </Suspense>
      )}
    </AppBar>
  );
}
