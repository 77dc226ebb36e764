import type { PaymentProvider, PaymentStatusValue } from './schema.ts';

/** What billing asks a payment provider to do; YooKassa and the demo checkout both answer it. */
export type GatewayPayment = {
  id: string;
  status: PaymentStatusValue;
  /** YooKassa's shape: a decimal string ('50.00') and a currency code. */
  amount: { value: string; currency: string };
  metadata: Record<string, string>;
  cancellation_details?: { party?: string; reason?: string };
};

export type GatewayCreateInput = {
  /** Whole roubles. */
  amount: number;
  description: string;
  returnUrl: string;
  /** Strings only (YooKassa keeps metadata values as strings): our payment, user and plan ids. */
  metadata: { paymentId: string; userId: string; planId: string };
  idempotenceKey: string;
};

export type PaymentGateway = {
  kind: PaymentProvider;
  createPayment(input: GatewayCreateInput): Promise<{ providerPaymentId: string; confirmationUrl: string }>;
  /** The payment as the provider sees it now; throws when the provider cannot be reached. */
  getPayment(providerPaymentId: string): Promise<GatewayPayment>;
};
