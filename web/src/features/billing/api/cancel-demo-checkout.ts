import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DemoCheckout } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';
import { demoCheckoutQueryKey } from './get-demo-checkout.ts';

/** Abandons the demo payment; the server records it as canceled. The answer's returnUrl is where to go next. */
export function cancelDemoCheckout(paymentId: number): Promise<DemoCheckout> {
  return apiRequest(`/subscription/demo-checkout/${paymentId}/cancel`, DemoCheckout, { method: 'POST' });
}

export function useCancelDemoCheckout(paymentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDemoCheckout(paymentId),
    onSuccess: (checkout) => queryClient.setQueryData(demoCheckoutQueryKey(paymentId), checkout),
    // A refusal (say, the payment was completed in another tab) shows the payment's real state.
    onError: () => queryClient.invalidateQueries({ queryKey: demoCheckoutQueryKey(paymentId) }),
  });
}
