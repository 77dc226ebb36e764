import { PlanImportStartResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** POST /admin/start-subscription-plan-import?expectedFileSize={bytes}&fileName=…: no body; 30 s. */
export function startPlanImport(file: { size: number; name: string }): Promise<PlanImportStartResponse> {
  return apiRequest('/admin/start-subscription-plan-import', PlanImportStartResponse, {
    method: 'POST',
    query: { expectedFileSize: file.size, fileName: file.name },
    signal: AbortSignal.timeout(30_000),
  });
}
