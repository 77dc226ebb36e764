import { PlanImportProgress } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { transferPollQueryOptions } from '../../shared/lib/poll-query.ts';

/** The plan import is polled every 2 s; each poll may take 10 s. */
export const IMPORT_POLL_MS = 2000;

export function getPlanImportProgress(importId: string): Promise<PlanImportProgress> {
  return apiRequest(`/admin/subscription-plan-import-progress/${encodeURIComponent(importId)}`, PlanImportProgress, {
    signal: AbortSignal.timeout(10_000),
  });
}

/** Polls while `polling`, until the import is finished, cancelled or failed; a failed poll stops it. */
export function planImportProgressQueryOptions(importId: string | null, polling: boolean) {
  return transferPollQueryOptions({
    name: 'plan-import-progress',
    fetcher: getPlanImportProgress,
    id: importId,
    polling,
    intervalMs: IMPORT_POLL_MS,
  });
}
