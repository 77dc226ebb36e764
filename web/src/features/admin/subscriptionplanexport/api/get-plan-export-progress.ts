import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanExportProgress } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

/** Spec §9: the export is polled every 2 s; each poll may take 10 s. */
export const EXPORT_POLL_MS = 2000;
const PROGRESS_TIMEOUT_MS = 10_000;

export const planExportProgressQueryKey = (taskId: string) =>
  [...adminQueryKey, 'plan-export-progress', taskId] as const;

export function getPlanExportProgress(taskId: string): Promise<PlanExportProgress> {
  return apiRequest(`/admin/subscription-plan-export-progress/${encodeURIComponent(taskId)}`, PlanExportProgress, {
    signal: AbortSignal.timeout(PROGRESS_TIMEOUT_MS),
  });
}

/** Polls while `polling`; a failed poll is not retried (spec §8: polling stops on a request error). */
export function planExportProgressQueryOptions(taskId: string | null, polling: boolean) {
  return queryOptions({
    queryKey: planExportProgressQueryKey(taskId ?? ''),
    queryFn: () => getPlanExportProgress(taskId!),
    enabled: taskId !== null && polling,
    refetchInterval: polling ? EXPORT_POLL_MS : false,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePlanExportProgress(taskId: string | null, polling: boolean) {
  return useQuery(planExportProgressQueryOptions(taskId, polling));
}
