import { randomUUID } from 'node:crypto';
import type { PaymentGateway } from './gateway.ts';
import { formatAmountValue } from './money.ts';
import type { PaymentsRepository } from './payments-repository.ts';

/** Where the demo checkout page lives in the web app. */
export const demoCheckoutPath = (paymentId: number | string) => `/demo-checkout/${paymentId}`;

/**
 * The built-in "provider" used when no YooKassa shop is configured: the buyer is sent to our own demo
 * checkout page, and the provider's view of a payment is our own row (the page's Pay and Cancel buttons
 * move it). Billing treats it exactly like YooKassa from there on.
 */
export function createDemoGateway(payments: PaymentsRepository): PaymentGateway {
  return {
    kind: 'demo',

    createPayment: async ({ metadata }) => ({
      providerPaymentId: `demo-${randomUUID()}`,
      confirmationUrl: demoCheckoutPath(metadata.paymentId),
    }),

    async getPayment(providerPaymentId) {
      const row = await payments.findByProviderId(providerPaymentId);
      if (!row) throw new Error(`demo payment ${providerPaymentId} does not exist`);
      return {
        id: providerPaymentId,
        status: row.status,
        amount: { value: formatAmountValue(row.amount), currency: row.currency },
        metadata: { paymentId: String(row.id), userId: String(row.userId), planId: String(row.planId) },
        ...(row.cancellationReason ? { cancellation_details: { reason: row.cancellationReason } } : {}),
      };
    },
  };
}
