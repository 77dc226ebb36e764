import type { TFunction } from 'i18next';
import { isApiError } from '../../../../../lib/api-error.ts';
import { ChunkUploadError } from './chunked-upload.ts';
import { EmptyFileError } from './download.ts';

/**
 * The failure texts of the transfer sections. Each section has its texts under one prefix of the admin
 * namespace (`planExport`, `dataExport`, `userExport`, `dataImport`, `userImport`); these functions pick
 * the one that fits a failure, so every section reads a failure the same way.
 */

export const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/** What a failed export poll means for the export: its text, and whether to keep polling. */
export interface PollVerdict {
  message: string;
  keepPolling: boolean;
}

export interface ExportFailureOptions {
  /** Data export: a 502 while polling is a proxy in trouble, not a failed export; keep waiting. */
  waitOnBadGateway?: boolean;
  /** User export: a 403 says the section is for administrators only. */
  forbiddenText?: boolean;
}

/** A failed start, poll or cancel of an export. */
export function exportFailure(
  error: unknown,
  t: TFunction,
  prefix: string,
  options: ExportFailureOptions = {},
): PollVerdict {
  const stop = (key: string) => ({ message: t(`${prefix}.errors.${key}`), keepPolling: false });
  if (isTimeout(error)) return stop('timeout');
  if (isApiError(error)) {
    if (error.isNetworkError) return stop('network');
    if (error.status === 502 && options.waitOnBadGateway)
      return { message: t(`${prefix}.errors.badGateway`), keepPolling: true };
    if (error.status === 403 && options.forbiddenText) return stop('forbidden');
    if (error.status >= 500) return stop('server');
    if (error.message) return { message: error.message, keepPolling: false };
  }
  return stop('generic');
}

/** A failed download of an export's file. */
export function downloadFailure(
  error: unknown,
  t: TFunction,
  prefix: string,
  options: Pick<ExportFailureOptions, 'forbiddenText'> = {},
): string {
  if (isTimeout(error)) return t(`${prefix}.download.timeout`);
  if (error instanceof EmptyFileError) return t(`${prefix}.download.empty`);
  if (isApiError(error)) {
    if (error.isNetworkError) return t(`${prefix}.download.network`);
    if (error.status === 403 && options.forbiddenText) return t(`${prefix}.errors.forbidden`);
    if (error.status === 404) return t(`${prefix}.download.notFound`);
    if (error.status === 400)
      return error.message
        ? t(`${prefix}.download.serverPrefix`, { detail: error.message })
        : t(`${prefix}.download.notReady`);
    if (error.status >= 500) return t(`${prefix}.download.server`);
  }
  return t(`${prefix}.download.generic`);
}

/**
 * A failed step of a data or user import: no answer is a connection error, 403 an
 * access error, 400 the request error with the server's text, anything else 'Ошибка импорта' (with the
 * server's text when it sent one). A chunk that failed is named by its number.
 */
export function importFailure(error: unknown, t: TFunction, prefix: string): string {
  const text = baseImportFailure(error instanceof ChunkUploadError ? error.cause : error, t, prefix);
  return error instanceof ChunkUploadError ? t(`${prefix}.errors.chunk`, { n: error.index + 1, reason: text }) : text;
}

function baseImportFailure(error: unknown, t: TFunction, prefix: string): string {
  if (isTimeout(error)) return t(`${prefix}.errors.network`);
  if (isApiError(error)) {
    if (error.isNetworkError) return t(`${prefix}.errors.network`);
    if (error.status === 403) return t(`${prefix}.errors.forbidden`);
    if (error.status === 400) return t(`${prefix}.errors.request`, { detail: error.message || error.code });
    if (error.message) return t(`${prefix}.errors.failedWith`, { detail: error.message });
  }
  return t(`${prefix}.errors.failed`);
}

/** The reason of a failure, for texts that append it ('Ошибка загрузки части 2: …'). */
export const reasonOf = (error: unknown) => {
  const cause = error instanceof ChunkUploadError ? error.cause : error;
  return cause instanceof Error && cause.message ? cause.message : String(cause);
};
