import { queryOptions } from '@tanstack/react-query';
import { ExportTask } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { adminQueryKey } from '../../../lib/admin-query-keys.ts';

export const exportStatusQueryKey = [...adminQueryKey, 'export-status'] as const;

/** GET /admin/export-status: the newest data export (taskId null when there has been none); 10 s. */
export function getExportStatus(): Promise<ExportTask> {
  return apiRequest('/admin/export-status', ExportTask, { signal: AbortSignal.timeout(10_000) });
}

/** Read when the section opens (to resume a running export) and after each export; never cached across visits. */
export function exportStatusQueryOptions() {
  return queryOptions({ queryKey: exportStatusQueryKey, queryFn: getExportStatus, staleTime: 0, gcTime: 0 });
}
