import { Box, Container, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECTIONS } from '../admin-sections.ts';
import { SECTION_PANEL_ID, SectionNav, sectionTabId } from './section-nav.tsx';
import type { AdminSectionKey } from './section-keys.ts';
import { SectionUnavailable } from './section-unavailable.tsx';

interface AdminPanelProps {
  current: AdminSectionKey;
  onSelect: (key: AdminSectionKey) => void;
}

export function AdminPanel({ current, onSelect }: AdminPanelProps) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const Component = ADMIN_SECTIONS.find((section) => section.key === current)?.Component ?? null;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: { xs: 2, md: 3 } }}>
        {t('title')}
      </Typography>
      <SectionNav current={current} onSelect={onSelect} narrow={narrow} />
      {/*
        Below `sm` there are no tabs to label the panel: it is a region named after the section. Only the
        attributes change, never the element, so crossing the breakpoint (a phone turned sideways) keeps
        the section mounted with its open dialog and typed values.
      */}
      <Box
        {...(narrow
          ? { role: 'region', 'aria-label': t(`sections.${current}.title`) }
          : { role: 'tabpanel', id: SECTION_PANEL_ID, 'aria-labelledby': sectionTabId(current) })}
      >
        {Component === null ? <SectionUnavailable sectionKey={current} /> : <Component key={current} />}
      </Box>
    </Container>
  );
}
