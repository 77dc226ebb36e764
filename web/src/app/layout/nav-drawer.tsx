import { Box, Divider, Drawer, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavLinkItem } from './nav-links.ts';

interface NavDrawerProps {
  open: boolean;
  links: readonly NavLinkItem[];
  onClose: () => void;
}

export function NavDrawer({ open, links, onClose }: NavDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label={t('nav.label')}>
        <Typography variant="h5" component="p" sx={{ px: 2, py: 2, color: 'primary.main' }}>
          {t('appName')}
        </Typography>
        <Divider />
        <List>
          {links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                onClick={onClose}
                sx={{
                  '&[aria-current="page"]': {
                    bgcolor: 'action.selected',
                    borderLeft: 4,
                    borderColor: 'primary.main',
                    fontWeight: 700,
                  },
                }}
              >
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
