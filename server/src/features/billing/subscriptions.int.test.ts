import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin, registerUser } from '../../../test/factories.ts';
import type { JobDefinition } from '../../jobs/types.ts';
import { createBillingJobs } from './jobs.ts';
import {
  createPayment,
  currentUser,
  planIdByName,
  storedFlag,
  subscribeWithDemo,
  subscriptionRows,
  travel,
} from '../../../test/billing-factories.ts';

let t: TestApp;
let admin: LoginResponse;
let basic: number;
let premium: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.services);
  basic = await planIdByName(t, 'Базовый');
  premium = await planIdByName(t, 'Премиум');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const cancel = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(token) });
const assign = (userId: number, planId: number, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/user/${userId}/assign-subscription-plan`,
    headers: bearer(token),
    payload: { planId, autoRenew: false },
  });

describe('the period', () => {
  it('a second payment while one runs extends from its end; the first is replaced', async () => {
    const user = await registerUser(t.app, t.database);
    await subscribeWithDemo(t, user.token, basic);
    const [first] = await subscriptionRows(t, user.user.id);
    await subscribeWithDemo(t, user.token, premium);
    const [replaced, second] = await subscriptionRows(t, user.user.id);
    expect(replaced).toMatchObject({ id: first!.id, status: 'Replaced' });
    expect(second).toMatchObject({ status: 'Active', plan_id: premium });
    // A month after the first period's end: about two months from now.
    const expectedEnd = new Date(first!.end_date);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 1);
    expect(Math.abs(second!.end_date.getTime() - expectedEnd.getTime())).toBeLessThan(2 * DAY);
    expect(second!.end_date.getTime() - Date.now()).toBeGreaterThan(55 * DAY);

    const list = (await get(user.token, '/api/subscription/my-subscriptions')).json();
    expect(
      list.map((s: { status: string; isActive: boolean; planName: string }) => [s.planName, s.status, s.isActive]),
    ).toEqual([
      ['Премиум', 'Active', true],
      ['Базовый', 'Replaced', false],
    ]);
    expect(await currentUser(t, user)).toMatchObject({ hasSubscription: true, subscriptionType: 'Премиум' });
  });

  it('two payments settled at the same moment give two consecutive months, not overlapping ones', async () => {
    const user = await registerUser(t.app, t.database);
    const ids = [];
    for (const planId of [basic, basic]) ids.push((await createPayment(t, user.token, planId)).json().paymentId);
    const paid = await Promise.all(
      ids.map((id) =>
        t.app.inject({ method: 'POST', url: `/api/subscription/demo-checkout/${id}/pay`, headers: bearer(user.token) }),
      ),
    );
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await subscriptionRows(t, user.user.id);
    expect(rows.map((r) => r.status)).toEqual(['Replaced', 'Active']);
    expect(rows[1]!.end_date.getTime() - Date.now()).toBeGreaterThan(55 * DAY);
  });

  it('expires by its dates with no job run; check-status corrects the flag once; a new payment starts now', async () => {
    const user = await registerUser(t.app, t.database);
    await subscribeWithDemo(t, user.token, basic);
    expect(await storedFlag(t, user.user.id)).toBe(true);
    await travel(t, user.user.id, '2 months');

    const me = await currentUser(t, user);
    expect(me.hasSubscription).toBe(false);
    // The ended period is still described, so the page can show 'expired' and offer to resume it.
    expect(me.currentSubscription).toMatchObject({ subscriptionPlanId: basic });
    expect(Date.parse(me.subscriptionExpiryDate)).toBeLessThan(Date.now());
    const [listed] = (await get(user.token, '/api/subscription/my-subscriptions')).json();
    expect(listed).toMatchObject({ status: 'Active', isActive: false });

    expect(await storedFlag(t, user.user.id)).toBe(true); // nothing has run yet
    const check = await get(user.token, '/api/subscription/check-status');
    expect(check.json()).toEqual({ activeSubscription: null, flagCorrected: true });
    expect(await storedFlag(t, user.user.id)).toBe(false);
    expect((await get(user.token, '/api/subscription/check-status')).json()).toEqual({
      activeSubscription: null,
      flagCorrected: false,
    });

    await subscribeWithDemo(t, user.token, basic);
    const rows = await subscriptionRows(t, user.user.id);
    const latest = rows.at(-1)!;
    expect(Math.abs(latest.start_date.getTime() - Date.now())).toBeLessThan(60_000);
    const days = (latest.end_date.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);
    expect(rows[0]!.status).toBe('Expired'); // closed by the activation, not replaced
  });

  it('tidySubscriptionFlags fixes every wrong flag in one go, and the job runs it', async () => {
    await t.services.billing.tidySubscriptionFlags(); // start from a tidy table
    const users = await Promise.all([1, 2, 3].map(() => registerUser(t.app, t.database)));
    for (const user of users) await subscribeWithDemo(t, user.token, basic);
    for (const user of users.slice(0, 2)) await travel(t, user.user.id, '40 days');
    const stray = await registerUser(t.app, t.database);
    await t.database.query('update users set has_subscription = true where id = $1', [stray.user.id]);

    expect(await t.services.billing.tidySubscriptionFlags()).toBe(3);
    expect(await Promise.all([...users, stray].map((u) => storedFlag(t, u.user.id)))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const [job] = createBillingJobs(t.services.billing) as JobDefinition<'billing.tidy-subscription-flags'>[];
    expect(job).toMatchObject({ name: 'billing.tidy-subscription-flags', schedule: '*/10 * * * *' });
    expect(await job!.handler({}, { id: 'test' })).toBe('skipped');
    expect(await t.services.billing.tidySubscriptionFlags()).toBe(0);
  });
});

describe('cancelling', () => {
  it('stops renewal but keeps access until the end date; repeating it is harmless', async () => {
    const user = await registerUser(t.app, t.database);
    await subscribeWithDemo(t, user.token, premium);
    const response = await cancel(user.token);
    expect(response.statusCode).toBe(200);
    const { subscription, message } = response.json();
    expect(message).toBe('Подписка успешно отменена');
    expect(subscription).toMatchObject({ status: 'Active', isActive: true, autoRenew: false, planName: 'Премиум' });
    expect(subscription.cancelledAt).not.toBeNull();

    const again = await cancel(user.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.cancelledAt).toBe(subscription.cancelledAt);
    expect(await currentUser(t, user)).toMatchObject({ hasSubscription: true, subscriptionType: 'Премиум' });

    await travel(t, user.user.id, '32 days');
    expect((await currentUser(t, user)).hasSubscription).toBe(false);
    expect((await cancel(user.token)).statusCode).toBe(400);
  });

  it('without a subscription: 400 with a message; a guest: 401', async () => {
    const user = await registerUser(t.app, t.database);
    const response = await cancel(user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'no_active_subscription', message: 'У вас нет активной подписки.' });
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/cancel' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/check-status' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription/my-subscriptions' })).statusCode).toBe(401);
  });
});

describe('admin assignment', () => {
  it('planId N gives a month of the plan; planId 0 ends it now', async () => {
    const user = await registerUser(t.app, t.database);
    const assigned = await assign(user.user.id, premium);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      id: user.user.id,
      email: user.user.email,
      hasSubscription: true,
      subscriptionType: 'Премиум',
      currentSubscription: { subscriptionPlanId: premium, subscriptionPlan: { price: 300 } },
    });
    expect(await storedFlag(t, user.user.id)).toBe(true);

    const removed = await assign(user.user.id, 0);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ hasSubscription: false });
    expect(await storedFlag(t, user.user.id)).toBe(false);
    expect((await subscriptionRows(t, user.user.id)).map((r) => r.status)).toEqual(['Cancelled']);
    expect((await currentUser(t, user)).hasSubscription).toBe(false);
    // Removing when there is nothing to remove is fine too.
    expect((await assign(user.user.id, 0)).statusCode).toBe(200);
  });

  it('unknown users and plans are 404; ids must be numbers', async () => {
    const user = await registerUser(t.app, t.database);
    const noUser = await assign(999_999, basic);
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({ code: 'user_not_found', message: 'Пользователь не найден.' });
    expect((await assign(999_999, 0)).statusCode).toBe(404);
    const noPlan = await assign(user.user.id, 999_999);
    expect(noPlan.statusCode).toBe(404);
    expect(noPlan.json().code).toBe('plan_not_found');
    expect((await assign(user.user.id, -1)).statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/admin/user/abc/assign-subscription-plan',
      headers: bearer(admin.token),
      payload: { planId: 0 },
    });
    expect(badId.statusCode).toBe(400);
    expect((await assign(user.user.id, basic, user.token)).statusCode).toBe(403);
    expect(await subscriptionRows(t, user.user.id)).toEqual([]);
  });
});
