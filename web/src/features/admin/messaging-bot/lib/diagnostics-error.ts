import type { TFunction } from 'i18next';
import { HTTP_ERROR_CODE, isApiError, UnexpectedResponseError } from '../../../../lib/api-error.ts';

/**
 * The diagnostics' error texts: a 404 says the endpoint is missing, a 5xx 'Внутренняя ошибка сервера
 * ({status})', the server's own message when it sent one, a body that is not JSON (or not the contract's
 * shape) says so. `unauthorized` is the text of a 401 where the spec gives one (the statistics).
 */
export function diagnosticsErrorText(error: unknown, t: TFunction, unauthorized?: string): string {
  if (error instanceof UnexpectedResponseError) return t('admin:telegram.errors.unexpected');
  if (!isApiError(error)) return t('common:errors.generic');
  if (error.isNetworkError) return t('common:errors.network');
  if (error.status === 401 && unauthorized !== undefined) return unauthorized;
  if (error.status === 404) return t('admin:telegram.errors.notFound');
  if (error.status >= 500) return t('admin:telegram.errors.server', { status: error.status });
  // A 2xx whose body could not be read as JSON.
  if (error.status < 400 && error.code === HTTP_ERROR_CODE) return t('admin:telegram.errors.invalidJson');
  if (error.message !== '') return error.message;
  return t('admin:telegram.errors.status', { status: error.status });
}
