import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionList, type Subscription } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';

export const mySubscriptionsQueryKey = ['billing', 'my-subscriptions'] as const;

export function getMySubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return apiRequest('/subscription/my-subscriptions', SubscriptionList, { signal });
}

export function mySubscriptionsQueryOptions() {
  return queryOptions({ queryKey: mySubscriptionsQueryKey, queryFn: ({ signal }) => getMySubscriptions(signal) });
}

export function useMySubscriptions() {
  return useQuery(mySubscriptionsQueryOptions());
}
