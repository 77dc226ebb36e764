import { useState } from 'react';
import {
  Box,
  Button,
  Divider,
  Drawer,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECTIONS } from '../admin-sections.ts';
import type { AdminSectionKey } from './section-keys.ts';

export const SECTION_PANEL_ID = 'admin-section-panel';

export function sectionTabId(key: AdminSectionKey): string {
  return `admin-tab-${key}`;
}

interface SectionNavProps {
  current: AdminSectionKey;
  onSelect: (key: AdminSectionKey) => void;
}

/** The sections as tabs on wide screens, as a side drawer below the `sm` breakpoint. */
export function SectionNav({ current, onSelect, narrow }: SectionNavProps & { narrow: boolean }) {
  return narrow ? (
    <SectionDrawer current={current} onSelect={onSelect} />
  ) : (
    <SectionTabs current={current} onSelect={onSelect} />
  );
}

function SectionTabs({ current, onSelect }: SectionNavProps) {
  const { t } = useTranslation('admin');

  function handleChange(_event: unknown, key: AdminSectionKey) {
    onSelect(key);
  }

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={current}
        onChange={handleChange}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('navLabel')}
        // MUI hides a disabled scroll arrow but keeps its space; a faint arrow explains the gap.
        sx={{ '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.3 } }}
      >
        {ADMIN_SECTIONS.map(({ key }) => (
          <Tab
            key={key}
            value={key}
            label={t(`sections.${key}.title`)}
            id={sectionTabId(key)}
            aria-controls={SECTION_PANEL_ID}
          />
        ))}
      </Tabs>
    </Box>
  );
}

function SectionDrawer({ current, onSelect }: SectionNavProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  /** The section picked in the drawer, selected once the drawer has closed. */
  const [picked, setPicked] = useState<AdminSectionKey | null>(null);
  const title = t(`sections.${current}.title`);

  function handleOpen() {
    setOpen(true);
  }

  function handleClose() {
    setOpen(false);
  }

  function handleSelect(key: AdminSectionKey) {
    setPicked(key);
    setOpen(false);
  }

  function handleExited() {
    // Selecting may open a modal of its own (the settings' "leave without saving?"): opened while the
    // drawer's modal was still closing, it was left aria-hidden when the drawer's one went away.
    if (picked !== null) onSelect(picked);
    setPicked(null);
  }

  return (
    <Box sx={{ mb: 3 }}>
      <Button
        variant="outlined"
        fullWidth
        size="large"
        startIcon={<MenuIcon />}
        endIcon={<ExpandMoreIcon />}
        onClick={handleOpen}
        aria-label={t('chooseSection', { title })}
        aria-haspopup="true"
        aria-expanded={open}
        sx={{ justifyContent: 'flex-start', '& .MuiButton-endIcon': { ml: 'auto' } }}
      >
        {title}
      </Button>
      <Drawer
        open={open}
        onClose={handleClose}
        slotProps={{
          paper: { 'aria-label': t('navLabel'), sx: { width: 300, maxWidth: '85vw' } },
          transition: { onExited: handleExited },
        }}
      >
        <Box component="nav" aria-label={t('navLabel')}>
          <Typography variant="h5" component="p" sx={{ px: 2, py: 2, color: 'primary.main' }}>
            {t('navLabel')}
          </Typography>
          <Divider />
          <List>
            {ADMIN_SECTIONS.map(({ key, Component }) => (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  selected={key === current}
                  aria-current={key === current ? 'page' : undefined}
                  onClick={() => handleSelect(key)}
                  sx={{ '&.Mui-selected': { borderLeft: 4, borderColor: 'primary.main' } }}
                >
                  <ListItemText
                    primary={t(`sections.${key}.title`)}
                    secondary={Component === null ? t('unavailable.short') : undefined}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
