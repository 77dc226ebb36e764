import { ExportTask } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { transferPollQueryOptions } from '../../shared/lib/poll-query.ts';

/** The data export is polled every 2 s; each poll may take 10 s. */
export const DATA_EXPORT_POLL_MS = 2000;

/** GET /admin/export-progress/{taskId}. */
export function getDataExportProgress(taskId: string): Promise<ExportTask> {
  return apiRequest(`/admin/export-progress/${encodeURIComponent(taskId)}`, ExportTask, {
    signal: AbortSignal.timeout(10_000),
  });
}

export function dataExportProgressQueryOptions(taskId: string | null, polling: boolean) {
  return transferPollQueryOptions({
    name: 'data-export-progress',
    fetcher: getDataExportProgress,
    id: taskId,
    polling,
    intervalMs: DATA_EXPORT_POLL_MS,
  });
}
