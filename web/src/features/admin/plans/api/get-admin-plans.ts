import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionPlanList, type SubscriptionPlan } from '@raritet/contracts/billing';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export const plansQueryKey = [...adminQueryKey, 'subscription-plans'] as const;

/** Plans are shown by price ascending; equal prices keep a stable order by id. */
export function sortPlans(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return [...plans].sort((a, b) => a.price - b.price || a.id - b.id);
}

export async function getPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  return sortPlans(await apiRequest('/SubscriptionPlans', SubscriptionPlanList, { signal }));
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: ({ signal }) => getPlans(signal) });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
