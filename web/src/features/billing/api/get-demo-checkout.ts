import { queryOptions, useQuery } from '@tanstack/react-query';
import { DemoCheckout } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';

export const demoCheckoutQueryKey = (paymentId: number) => ['billing', 'demo-checkout', paymentId] as const;

export function getDemoCheckout(paymentId: number, signal?: AbortSignal): Promise<DemoCheckout> {
  return apiRequest(`/subscription/demo-checkout/${paymentId}`, DemoCheckout, { signal });
}

export function demoCheckoutQueryOptions(paymentId: number) {
  return queryOptions({
    queryKey: demoCheckoutQueryKey(paymentId),
    queryFn: ({ signal }) => getDemoCheckout(paymentId, signal),
    staleTime: 0,
  });
}

export function useDemoCheckout(paymentId: number) {
  return useQuery(demoCheckoutQueryOptions(paymentId));
}
