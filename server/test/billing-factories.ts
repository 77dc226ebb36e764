import type { LoginResponse } from '@raritet/contracts/auth';
import type { TestApp } from './app.ts';
import { bearer } from './factories.ts';

/** Helpers for billing's integration tests (only tests import this file). */

export async function planIdByName(t: TestApp, name: string): Promise<number> {
  const plans = (await t.app.inject({ method: 'GET', url: '/api/subscription/plans' })).json() as {
    id: number;
    name: string;
  }[];
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan.id;
}

export async function createPayment(t: TestApp, token: string, subscriptionPlanId: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscription/create-payment',
    headers: bearer(token),
    payload: { subscriptionPlanId, autoRenew: false },
  });
}

/** Chooses a plan and pays for it in the demo checkout; returns our payment id. */
export async function subscribeWithDemo(t: TestApp, token: string, planId: number): Promise<number> {
  const created = await createPayment(t, token, planId);
  if (created.statusCode !== 200) throw new Error(`create-payment: ${created.statusCode} ${created.body}`);
  const { paymentId } = created.json() as { paymentId: number };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/subscription/demo-checkout/${paymentId}/pay`,
    headers: bearer(token),
  });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return paymentId;
}

export async function currentUser(t: TestApp, session: LoginResponse | string) {
  const token = typeof session === 'string' ? session : session.token;
  return (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json();
}

/** Moves all of a user's subscription dates back in time, as if `interval` had passed. */
export async function travel(t: TestApp, userId: number, interval: string) {
  await t.database.query(
    `update subscriptions set start_date = start_date - $2::interval, end_date = end_date - $2::interval,
       cancelled_at = cancelled_at - $2::interval where user_id = $1`,
    [userId, interval],
  );
}

export async function storedFlag(t: TestApp, userId: number): Promise<boolean> {
  const [row] = await t.database.query<{ has_subscription: boolean }>(
    'select has_subscription from users where id = $1',
    [userId],
  );
  return row!.has_subscription;
}

export async function subscriptionRows(t: TestApp, userId: number) {
  return t.database.query<{ id: number; status: string; start_date: Date; end_date: Date; plan_id: number }>(
    'select id, status, start_date, end_date, plan_id from subscriptions where user_id = $1 order by id',
    [userId],
  );
}
