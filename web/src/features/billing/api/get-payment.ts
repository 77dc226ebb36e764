import { queryOptions } from '@tanstack/react-query';
import { Payment } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';

export const paymentQueryKey = (paymentId: number) => ['billing', 'payment', paymentId] as const;

/** The server re-reads the payment at the provider and activates the subscription when it is paid. */
export function getPayment(paymentId: number, signal?: AbortSignal): Promise<Payment> {
  return apiRequest(`/subscription/payments/${paymentId}`, Payment, { signal });
}

export function paymentQueryOptions(paymentId: number) {
  return queryOptions({
    queryKey: paymentQueryKey(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    staleTime: 0,
  });
}
