import { queryOptions } from '@tanstack/react-query';
import { ExportTask } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { adminQueryKey } from '../../../lib/admin-query-keys.ts';

export const userExportStatusQueryKey = [...adminQueryKey, 'user-export-status'] as const;

/** GET /useradmin/user-export-status: the newest user export (taskId null when there has been none); 10 s. */
export function getUserExportStatus(): Promise<ExportTask> {
  return apiRequest('/useradmin/user-export-status', ExportTask, { signal: AbortSignal.timeout(10_000) });
}

export function userExportStatusQueryOptions() {
  return queryOptions({ queryKey: userExportStatusQueryKey, queryFn: getUserExportStatus, staleTime: 0, gcTime: 0 });
}
