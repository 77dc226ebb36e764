import type { TFunction } from 'i18next';
import { isApiError, serverMessage } from '../../../../lib/api-error.ts';

/**
 * Why a book-update call failed, for "<what failed>: <why>": the server's own message (a 409 says a pull
 * already runs or the source is off), no connection, the HTTP status, or the generic text.
 */
export function failureReason(error: unknown, t: TFunction): string {
  const message = serverMessage(error);
  if (message !== null) return message;
  if (isApiError(error)) return error.isNetworkError ? t('common:errors.network') : `HTTP ${error.status}`;
  return t('common:errors.generic');
}
