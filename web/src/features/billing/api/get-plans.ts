import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SubscriptionPlanList, type SubscriptionPlan } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';

export const plansQueryKey = ['billing', 'plans'] as const;

// The spec allows either a bare array or { plans }.
const PlansAnswer = z
  .union([SubscriptionPlanList, z.object({ plans: SubscriptionPlanList.optional() })])
  .nullish()
  .transform((body) => (Array.isArray(body) ? body : (body?.plans ?? [])));

/** Public: no token is sent, so a stale session never turns the plan list into a 401. */
export async function getPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  const plans = await apiRequest('/subscription/plans', PlansAnswer, { auth: false, signal });
  return [...plans].sort((a, b) => a.price - b.price || a.id - b.id);
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: plansQueryKey, queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
