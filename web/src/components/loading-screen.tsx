import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The full-area "Загрузка..." state used while something the whole page needs is on its way. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  );
}
