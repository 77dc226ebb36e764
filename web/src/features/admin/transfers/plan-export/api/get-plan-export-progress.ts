import { PlanExportProgress } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { transferPollQueryOptions } from '../../shared/lib/poll-query.ts';

/** The export is polled every 2 s; each poll may take 10 s. */
export const EXPORT_POLL_MS = 2000;
const PROGRESS_TIMEOUT_MS = 10_000;

export function getPlanExportProgress(taskId: string): Promise<PlanExportProgress> {
  return apiRequest(`/admin/subscription-plan-export-progress/${encodeURIComponent(taskId)}`, PlanExportProgress, {
    signal: AbortSignal.timeout(PROGRESS_TIMEOUT_MS),
  });
}

/** Polls while `polling`; a failed poll is not retried (polling stops on a request error). */
export function planExportProgressQueryOptions(taskId: string | null, polling: boolean) {
  return transferPollQueryOptions({
    name: 'plan-export-progress',
    fetcher: getPlanExportProgress,
    id: taskId,
    polling,
    intervalMs: EXPORT_POLL_MS,
  });
}
