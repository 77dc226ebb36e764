import { ImportTask } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { transferPollQueryOptions } from '../../shared/lib/poll-query.ts';

/** The user import is polled every second. */
export const USER_IMPORT_POLL_MS = 1000;

/** GET /useradmin/user-import-progress/{taskId}. */
export function getUserImportProgress(taskId: string): Promise<ImportTask> {
  return apiRequest(`/useradmin/user-import-progress/${encodeURIComponent(taskId)}`, ImportTask, {
    signal: AbortSignal.timeout(10_000),
  });
}

export function userImportProgressQueryOptions(taskId: string | null, polling: boolean) {
  return transferPollQueryOptions({
    name: 'user-import-progress',
    fetcher: getUserImportProgress,
    id: taskId,
    polling,
    intervalMs: USER_IMPORT_POLL_MS,
  });
}
