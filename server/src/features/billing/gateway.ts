import type { PaymentsStatus } from '@raritet/contracts/billing';
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

/** Why the YooKassa shop cannot take payments, or 'ready'. */
export type ShopState = Exclude<PaymentsStatus['state'], 'demo'>;

/** The shop of the settings, as billing gets it per use: its client, or why there is none. */
export type YooKassaShop = { state: 'ready'; gateway: PaymentGateway } | { state: Exclude<ShopState, 'ready'> };

/**
 * The shop's settings when complete, else why not (docs/adr/0041): nothing set, one of the two set, or
 * a stored secret that does not open with this key (SETTINGS_KEY changed).
 */
export function shopSettings(
  kassa: { ShopId: string; SecretKey: string },
  secretUnreadable: boolean,
): { state: 'ready'; shopId: string; secretKey: string } | { state: Exclude<ShopState, 'ready'> } {
  if (secretUnreadable) return { state: 'unreadable' };
  if (kassa.ShopId && kassa.SecretKey) return { state: 'ready', shopId: kassa.ShopId, secretKey: kassa.SecretKey };
  return { state: kassa.ShopId || kassa.SecretKey ? 'half_set' : 'not_configured' };
}
