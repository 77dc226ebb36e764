import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DemoCheckout } from '@raritet/contracts/billing';
import { apiRequest } from '../../../lib/api-client.ts';
import { demoCheckoutQueryKey } from './get-demo-checkout.ts';

/** Pays the demo payment: the server activates the subscription as a real provider success would. The answer's returnUrl is where to go next. */
export function payDemoCheckout(paymentId: number): Promise<DemoCheckout> {
  return apiRequest(`/subscription/demo-checkout/${paymentId}/pay`, DemoCheckout, { method: 'POST' });
}

export function usePayDemoCheckout(paymentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => payDemoCheckout(paymentId),
    onSuccess: (checkout) => queryClient.setQueryData(demoCheckoutQueryKey(paymentId), checkout),
    // A refusal (say, the payment was completed in another tab) shows the payment's real state.
    onError: () => queryClient.invalidateQueries({ queryKey: demoCheckoutQueryKey(paymentId) }),
  });
}
