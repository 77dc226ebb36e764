import type { TFunction } from 'i18next';
import { isApiError, serverMessage } from '../../../../lib/api-error.ts';

export type CleanupAction = 'load' | 'analyze' | 'analyzeUnwanted' | 'delete' | 'deleteUnwanted' | 'merge';

/**
 * The server's message, or 'Произошла ошибка при … : ' with what went wrong (no
 * connection, the HTTP status, or the error's own text).
 */
export function cleanupErrorText(error: unknown, t: TFunction, action: CleanupAction): string {
  const message = serverMessage(error);
  if (message !== null) return message;
  let details: string;
  if (isApiError(error)) details = error.isNetworkError ? t('common:errors.network') : `HTTP ${error.status}`;
  else details = error instanceof Error && error.message !== '' ? error.message : t('categories.errors.unknown');
  return t(`categories.errors.${action}`, { details });
}
