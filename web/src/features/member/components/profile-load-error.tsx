import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';

interface ProfileLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * Spec §6 and §8 profile: another user's id is the server's refusal ('У вас нет доступа к этой
 * информации…'), an unknown user a not-found warning, anything else the spec's load error with a retry.
 */
export function ProfileLoadError({ error, retrying, onRetry }: ProfileLoadErrorProps) {
  const { t } = useTranslation('member');
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
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('profile.retry')}
        </Button>
      }
    >
      {t('profile.loadError')}
    </Alert>
  );
}
