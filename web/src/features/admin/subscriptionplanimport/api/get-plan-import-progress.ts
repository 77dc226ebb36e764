import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlanImportProgress } from '@raritet/contracts/transfers';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

/** Spec §9: the plan import is polled every 2 s; each poll may take 10 s. */
export const IMPORT_POLL_MS = 2000;

export const planImportProgressQueryKey = (importId: string) =>
  [...adminQueryKey, 'plan-import-progress', importId] as const;

export function getPlanImportProgress(importId: string): Promise<PlanImportProgress> {
  return apiRequest(`/admin/subscription-plan-import-progress/${encodeURIComponent(importId)}`, PlanImportProgress, {
    signal: AbortSignal.timeout(10_000),
  });
}

/** Polls while `polling`, until the import is finished, cancelled or failed; a failed poll stops it. */
export function planImportProgressQueryOptions(importId: string | null, polling: boolean) {
  return queryOptions({
    queryKey: planImportProgressQueryKey(importId ?? ''),
    queryFn: () => getPlanImportProgress(importId!),
    enabled: importId !== null && polling,
    refetchInterval: polling ? IMPORT_POLL_MS : false,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePlanImportProgress(importId: string | null, polling: boolean) {
  return useQuery(planImportProgressQueryOptions(importId, polling));
}
