import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { YooKassaPayment, YooKassaPaymentStatus } from '../../src/integrations/yookassa/client.ts';

/**
 * A local stand-in for the YooKassa v3 API, for tests: POST /payments (Basic auth, Idempotence-Key:
 * the same key returns the same payment) and GET /payments/{id}. The test moves a payment to any
 * status or amount, and can make every request fail at the network level. GET /me answers the shop.
 */
export type YooKassaFake = {
  /** The base URL to configure as YOOKASSA_API_URL (like https://api.yookassa.ru/v3). */
  url: string;
  payments: Map<string, YooKassaPayment>;
  /** Every request received, oldest first. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** While true, every connection is dropped without an answer. */
  failing: boolean;
  /** While true, requests are carried out but the answer is lost (a time-out after the fact). */
  losingAnswers: boolean;
  /** Every answer waits this long first (to make the client time out). */
  delayMs: number;
  setStatus(id: string, status: YooKassaPaymentStatus, cancellationReason?: string): void;
  setAmount(id: string, value: string, currency?: string): void;
  /** The body YooKassa would POST to the notification URL for this payment as it is now. */
  notification(id: string, event?: string): { type: 'notification'; event: string; object: YooKassaPayment };
  /** The last payment created (the one a test just made through the app). */
  lastPayment(): YooKassaPayment;
  close(): Promise<void>;
};

const error = (code: string, description: string) => ({ type: 'error', id: randomUUID(), code, description });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startYooKassaFake({
  shopId = 'test-shop',
  secretKey = 'test_secret',
} = {}): Promise<YooKassaFake> {
  const payments = new Map<string, YooKassaPayment>();
  const byIdempotenceKey = new Map<string, string>();
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  let url = '';

  const fake: YooKassaFake = {
    url: '',
    payments,
    requests: [],
    failing: false,
    losingAnswers: false,
    delayMs: 0,
    setStatus(id, status, cancellationReason) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake YooKassa: no payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded' || status === 'waiting_for_capture';
      if (status === 'canceled') {
        payment.cancellation_details = { party: 'yoo_money', reason: cancellationReason ?? 'expired_on_confirmation' };
      }
    },
    setAmount(id, value, currency = 'RUB') {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake YooKassa: no payment ${id}`);
      payment.amount = { value, currency };
    },
    notification(id, event) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake YooKassa: no payment ${id}`);
      return { type: 'notification', event: event ?? `payment.${payment.status}`, object: structuredClone(payment) };
    },
    lastPayment() {
      const last = [...payments.values()].at(-1);
      if (!last) throw new Error('fake YooKassa: no payment created yet');
      return last;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function send(response: ServerResponse, status: number, body: object) {
    if (fake.losingAnswers) {
      response.socket?.destroy();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (fake.failing) {
      request.socket.destroy();
      return;
    }
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = request.method === 'POST' ? await readBody(request).catch(() => null) : undefined;
    fake.requests.push({ method: request.method ?? '', path, headers: request.headers, body });
    if (request.headers.authorization !== expectedAuth) {
      return send(response, 401, error('invalid_credentials', 'Authentication by given credentials failed'));
    }

    if (request.method === 'POST' && path === '/v3/payments') {
      const key = request.headers['idempotence-key'];
      if (typeof key !== 'string' || key === '') {
        return send(response, 400, error('invalid_request', 'Idempotence key missing'));
      }
      const known = byIdempotenceKey.get(key);
      if (known) return send(response, 200, payments.get(known)!);
      const input = body as {
        amount?: { value?: unknown; currency?: unknown };
        capture?: unknown;
        confirmation?: { type?: unknown; return_url?: unknown };
        description?: unknown;
        metadata?: Record<string, string>;
      } | null;
      if (
        typeof input?.amount?.value !== 'string' ||
        !/^\d+\.\d{2}$/.test(input.amount.value) ||
        Number(input.amount.value) <= 0 ||
        input.amount.currency !== 'RUB' ||
        input.confirmation?.type !== 'redirect' ||
        typeof input.confirmation.return_url !== 'string'
      ) {
        return send(response, 400, error('invalid_request', 'Invalid amount or confirmation'));
      }
      const id = randomUUID();
      const payment: YooKassaPayment = {
        id,
        status: 'pending',
        paid: false,
        amount: { value: input.amount.value, currency: 'RUB' },
        confirmation: { type: 'redirect', confirmation_url: `${url}/checkout/${id}` },
        metadata: input.metadata ?? {},
        ...(typeof input.description === 'string' ? { description: input.description } : {}),
      };
      payments.set(id, payment);
      byIdempotenceKey.set(key, id);
      return send(response, 200, payment);
    }

    if (request.method === 'GET' && path === '/v3/me') {
      return send(response, 200, { account_id: shopId, test: true, status: 'enabled', fiscalization_enabled: false });
    }

    const match = request.method === 'GET' ? path.match(/^\/v3\/payments\/([^/]+)$/) : null;
    if (match) {
      const payment = payments.get(decodeURIComponent(match[1]!));
      return payment ? send(response, 200, payment) : send(response, 404, error('not_found', 'Payment not found'));
    }
    return send(response, 404, error('not_found', 'Unknown endpoint'));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => send(response, 500, error('internal', String(err))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
  fake.url = url;
  return fake;
}
