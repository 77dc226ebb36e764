import { TransferActionResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /useradmin/cancel-user-export/{taskId}; 10 s. */
export function cancelUserExport(taskId: string): Promise<TransferActionResponse> {
  return apiRequest(`/useradmin/cancel-user-export/${encodeURIComponent(taskId)}`, TransferActionResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
  });
}
