import { TransferActionResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /admin/cancel-export/{taskId}; 10 s. */
export function cancelDataExport(taskId: string): Promise<TransferActionResponse> {
  return apiRequest(`/admin/cancel-export/${encodeURIComponent(taskId)}`, TransferActionResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
  });
}
