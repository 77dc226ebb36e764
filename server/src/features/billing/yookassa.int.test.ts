import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import { startYooKassaFake, type YooKassaFake } from '../../../test/fakes/fake-yookassa.ts';
import { createPayment, currentUser, planIdByName, subscriptionRows } from '../../../test/billing-factories.ts';

let fake: YooKassaFake;
let t: TestApp;
let basic: number;
beforeAll(async () => {
  fake = await startYooKassaFake({ shopId: '123456', secretKey: 'test_secret' });
  t = await createTestApp({
    PAYMENTS: 'yookassa',
    YOOKASSA_SHOP_ID: '123456',
    YOOKASSA_SECRET_KEY: 'test_secret',
    YOOKASSA_API_URL: fake.url,
    PUBLIC_URL: 'https://raritet.example',
  });
  basic = await planIdByName(t, 'Базовый');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.failing = false;
  fake.losingAnswers = false;
});

const notify = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/yookassa-webhook', payload: body });
const paymentStatus = (user: LoginResponse, paymentId: number) =>
  t.app.inject({ method: 'GET', url: `/api/subscription/payments/${paymentId}`, headers: bearer(user.token) });
const paymentRow = async (id: number) =>
  (
    await t.database.query<{ status: string; cancellation_reason: string | null; subscription_id: number | null }>(
      'select status, cancellation_reason, subscription_id from payments where id = $1',
      [id],
    )
  )[0]!;

/** A user who has just been sent to YooKassa's page for the Базовый plan. */
async function startPayment() {
  const user = await registerUser(t.app, t.database);
  const response = await createPayment(t, user.token, basic);
  expect(response.statusCode).toBe(200);
  const { paymentId, redirectUrl } = response.json();
  const remote = fake.lastPayment();
  expect(redirectUrl).toBe(remote.confirmation?.confirmation_url);
  return { user, paymentId: paymentId as number, remoteId: remote.id };
}

describe('creating a payment with YooKassa', () => {
  it('sends the v3 request: Basic auth, Idempotence-Key, amount in RUB, capture, redirect and metadata', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v3/payments');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('123456:test_secret').toString('base64')}`);
    expect(request.headers['idempotence-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).toEqual({
      amount: { value: '50.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `https://raritet.example/subscription-success?paymentId=${paymentId}`,
      },
      description: 'Раритет: подписка «Базовый» на 1 месяц',
      metadata: { paymentId: String(paymentId), userId: String(user.user.id), planId: String(basic) },
    });
    expect(fake.payments.get(remoteId)?.status).toBe('pending');
    // The demo checkout does not exist unless PAYMENTS=demo.
    const demo = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/demo-checkout/${paymentId}`,
      headers: bearer(user.token),
    });
    expect(demo.statusCode).toBe(404);
  });

  it('a payment YooKassa made although our call timed out is still honoured when it succeeds', async () => {
    const user = await registerUser(t.app, t.database);
    fake.losingAnswers = true;
    expect((await createPayment(t, user.token, basic)).statusCode).toBe(503);
    fake.losingAnswers = false;
    const remote = fake.lastPayment();
    expect(remote.metadata.userId).toBe(String(user.user.id));
    fake.setStatus(remote.id, 'succeeded');
    expect((await notify(fake.notification(remote.id))).statusCode).toBe(200);
    expect(await currentUser(t, user)).toMatchObject({ hasSubscription: true, subscriptionType: 'Базовый' });
  });

  it('a network failure gives 503 with a clear message, no subscription and a cancelled payment row', async () => {
    const user = await registerUser(t.app, t.database);
    fake.failing = true;
    const response = await createPayment(t, user.token, basic);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'payment_provider_unavailable',
      message: 'Не удалось связаться с платёжной системой. Попробуйте позже.',
    });
    const [row] = await t.database.query<{ status: string; cancellation_reason: string }>(
      'select status, cancellation_reason from payments where user_id = $1',
      [user.user.id],
    );
    expect(row).toMatchObject({ status: 'canceled', cancellation_reason: expect.stringMatching(/^provider_error: /) });
    expect(await subscriptionRows(t, user.user.id)).toEqual([]);
    expect((await currentUser(t, user)).hasSubscription).toBe(false);
  });
});

describe('YooKassa notifications and the return page', () => {
  it('payment.succeeded: re-reads the payment and activates the subscription', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    fake.setStatus(remoteId, 'succeeded');
    const response = await notify(fake.notification(remoteId));
    expect(response.statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v3/payments/${remoteId}` });
    expect(await currentUser(t, user)).toMatchObject({ hasSubscription: true, subscriptionType: 'Базовый' });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', subscription_id: expect.any(Number) });
  });

  it('the return page alone activates it when no notification arrives', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    expect((await paymentStatus(user, paymentId)).json()).toMatchObject({
      status: 'pending',
      subscriptionActive: false,
    });
    fake.setStatus(remoteId, 'succeeded');
    const response = await paymentStatus(user, paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: paymentId,
      status: 'succeeded',
      amount: 50,
      planName: 'Базовый',
      provider: 'yookassa',
      subscriptionActive: true,
    });
  });

  it('payment.canceled is recorded with its reason and activates nothing', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    fake.setStatus(remoteId, 'canceled', 'insufficient_funds');
    expect((await notify(fake.notification(remoteId))).statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'insufficient_funds',
    });
    expect((await paymentStatus(user, paymentId)).json()).toMatchObject({
      status: 'canceled',
      subscriptionActive: false,
    });
    expect(await subscriptionRows(t, user.user.id)).toEqual([]);
  });

  it('a repeated or out-of-order notification changes nothing twice', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    fake.setStatus(remoteId, 'succeeded');
    const succeeded = fake.notification(remoteId);
    expect((await notify(succeeded)).statusCode).toBe(200);
    const [first] = await subscriptionRows(t, user.user.id);
    // Duplicates, a stale earlier event, the return page, all after the activation.
    expect((await notify(succeeded)).statusCode).toBe(200);
    expect((await notify(fake.notification(remoteId, 'payment.waiting_for_capture'))).statusCode).toBe(200);
    await Promise.all([notify(succeeded), notify(succeeded), paymentStatus(user, paymentId)]);
    expect(await subscriptionRows(t, user.user.id)).toEqual([first]);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', subscription_id: first!.id });
  });

  it('a forged notification changes nothing: YooKassa says pending, or another amount, or other metadata', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    // The body claims success with a matching amount, but YooKassa still says pending.
    const forged = { ...fake.notification(remoteId), event: 'payment.succeeded' };
    forged.object = { ...forged.object, status: 'succeeded', paid: true };
    expect((await notify(forged)).statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'pending', subscription_id: null });

    // YooKassa says succeeded, but for 1 rouble (or another currency): not the payment we asked for.
    fake.setStatus(remoteId, 'succeeded');
    for (const [value, currency] of [
      ['1.00', 'RUB'],
      ['50.01', 'RUB'],
      ['50.00', 'USD'],
    ] as const) {
      fake.setAmount(remoteId, value, currency);
      expect((await notify(fake.notification(remoteId))).statusCode).toBe(200);
      expect((await paymentStatus(user, paymentId)).json()).toMatchObject({ subscriptionActive: false });
    }
    fake.setAmount(remoteId, '50.00');
    fake.payments.get(remoteId)!.metadata = { paymentId: String(paymentId), userId: '999999', planId: String(basic) };
    expect((await notify(fake.notification(remoteId))).statusCode).toBe(200);
    expect(await subscriptionRows(t, user.user.id)).toEqual([]);
    expect(await paymentRow(paymentId)).toMatchObject({ subscription_id: null });
    expect((await currentUser(t, user)).hasSubscription).toBe(false);

    // Once YooKassa's payment is really the one we asked for, the same notification activates it.
    fake.payments.get(remoteId)!.metadata.userId = String(user.user.id);
    expect((await notify(fake.notification(remoteId))).statusCode).toBe(200);
    expect((await currentUser(t, user)).hasSubscription).toBe(true);
  });

  it('a notification for a payment we do not know is acknowledged and ignored', async () => {
    const before = fake.requests.length;
    const response = await notify({
      type: 'notification',
      event: 'payment.succeeded',
      object: {
        id: '2f3e4a5b-000f-5000-9000-1b2c3d4e5f60',
        status: 'succeeded',
        amount: { value: '50.00', currency: 'RUB' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(fake.requests.length).toBe(before); // nothing was even asked of YooKassa
    expect((await notify({ type: 'notification', event: 'refund.succeeded', object: { id: 'x' } })).statusCode).toBe(
      200,
    );
    expect((await notify({ event: 'payment.succeeded' })).statusCode).toBe(400);
  });

  it('when YooKassa cannot be reached, the notification is answered 502 so that it is repeated', async () => {
    const { user, paymentId, remoteId } = await startPayment();
    fake.setStatus(remoteId, 'succeeded');
    fake.failing = true;
    expect((await notify(fake.notification(remoteId))).statusCode).toBe(502);
    // The return page keeps answering from what we know.
    expect((await paymentStatus(user, paymentId)).json()).toMatchObject({
      status: 'pending',
      subscriptionActive: false,
    });
    fake.failing = false;
    expect((await notify(fake.notification(remoteId))).statusCode).toBe(200);
    expect((await currentUser(t, user)).hasSubscription).toBe(true);
  });
});
