import { Paper, Skeleton, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { RetryAlert, type RetryAlertProps } from '../../../../components/retry-alert.tsx';
import { failureReason } from './failure-reason.ts';

export function BookUpdateLoading() {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={2} role="status" aria-live="polite" aria-label={t('bookupdate.loading')}>
      <Skeleton variant="rounded" height={260} />
      <Skeleton variant="rounded" height={48} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}

export function BookUpdateError({ query }: { query: RetryAlertProps['query'] & { error: unknown } }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <RetryAlert query={query} retryLabel={t('bookupdate.retry')}>
      {t('bookupdate.loadFailedWithReason', { reason: failureReason(query.error, t) })}
    </RetryAlert>
  );
}

export function LogEmpty() {
  const { t } = useTranslation('admin');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <HistoryIcon aria-hidden color="secondary" sx={{ fontSize: 40, mb: 1 }} />
      <Typography variant="h4" component="p" sx={{ fontSize: '1.15rem', fontWeight: 600 }} gutterBottom>
        {t('bookupdate.log.empty')}
      </Typography>
      <Typography color="textSecondary">{t('bookupdate.log.emptyText')}</Typography>
    </Paper>
  );
}
