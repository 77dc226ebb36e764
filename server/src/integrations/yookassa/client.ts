import { describeError } from '../../lib/error-text.ts';
import { timeoutSignal } from '../../lib/timeout.ts';

/**
 * A small client for the YooKassa REST API v3: create a payment with a redirect confirmation, and read
 * a payment back. https://yookassa.ru/developers/api
 */

export type YooKassaAmount = { value: string; currency: string };

/** The fields of GET /me this service reads. */
export type YooKassaShop = { account_id: string; test: boolean; status: string };

export type YooKassaPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** The fields of a v3 payment object this service reads. */
export type YooKassaPayment = {
  id: string;
  status: YooKassaPaymentStatus;
  amount: YooKassaAmount;
  metadata: Record<string, string>;
  paid?: boolean;
  confirmation?: { type: string; confirmation_url?: string };
  cancellation_details?: { party?: string; reason?: string };
};

export type YooKassaOptions = {
  shopId: string;
  secretKey: string;
  /** e.g. https://api.yookassa.ru/v3 (no trailing slash). */
  apiUrl: string;
  /** Per request; YooKassa answers within seconds, so a hung connection is given up after this. */
  timeoutMs?: number;
};

export type CreatePaymentInput = {
  /** Whole roubles. */
  amount: number;
  description: string;
  returnUrl: string;
  metadata: Record<string, string>;
  idempotenceKey: string;
};

/** Thrown for a network failure, a time-out, a non-2xx answer or a body that is not a payment. */
export class YooKassaError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'YooKassaError';
  }
}

const STATUSES: readonly string[] = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'];

/** 50 → '50.00': YooKassa amounts are decimal strings. */
export const formatAmountValue = (roubles: number): string => `${roubles}.00`;

function readPayment(body: unknown): YooKassaPayment {
  const p = body as Partial<YooKassaPayment> | null;
  if (
    !p ||
    typeof p.id !== 'string' ||
    typeof p.status !== 'string' ||
    !STATUSES.includes(p.status) ||
    typeof p.amount?.value !== 'string' ||
    typeof p.amount.currency !== 'string'
  ) {
    throw new YooKassaError('YooKassa answered with something that is not a payment', undefined);
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(p.metadata ?? {})) {
    if (typeof value === 'string') metadata[key] = value;
  }
  return { ...p, metadata } as YooKassaPayment;
}

export function createYooKassaClient({ shopId, secretKey, apiUrl, timeoutMs = 10_000 }: YooKassaOptions) {
  const authorization = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: object; idempotenceKey?: string }) {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method: init.method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.idempotenceKey ? { 'idempotence-key': init.idempotenceKey } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: timeoutSignal(`YooKassa ${init.method} ${path.split('?')[0]}`, `${apiUrl}${path}`, timeoutMs),
      });
    } catch (error) {
      // A timeout's message names the call, the address and the limit (lib/timeout.ts).
      throw new YooKassaError(`YooKassa is unreachable: ${describeError(error)}`, undefined);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy's HTML error page: reported below with the status.
    }
    if (!response.ok) {
      const description = (body as { description?: unknown } | undefined)?.description;
      throw new YooKassaError(
        `YooKassa answered ${response.status}${typeof description === 'string' ? `: ${description}` : ''}`,
        response.status,
      );
    }
    return body;
  }

  return {
    kind: 'yookassa' as const,

    /** POST /payments: a one-stage payment (capture: true) confirmed by redirecting the buyer. */
    async createPayment(input: CreatePaymentInput): Promise<{ providerPaymentId: string; confirmationUrl: string }> {
      const payment = readPayment(
        await call('/payments', {
          method: 'POST',
          idempotenceKey: input.idempotenceKey,
          body: {
            amount: { value: formatAmountValue(input.amount), currency: 'RUB' },
            capture: true,
            confirmation: { type: 'redirect', return_url: input.returnUrl },
            // YooKassa limits the description to 128 characters.
            description: input.description.slice(0, 128),
            metadata: input.metadata,
          },
        }),
      );
      const confirmationUrl = payment.confirmation?.confirmation_url;
      if (!confirmationUrl) throw new YooKassaError('YooKassa returned a payment without confirmation_url', undefined);
      return { providerPaymentId: payment.id, confirmationUrl };
    },

    /** GET /payments/{id}: the payment as YooKassa sees it now. */
    getPayment: async (providerPaymentId: string): Promise<YooKassaPayment> =>
      readPayment(await call(`/payments/${encodeURIComponent(providerPaymentId)}`, { method: 'GET' })),

    /** GET /me: the shop these credentials belong to (the settings' check). */
    async getShop(): Promise<YooKassaShop> {
      const shop = (await call('/me', { method: 'GET' })) as Partial<YooKassaShop> | undefined;
      if (typeof shop?.account_id !== 'string')
        throw new YooKassaError('YooKassa answered with something that is not a shop', undefined);
      return { account_id: shop.account_id, test: shop.test === true, status: String(shop.status ?? '') };
    },
  };
}

export type YooKassaClient = ReturnType<typeof createYooKassaClient>;
