import { Box, Paper, Typography } from '@mui/material';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminSectionKey } from './section-keys.ts';

/** A section whose issue has not landed yet: say so and what it will be for, rather than show a blank. */
export function SectionUnavailable({ sectionKey }: { sectionKey: AdminSectionKey }) {
  const { t } = useTranslation('admin');
  const title = t(`sections.${sectionKey}.title`);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <ConstructionOutlinedIcon aria-hidden color="secondary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' } }} gutterBottom>
        {t('unavailable.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('unavailable.text', { title })}
      </Typography>
      <Box sx={{ maxWidth: 560, mx: 'auto', textAlign: 'left', borderLeft: 4, borderColor: 'secondary.light', pl: 2 }}>
        <Typography variant="overline" color="textSecondary" component="p">
          {t('unavailable.purpose')}
        </Typography>
        <Typography>{t(`sections.${sectionKey}.purpose`)}</Typography>
      </Box>
    </Paper>
  );
}
