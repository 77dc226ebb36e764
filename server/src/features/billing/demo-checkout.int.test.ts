import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import { createPayment, currentUser, planIdByName, subscribeWithDemo } from '../../../test/billing-factories.ts';

let t: TestApp;
let basic: number;
let premium: number;
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS: 'demo' }); // the operator's choice: the demo checkout
  basic = await planIdByName(t, 'Базовый');
  premium = await planIdByName(t, 'Премиум');
});
afterAll(() => t.close());

const demo = (method: 'GET' | 'POST', token: string, paymentId: number, action = '') =>
  t.app.inject({ method, url: `/api/subscription/demo-checkout/${paymentId}${action}`, headers: bearer(token) });

describe('demo checkout', () => {
  it('a user chooses a plan, pays in the demo checkout and becomes a subscriber', async () => {
    const user = await registerUser(t.app, t.database);
    const created = await createPayment(t, user.token, premium);
    expect(created.statusCode).toBe(200);
    const { paymentId, redirectUrl } = created.json();
    expect(redirectUrl).toBe(`/demo-checkout/${paymentId}`);

    const page = await demo('GET', user.token, paymentId);
    expect(page.json()).toEqual({
      paymentId,
      planName: 'Премиум',
      amount: 300,
      status: 'pending',
      returnUrl: `/subscription-success?paymentId=${paymentId}`,
    });
    expect((await currentUser(t, user)).hasSubscription).toBe(false);

    const paid = await demo('POST', user.token, paymentId, '/pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'succeeded',
      returnUrl: `/subscription-success?paymentId=${paymentId}`,
    });

    const me = await currentUser(t, user);
    expect(me).toMatchObject({
      hasSubscription: true,
      subscriptionType: 'Премиум',
      currentSubscription: {
        subscriptionPlanId: premium,
        autoRenew: false,
        subscriptionPlan: { name: 'Премиум', price: 300, monthlyRequestLimit: 2000 },
      },
    });
    expect(me.subscription).toEqual({ endDate: me.subscriptionExpiryDate });
    const days = (Date.parse(me.subscriptionExpiryDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);

    // The payment result page's call, and the status check.
    const payment = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${paymentId}`,
      headers: bearer(user.token),
    });
    expect(payment.json()).toMatchObject({
      id: paymentId,
      status: 'succeeded',
      amount: 300,
      planName: 'Премиум',
      provider: 'demo',
      subscriptionActive: true,
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/check-status',
      headers: bearer(user.token),
    });
    expect(status.json()).toMatchObject({
      activeSubscription: { planName: 'Премиум', status: 'Active', isActive: true, subscriptionPlanId: premium },
      flagCorrected: false,
    });

    // Login answers carry the same fields.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: user.password },
    });
    expect(login.json().user).toMatchObject({ hasSubscription: true, subscriptionType: 'Премиум' });
  });

  it('paying twice is 409 and activates once', async () => {
    const user = await registerUser(t.app, t.database);
    const paymentId = await subscribeWithDemo(t, user.token, basic);
    const again = await demo('POST', user.token, paymentId, '/pay');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'payment_not_pending', message: 'Этот платёж уже завершён.' });
    const subscriptions = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/my-subscriptions',
      headers: bearer(user.token),
    });
    expect(subscriptions.json()).toHaveLength(1);
    // A paid payment cannot be cancelled either.
    expect((await demo('POST', user.token, paymentId, '/cancel')).statusCode).toBe(409);
  });

  it('cancel leaves the user without a subscription, and a cancelled payment cannot be paid', async () => {
    const user = await registerUser(t.app, t.database);
    const { paymentId } = (await createPayment(t, user.token, basic)).json();
    const cancelled = await demo('POST', user.token, paymentId, '/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'canceled' });
    expect((await demo('POST', user.token, paymentId, '/cancel')).statusCode).toBe(200); // harmless again
    expect((await demo('POST', user.token, paymentId, '/pay')).statusCode).toBe(409);
    const me = await currentUser(t, user);
    expect(me).toMatchObject({ hasSubscription: false, subscriptionType: null, currentSubscription: null });
    const payment = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${paymentId}`,
      headers: bearer(user.token),
    });
    expect(payment.json()).toMatchObject({ status: 'canceled', subscriptionActive: false });
  });

  it("someone else's payment is 404 everywhere", async () => {
    const owner = await registerUser(t.app, t.database);
    const stranger: LoginResponse = await registerUser(t.app, t.database);
    const { paymentId } = (await createPayment(t, owner.token, basic)).json();
    for (const [method, action] of [
      ['GET', ''],
      ['POST', '/pay'],
      ['POST', '/cancel'],
    ] as const) {
      const response = await demo(method, stranger.token, paymentId, action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'payment_not_found', message: 'Платёж не найден.' });
    }
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/subscription/payments/${paymentId}`,
      headers: bearer(stranger.token),
    });
    expect(status.statusCode).toBe(404);
    expect((await currentUser(t, stranger)).hasSubscription).toBe(false);
    expect((await demo('GET', owner.token, paymentId)).json().status).toBe('pending');
  });

  it('needs a login, an existing plan and an active one', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-payment',
      payload: { subscriptionPlanId: basic, autoRenew: false },
    });
    expect(guest.statusCode).toBe(401);
    const user = await registerUser(t.app, t.database);
    const missing = await createPayment(t, user.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('plan_not_found');
    expect((await createPayment(t, user.token, 0)).statusCode).toBe(400);
    expect((await demo('GET', user.token, 999_999)).statusCode).toBe(404);
    expect((await demo('GET', user.token, 'abc' as unknown as number)).statusCode).toBe(400);
  });

  it('a free plan activates without any checkout', async () => {
    const adminPlan = await t.services.billing.createPlan({
      name: 'Бесплатный',
      price: 0,
      monthlyRequestLimit: 5,
      isActive: true,
    });
    const user = await registerUser(t.app, t.database);
    const created = await createPayment(t, user.token, adminPlan.id);
    expect(created.json().redirectUrl).toBe(`/subscription-success?paymentId=${created.json().paymentId}`);
    expect(await currentUser(t, user)).toMatchObject({ hasSubscription: true, subscriptionType: 'Бесплатный' });
  });
});
