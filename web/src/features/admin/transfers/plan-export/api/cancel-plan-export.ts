import { TransferActionResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /admin/cancel-subscription-plan-export/{taskId}. */
export function cancelPlanExport(taskId: string): Promise<TransferActionResponse> {
  return apiRequest(`/admin/cancel-subscription-plan-export/${encodeURIComponent(taskId)}`, TransferActionResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
  });
}
