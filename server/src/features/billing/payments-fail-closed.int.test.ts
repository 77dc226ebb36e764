import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsResponse } from '@raritet/contracts/settings';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin, registerUser } from '../../../test/factories.ts';
import { createPayment, currentUser, planIdByName, subscribeWithDemo } from '../../../test/billing-factories.ts';
import { startYooKassaFake, type YooKassaFake } from '../../../test/fakes/fake-yookassa.ts';
import { createSecretBox } from '../settings/secret-box.ts';

/** ADR 0041: the demo checkout is the operator's choice, never what a broken shop falls back to. */

const KASSA_SECRET = 'live_kassa-secret-of-the-shop-2468';

describe('payments through YooKassa (PAYMENTS=yookassa) fail closed', () => {
  let kassa: YooKassaFake;
  let t: TestApp;
  let admin: string;
  let basic: number;

  const settings = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/adminsettings', headers: bearer(admin) })
    ).json() as AdminSettingsResponse;
  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/adminsettings', headers: bearer(admin), payload });
  const paymentRows = async (userId: number) =>
    (await t.database.query('select id from payments where user_id = $1', [userId])).length;

  /** A buyer's attempt: 503 with a clear message, no payment recorded, no subscription, no call out. */
  async function refused() {
    const user = await registerUser(t.app, t.database);
    const calls = kassa.requests.length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-payment',
      headers: { ...bearer(user.token), 'accept-language': 'en' },
      payload: { subscriptionPlanId: basic, autoRenew: false },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'payments_unavailable',
      message:
        'Payments are not available right now: the payment provider of the service is not set up. Please try later or contact us.',
    });
    expect(await paymentRows(user.user.id)).toBe(0);
    expect((await currentUser(t, user)).hasSubscription).toBe(false);
    expect(kassa.requests.length).toBe(calls);
    return user;
  }

  beforeAll(async () => {
    kassa = await startYooKassaFake({ shopId: '506751', secretKey: KASSA_SECRET });
    t = await createTestApp({ PAYMENTS: 'yookassa', YOOKASSA_API_URL: kassa.url });
    admin = (await createAdmin(t.app, t.services)).token;
    basic = await planIdByName(t, 'Базовый');
  });
  afterAll(async () => {
    await t?.close();
    await kassa?.close();
  });

  it('with no shop: 503, and the admin panel says it is not set', async () => {
    await refused();
    expect((await settings()).status).toEqual({ payments: { mode: 'yookassa', state: 'not_configured' } });
    // The demo checkout does not exist in this mode.
    const user = await registerUser(t.app, t.database);
    const demo = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/demo-checkout/1',
      headers: bearer(user.token),
    });
    expect(demo.statusCode).toBe(404);
  });

  it('with a half-set shop: 503, and the panel says it is half set', async () => {
    expect((await save({ yandexKassa: { ShopId: '506751' } })).statusCode).toBe(200);
    await refused();
    expect((await settings()).status.payments.state).toBe('half_set');
  });

  it('with a secret that does not decrypt (SETTINGS_KEY changed): 503 until it is typed again', async () => {
    // The shop as another key sealed it, as after a changed SETTINGS_KEY.
    const otherKey = createSecretBox('another-settings-key-that-is-long-enough-000');
    await t.services.settings.write('admin-settings', {
      version: 1,
      values: { 'yandexKassa.ShopId': '506751' },
      secrets: { 'yandexKassa.SecretKey': otherKey.seal(KASSA_SECRET, 'yandexKassa.SecretKey') },
    });
    await t.services.settings.start();
    await refused();
    const view = await settings();
    expect(view.status.payments.state).toBe('unreadable');
    // Shown as set, so that posting the form back keeps it for the right key.
    expect(view.yandexKassa.SecretKey).toBe('••••');
    expect((await save({ ...view, bookUpdate: { IntervalMinutes: 45 } })).statusCode).toBe(200);
    expect((await settings()).status.payments.state).toBe('unreadable');
    await refused();

    // Typed again: payments go to the shop.
    expect((await save({ yandexKassa: { SecretKey: KASSA_SECRET } })).statusCode).toBe(200);
    expect((await settings()).status.payments.state).toBe('ready');
    const user = await registerUser(t.app, t.database);
    const created = await createPayment(t, user.token, basic);
    expect(created.statusCode).toBe(200);
    expect(created.json().redirectUrl).toBe(kassa.lastPayment().confirmation?.confirmation_url);
  });
});

describe('the demo checkout (PAYMENTS=demo)', () => {
  let kassa: YooKassaFake;
  let t: TestApp;

  beforeAll(async () => {
    kassa = await startYooKassaFake({ shopId: '506751', secretKey: KASSA_SECRET });
    t = await createTestApp({
      PAYMENTS: 'demo',
      YOOKASSA_API_URL: kassa.url,
      YOOKASSA_SHOP_ID: '506751',
      YOOKASSA_SECRET_KEY: KASSA_SECRET,
    });
  });
  afterAll(async () => {
    await t?.close();
    await kassa?.close();
  });

  it('is used when the operator chose it, even with a shop set, and the panel says so', async () => {
    const user = await registerUser(t.app, t.database);
    await subscribeWithDemo(t, user.token, await planIdByName(t, 'Базовый'));
    expect(await currentUser(t, user)).toMatchObject({ hasSubscription: true, subscriptionType: 'Базовый' });
    expect(kassa.requests).toHaveLength(0);
    const admin = (await createAdmin(t.app, t.services)).token;
    const view = (
      await t.app.inject({ method: 'GET', url: '/api/adminsettings', headers: bearer(admin) })
    ).json() as AdminSettingsResponse;
    expect(view.status).toEqual({ payments: { mode: 'demo', state: 'demo' } });
  });
});
