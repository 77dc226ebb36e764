import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';
import { RetryAlert, type RetryAlertProps } from '../../../../components/retry-alert.tsx';

export function PlansLoading() {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1} role="status" aria-live="polite" aria-label={t('plans.loading')}>
      <Skeleton variant="rounded" height={56} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={72} />
      ))}
    </Stack>
  );
}

export function PlansEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <WorkspacePremiumOutlinedIcon aria-hidden color="secondary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h3" sx={{ fontSize: '1.3rem' }} gutterBottom>
        {t('plans.empty.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('plans.empty.text')}
      </Typography>
      <Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
          {t('plans.create')}
        </Button>
      </Box>
    </Paper>
  );
}

export function PlansError({ query }: Pick<RetryAlertProps, 'query'>) {
  const { t } = useTranslation('admin');
  return (
    <RetryAlert query={query} retryLabel={t('plans.retry')}>
      {t('plans.loadFailed')}
    </RetryAlert>
  );
}
