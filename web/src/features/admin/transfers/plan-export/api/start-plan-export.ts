import { PlanExportStartResponse } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';

/** The plan export's start may take 30 s. */
const START_TIMEOUT_MS = 30_000;

/** POST /admin/export-subscription-plans: starts the export job; 400 while another one runs. */
export function startPlanExport(): Promise<PlanExportStartResponse> {
  return apiRequest('/admin/export-subscription-plans', PlanExportStartResponse, {
    method: 'POST',
    signal: AbortSignal.timeout(START_TIMEOUT_MS),
  });
}
