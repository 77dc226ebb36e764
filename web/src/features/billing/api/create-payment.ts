import { useMutation } from '@tanstack/react-query';
import { CreatePaymentResponse } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';

/** Renewal is never switched on from the web app (the spec sends autoRenew: false). */
export function createPayment(subscriptionPlanId: number): Promise<CreatePaymentResponse> {
  return apiRequest('/subscription/create-payment', CreatePaymentResponse, {
    method: 'POST',
    body: { subscriptionPlanId, autoRenew: false },
  });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}
