import { TransferActionResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /admin/cancel-subscription-plan-import/{importId}; 10 s. */
export function cancelPlanImport(importId: string): Promise<TransferActionResponse> {
  return apiRequest(`/admin/cancel-subscription-plan-import/${encodeURIComponent(importId)}`, TransferActionResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(10_000),
  });
}
