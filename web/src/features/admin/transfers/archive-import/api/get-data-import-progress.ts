import { ImportTask } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { transferPollQueryOptions } from '../../shared/lib/poll-query.ts';

/** The data import is polled every 500 ms. */
export const DATA_IMPORT_POLL_MS = 500;

/** GET /import/progress/{id}. */
export function getDataImportProgress(importTaskId: string): Promise<ImportTask> {
  return apiRequest(`/import/progress/${encodeURIComponent(importTaskId)}`, ImportTask, {
    signal: AbortSignal.timeout(10_000),
  });
}

export function dataImportProgressQueryOptions(importTaskId: string | null, polling: boolean) {
  return transferPollQueryOptions({
    name: 'data-import-progress',
    fetcher: getDataImportProgress,
    id: importTaskId,
    polling,
    intervalMs: DATA_IMPORT_POLL_MS,
  });
}
