import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api-error.ts';
import { EmptyFileError } from '../api/download-plan-export.ts';

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/** Spec §8 "Plan export polling": what a failed start or poll says. */
export function pollFailure(error: unknown, t: TFunction): string {
  if (isTimeout(error)) return t('planExport.errors.timeout');
  if (isApiError(error)) {
    if (error.isNetworkError) return t('planExport.errors.network');
    if (error.status >= 500) return t('planExport.errors.server');
    if (error.message) return error.message;
  }
  return t('planExport.errors.generic');
}

/** Spec §8 "Plan export download". */
export function downloadFailure(error: unknown, t: TFunction): string {
  if (isTimeout(error)) return t('planExport.download.timeout');
  if (error instanceof EmptyFileError) return t('planExport.download.empty');
  if (isApiError(error)) {
    if (error.isNetworkError) return t('planExport.download.network');
    if (error.status === 404) return t('planExport.download.notFound');
    if (error.status === 400)
      return error.message
        ? t('planExport.download.serverPrefix', { detail: error.message })
        : t('planExport.download.notReady');
    if (error.status >= 500) return t('planExport.download.server');
  }
  return t('planExport.download.generic');
}
