import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The account menu's items (account-menu.tsx), in their own chunk: loaded on the first open. */
export function AccountMenuList({
  id,
  anchor,
  email,
  isAdmin,
  onClose,
  onLogout,
}: {
  id: string;
  anchor: HTMLElement | null;
  email: string;
  isAdmin: boolean;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
        <Typography variant="caption" color="text.secondary">
          {t('account.signedInAs')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem component={RouterLink} to="/user" onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        {t('account.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/subscription" onClick={onClose}>
        <ListItemIcon>
          <CardMembershipOutlinedIcon fontSize="small" />
        </ListItemIcon>
        {t('account.subscription')}
      </MenuItem>
      {isAdmin && (
        <MenuItem component={RouterLink} to="/admin" onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('account.admin')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem onClick={onLogout}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
