import { TransferActionResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /admin/subscription-plan-import/{importId}/finish: returns at once, the import runs as a job; 30 s. */
export function finishPlanImport(importId: string): Promise<TransferActionResponse> {
  return apiRequest(`/admin/subscription-plan-import/${encodeURIComponent(importId)}/finish`, TransferActionResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(30_000),
  });
}
