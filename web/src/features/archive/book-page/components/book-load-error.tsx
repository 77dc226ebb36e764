import { useTranslation } from 'react-i18next';
import { RetryAlert, type RetryAlertProps } from '../../../../components/retry-alert.tsx';

/** Spec §8: 'Не удалось загрузить информацию о книге. Пожалуйста, попробуйте позже.' with a retry. */
export function BookLoadError({ query }: Pick<RetryAlertProps, 'query'>) {
  const { t } = useTranslation('book');
  return (
    <RetryAlert query={query} retryLabel={t('retry')} sx={{ mt: 2 }}>
      {t('loadError')}
    </RetryAlert>
  );
}
