import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckStatusResponse } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user-query.ts';

export const subscriptionStatusQueryKey = ['billing', 'status'] as const;

export function checkStatus(signal?: AbortSignal): Promise<CheckStatusResponse> {
  return apiRequest('/subscription/check-status', CheckStatusResponse, { signal });
}

export function subscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: subscriptionStatusQueryKey,
    queryFn: async ({ signal, client }) => {
      const status = await checkStatus(signal);
      // The check may have corrected the user's hasSubscription flag: the header, the home card and the
      // profile read the user, so it is fetched again.
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
      return status;
    },
    staleTime: 0,
  });
}

export function useSubscriptionStatus(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled: options.enabled ?? true });
}
