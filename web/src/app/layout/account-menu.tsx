import { useId, useState, type MouseEvent } from 'react';
import { Box, Button, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { isAdminRole } from '@raritet/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session.ts';

export function AccountMenu() {
  const { t } = useTranslation('common');
  const { user, logOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="caption" color="text.secondary">
            {t('account.signedInAs')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/user" onClick={handleClose}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t('account.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/subscription" onClick={handleClose}>
          <ListItemIcon>
            <CardMembershipOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.subscription')}
        </MenuItem>
        {isAdminRole(user.role) && (
          <MenuItem component={RouterLink} to="/admin" onClick={handleClose}>
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('account.admin')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
