import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@raritet/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin, registerUser } from '../../../test/factories.ts';
import { AppError } from '../../lib/errors.ts';
import { limitResetDate } from './month.ts';
import { travel } from '../../../test/billing-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user holding a fresh plan with this monthly limit (assigned the way an administrator does it). */
async function subscriberWithLimit(limit: number) {
  const billing = t.services.billing;
  const plan = await billing.createPlan({
    name: `Лимит ${limit}`,
    price: 10,
    monthlyRequestLimit: limit,
    isActive: true,
  });
  const user = await registerUser(t.app, t.database);
  await billing.assignPlan(user.user.id, { planId: plan.id, autoRenew: false });
  return { userId: user.user.id, planId: plan.id };
}

/** The archive's access check, as its remaining requests (null = not counted). */
const consume = async (userId: number) => {
  const access = await t.services.billing.searchAccess(userId);
  return { remainingRequests: access.kind === 'subscriber' ? access.remainingRequests : null };
};

describe('monthly search-request limit', () => {
  it('counts down, then refuses with 429 and the reset date', async () => {
    const { userId } = await subscriberWithLimit(3);
    expect(await consume(userId)).toEqual({ remainingRequests: 2 });
    expect(await consume(userId)).toEqual({ remainingRequests: 1 });
    expect(await consume(userId)).toEqual({ remainingRequests: 0 });
    const refused = await consume(userId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('search_limit_reached');
    expect(error.params).toEqual({ limit: 3, resetDate: limitResetDate() });
    expect(formatMessage(error.code, 'ru', error.params)).toBe(
      `Лимит поисковых запросов по вашему плану на этот месяц исчерпан (3). Он обновится ${limitResetDate()}; больше запросов даёт план с более высоким лимитом.`,
    );
    await expect(consume(userId)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('a new month starts from the full limit', async () => {
    const { userId } = await subscriberWithLimit(2);
    await consume(userId);
    await consume(userId);
    await expect(consume(userId)).rejects.toMatchObject({ statusCode: 429 });
    await t.database.query(
      `update search_request_usage set month = (month - interval '1 month')::date where user_id = $1`,
      [userId],
    );
    expect(await consume(userId)).toEqual({ remainingRequests: 1 });
  });

  it('concurrent requests never go past the limit', async () => {
    const limit = 10;
    const { userId } = await subscriberWithLimit(limit);
    const results = await Promise.allSettled(Array.from({ length: limit + 5 }, () => consume(userId)));
    const granted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(granted).toHaveLength(limit);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.reason).toMatchObject({ statusCode: 429 });
    const remaining = granted.map((r) => (r as PromiseFulfilledResult<{ remainingRequests: number }>).value);
    expect(remaining.map((v) => v.remainingRequests).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [row] = await t.database.query<{ count: number }>(
      'select count from search_request_usage where user_id = $1',
      [userId],
    );
    expect(row!.count).toBe(limit);
  });

  it('users without a running subscription are not counted (null)', async () => {
    const admin = await createAdmin(t.app, t.services);
    expect(await consume(admin.user.id)).toEqual({ remainingRequests: null });
    const user = await registerUser(t.app, t.database);
    expect(await consume(user.user.id)).toEqual({ remainingRequests: null });

    const { userId } = await subscriberWithLimit(5);
    await travel(t, userId, '2 months'); // expired
    expect(await consume(userId)).toEqual({ remainingRequests: null });
    const rows = await t.database.query('select * from search_request_usage where user_id = any($1::int[])', [
      [admin.user.id, user.user.id, userId],
    ]);
    expect(rows).toEqual([]);
  });

  it("searchAccess (the archive's check) tells a user without a plan and a subscriber apart", async () => {
    // Administrators are never asked: the archive knows their role from the session (access.int.test.ts).
    const access = (userId: number) => t.services.billing.searchAccess(userId);
    const admin = await createAdmin(t.app, t.services);
    expect(await access(admin.user.id)).toEqual({ kind: 'unsubscribed' });
    const user = await registerUser(t.app, t.database);
    expect(await access(user.user.id)).toEqual({ kind: 'unsubscribed' });
    expect(await access(2_000_000_000)).toEqual({ kind: 'unsubscribed' });
    const { userId } = await subscriberWithLimit(2);
    expect(await access(userId)).toEqual({ kind: 'subscriber', remainingRequests: 1 });
    expect(await access(userId)).toEqual({ kind: 'subscriber', remainingRequests: 0 });
    await expect(access(userId)).rejects.toMatchObject({ statusCode: 429, params: { limit: 2 } });
    const rows = await t.database.query<{ user_id: number; count: number }>(
      'select user_id, count from search_request_usage where user_id = any($1::int[])',
      [[admin.user.id, user.user.id, userId]],
    );
    expect(rows).toEqual([{ user_id: userId, count: 2 }]);
  });

  it('the limit follows the running plan', async () => {
    const { userId } = await subscriberWithLimit(1);
    await consume(userId);
    await expect(consume(userId)).rejects.toMatchObject({ statusCode: 429 });
    const bigger = await t.services.billing.createPlan({
      name: 'Больше',
      price: 20,
      monthlyRequestLimit: 3,
      isActive: true,
    });
    await t.services.billing.assignPlan(userId, { planId: bigger.id, autoRenew: false });
    expect(await consume(userId)).toEqual({ remainingRequests: 1 });
  });
});
