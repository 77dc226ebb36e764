import { Suspense, useId, useState, type MouseEvent } from 'react';
import { Box, Button, IconButton } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { isAdminRole } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useSession } from '../../lib/session.ts';

const AccountMenuList = lazyComponent(() => import('./account-menu-list.tsx'), 'AccountMenuList');

export function AccountMenu() {
  const { t } = useTranslation('common');
  const { user, logOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code loads on the first open (it is on every page's first load otherwise).
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const open = anchor !== null;

  if (user === null) {
    return (
      <Button component={RouterLink} to="/login" color="inherit" variant="outlined" sx={{ flexShrink: 0 }}>
        {t('account.login')}
      </Button>
    );
  }

  function handleOpen(event: MouseEvent<HTMLElement>) {
    setOpened(true);
    setAnchor(event.currentTarget);
  }

  function handleClose() {
    setAnchor(null);
  }

  function handleLogout() {
    setAnchor(null);
    logOut('user');
    void navigate('/');
  }

  const triggerProps = {
    onClick: handleOpen,
    color: 'inherit' as const,
    'aria-label': t('account.menuLabel', { email: user.email }),
    'aria-haspopup': 'menu' as const,
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open ? ('true' as const) : undefined,
  };

  return (
    <>
      <IconButton {...triggerProps} sx={{ display: { md: 'none' } }}>
        <AccountCircleIcon />
      </IconButton>
      <Button
        {...triggerProps}
        startIcon={<AccountCircleIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, maxWidth: 260, flexShrink: 0 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.email}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            anchor={anchor}
            email={user.email}
            isAdmin={isAdminRole(user.role)}
            onClose={handleClose}
            onLogout={handleLogout}
          />
        </Suspense>
      )}
    </>
  );
}
