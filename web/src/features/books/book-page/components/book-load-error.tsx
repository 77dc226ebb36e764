import { useTranslation } from 'react-i18next';
import { RetryAlert, type RetryAlertProps } from '../../../../components/retry-alert.tsx';
import { isApiError, serverMessage } from '../../../../lib/api-error.ts';

/**
 * 'Не удалось загрузить информацию о книге. Пожалуйста, попробуйте позже.' with a retry. A
 * limit (429: book pages a minute, or a subscriber's pages of the day, ADR 0050) shows the server's own
 * message instead, which says when to come back.
 */
export function BookLoadError({ query }: { query: RetryAlertProps['query'] & { error: unknown } }) {
  const { t } = useTranslation('book');
  const limited = isApiError(query.error) && query.error.status === 429 ? serverMessage(query.error) : null;
  return (
    <RetryAlert query={query} retryLabel={t('retry')} sx={{ mt: 2 }}>
      {limited ?? t('loadError')}
    </RetryAlert>
  );
}
