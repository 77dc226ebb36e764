import type { TFunction } from 'i18next';
import { isApiError, serverMessage } from './api-error.ts';

/**
 * What to tell the user about a failed call: the server's localised message when it sent one,
 * "no connection" when nothing came back, otherwise the caller's fallback.
 */
export function errorMessage(error: unknown, t: TFunction, fallback?: string): string {
  const message = serverMessage(error);
  if (message !== null) return message;
  if (isApiError(error) && error.isNetworkError) return t('common:errors.network');
  return fallback ?? t('common:errors.generic');
}
