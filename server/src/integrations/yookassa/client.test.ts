import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createYooKassaClient, YooKassaError } from './client.ts';
import { startYooKassaFake, type YooKassaFake } from '../../../test/fakes/fake-yookassa.ts';

let fake: YooKassaFake;
beforeAll(async () => {
  fake = await startYooKassaFake({ shopId: 'shop', secretKey: 'secret' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.failing = false;
  fake.delayMs = 0;
});

const input = {
  amount: 150,
  description: 'Подписка',
  returnUrl: 'https://raritet.example/subscription-success?paymentId=1',
  metadata: { paymentId: '1', userId: '2', planId: '3' },
};

describe('YooKassa client against the local fake', () => {
  it('creates a payment and reads it back; the same Idempotence-Key gives the same payment', async () => {
    const client = createYooKassaClient({ shopId: 'shop', secretKey: 'secret', apiUrl: fake.url });
    const first = await client.createPayment({ ...input, idempotenceKey: 'key-1' });
    const again = await client.createPayment({ ...input, idempotenceKey: 'key-1' });
    const other = await client.createPayment({ ...input, idempotenceKey: 'key-2' });
    expect(again).toEqual(first);
    expect(other.providerPaymentId).not.toBe(first.providerPaymentId);
    expect(first.confirmationUrl).toContain(first.providerPaymentId);

    const payment = await client.getPayment(first.providerPaymentId);
    expect(payment).toMatchObject({
      id: first.providerPaymentId,
      status: 'pending',
      amount: { value: '150.00', currency: 'RUB' },
      metadata: input.metadata,
    });
  });

  it('reports refused credentials, unknown payments and unreachable or slow servers as YooKassaError', async () => {
    const wrong = createYooKassaClient({ shopId: 'shop', secretKey: 'wrong', apiUrl: fake.url });
    await expect(wrong.createPayment({ ...input, idempotenceKey: 'k' })).rejects.toMatchObject({
      name: 'YooKassaError',
      status: 401,
    });
    const client = createYooKassaClient({ shopId: 'shop', secretKey: 'secret', apiUrl: fake.url, timeoutMs: 200 });
    await expect(client.getPayment('no-such-payment')).rejects.toMatchObject({ status: 404 });

    fake.failing = true;
    const down = await client.getPayment('x').catch((error: unknown) => error);
    expect(down).toBeInstanceOf(YooKassaError);
    expect((down as YooKassaError).message).toMatch(/unreachable/);

    fake.failing = false;
    fake.delayMs = 1000;
    // The timeout says what timed out: the call, the address (without the query), the limit.
    await expect(client.getPayment('x')).rejects.toThrow(
      `YooKassa is unreachable: YooKassa GET /payments/x timed out after 200 ms (${fake.url}/payments/x)`,
    );
  });
});
