import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';

export const plansQueryKey = ['billing', 'plans'] as const;

/** Public: no token is sent, so a stale session never turns the plan list into a 401. */
export async function getPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  // The spec allows either a bare array or { plans }.
  const body = await apiRequest<SubscriptionPlan[] | { plans: SubscriptionPlan[] }>('/subscription/plans', {
    auth: false,
    signal,
  });
  const plans = Array.isArray(body) ? body : (body?.plans ?? []);
  return [...plans].sort((a, b) => a.price - b.price || a.id - b.id);
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
