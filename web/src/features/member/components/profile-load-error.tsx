import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert, type RetryAlertProps } from '../../../components/retry-alert.tsx';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';

interface ProfileLoadErrorProps {
  /** The failed profile query: its error decides the text, its refetch is the retry. */
  query: RetryAlertProps['query'] & { error: unknown };
}

/**
 * Another user's id is the server's refusal ('У вас нет доступа к этой
 * информации…'), an unknown user a not-found warning, anything else the spec's load error with a retry.
 */
export function ProfileLoadError({ query }: ProfileLoadErrorProps) {
  const { t } = useTranslation('member');
  const { error } = query;
  if (isApiError(error) && error.status === 403) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to="/user" color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
            {t('profile.toOwn')}
          </Button>
        }
      >
        {serverMessage(error) ?? t('errors:profile_forbidden')}
      </Alert>
    );
  }
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return <Alert severity="warning">{t('profile.notFound')}</Alert>;
  }
  return (
    <RetryAlert query={query} retryLabel={t('profile.retry')}>
      {t('profile.loadError')}
    </RetryAlert>
  );
}
