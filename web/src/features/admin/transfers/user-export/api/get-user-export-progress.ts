import { ExportTask } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { transferPollQueryOptions } from '../../shared/lib/poll-query.ts';

/** Exports are polled every 2 s; each poll may take 10 s. */
export const USER_EXPORT_POLL_MS = 2000;

/** GET /useradmin/user-export-progress/{taskId}. */
export function getUserExportProgress(taskId: string): Promise<ExportTask> {
  return apiRequest(`/useradmin/user-export-progress/${encodeURIComponent(taskId)}`, ExportTask, {
    signal: AbortSignal.timeout(10_000),
  });
}

export function userExportProgressQueryOptions(taskId: string | null, polling: boolean) {
  return transferPollQueryOptions({
    name: 'user-export-progress',
    fetcher: getUserExportProgress,
    id: taskId,
    polling,
    intervalMs: USER_EXPORT_POLL_MS,
  });
}
