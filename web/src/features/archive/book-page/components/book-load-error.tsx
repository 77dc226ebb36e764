import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface BookLoadErrorProps {
  retrying: boolean;
  onRetry: () => void;
}

/** Spec §8: 'Не удалось загрузить информацию о книге. Пожалуйста, попробуйте позже.' with a retry. */
export function BookLoadError({ retrying, onRetry }: BookLoadErrorProps) {
  const { t } = useTranslation('book');
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadError')}
    </Alert>
  );
}
