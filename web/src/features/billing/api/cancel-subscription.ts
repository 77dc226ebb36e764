import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CancelSubscriptionResponse } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user-query.ts';
import { mySubscriptionsQueryKey } from './get-my-subscriptions.ts';
import { subscriptionStatusQueryKey } from './check-status.ts';

export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiRequest('/subscription/cancel', CancelSubscriptionResponse, { method: 'POST' });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: mySubscriptionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
