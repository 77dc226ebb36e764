import type { TFunction } from 'i18next';
import { isApiError, serverMessage } from '../../../lib/api-error.ts';

/** The text for a failed load, by what came back. */
export function recentSalesErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('archive:recentSales.errors.request');
  if (error.isNetworkError) return t('archive:recentSales.errors.noConnection');
  const { status } = error;
  if (status === 401) return t('archive:recentSales.errors.unauthorized');
  if (status === 403) return t('archive:recentSales.errors.forbidden');
  if (status === 404) return t('archive:recentSales.errors.notFound');
  if (status >= 500) return t('archive:recentSales.errors.server');
  if (status >= 400) return serverMessage(error) ?? t('archive:recentSales.errors.status', { status });
  return t('archive:recentSales.errors.request');
}
