import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { useTranslation } from 'react-i18next';
import { RetryAlert, type RetryAlertProps } from '../../../../components/retry-alert.tsx';

export function UsersLoading() {
  const { t } = useTranslation('admin');
  return (
    <Stack spacing={1} role="status" aria-live="polite" aria-label={t('users.loading')}>
      <Skeleton variant="rounded" height={48} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={56} />
      ))}
    </Stack>
  );
}

/** Nobody matches the search (or, on a fresh install, nobody but the administrator would be listed). */
export function UsersEmpty({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <PersonSearchOutlinedIcon aria-hidden color="secondary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h3" sx={{ fontSize: '1.3rem' }} gutterBottom>
        {t('users.empty.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: search === '' ? 0 : 3, overflowWrap: 'anywhere' }}>
        {search === '' ? t('users.empty.none') : t('users.empty.search', { search })}
      </Typography>
      {search !== '' && (
        <Box>
          <Button variant="outlined" onClick={onClear}>
            {t('users.empty.clear')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** 'Ошибка при загрузке пользователей', with a retry. */
export function UsersError({ query }: Pick<RetryAlertProps, 'query'>) {
  const { t } = useTranslation('admin');
  return (
    <RetryAlert query={query} retryLabel={t('users.retry')}>
      {t('users.loadFailed')}
    </RetryAlert>
  );
}
