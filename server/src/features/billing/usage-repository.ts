import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, PreparedStatement } from '../../db/client.ts';
import { searchRequestUsage, subscriptionPlans, subscriptions, users } from '../../db/schema/index.ts';
import { runningNow } from './subscriptions-repository.ts';

/** What `consumeIfSubscribed` found: `count` is the month's count after this request, null when it was not counted. */
export type SearchAccessRow = { admin: boolean; limit: number | null; count: number | null };

/**
 * consumeIfSubscribed's statement. Its commit does not wait for the write-ahead log to reach the disk
 * (`synchronous_commit` off for this transaction, set inside the statement so it stays one round
 * trip): that wait, 2–4 ms here, was most of what a search added to its SQL. A crash can forget the
 * last fraction of a second of counted requests (a few free searches), never let concurrent requests
 * pass the limit. The subscription test is `runningNow` (subscriptions-repository.ts) written out.
 */
const CONSUME_IF_SUBSCRIBED: PreparedStatement = {
  name: 'billing_consume_if_subscribed',
  text: `
    with async_commit as (select set_config('synchronous_commit', 'off', true)),
    account as (
      select u.role = 'Admin' as admin,
             (select p.monthly_request_limit
                from subscriptions s
                join subscription_plans p on p.id = s.plan_id
               where s.user_id = u.id and s.status = 'Active' and s.start_date <= now() and s.end_date > now()
               order by s.end_date desc nulls last
               limit 1) as "limit"
        from users u
       where u.id = $1::int
    ), counted as (
      insert into search_request_usage (user_id, month, count)
      select $1::int, $2::date, 1 from account where not account.admin and account."limit" is not null
      on conflict (user_id, month) do update set count = search_request_usage.count + 1
       where search_request_usage.count < (select "limit" from account)
      returning count
    )
    select admin, "limit", (select count from counted) as count from account, async_commit`,
};

export function createUsageRepository(database: Database) {
  const db: DbOrTx = database.db;
  return {
    /** The user's role and the running plan's monthly limit (null without a running subscription). */
    access: async (userId: number, tx: DbOrTx = db): Promise<{ role: string; limit: number | null } | undefined> =>
      (
        await tx
          .select({ role: users.role, limit: subscriptionPlans.monthlyRequestLimit })
          .from(users)
          .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), runningNow))
          .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
          .where(eq(users.id, userId))
          .orderBy(sql`${subscriptions.endDate} desc nulls last`)
          .limit(1)
      )[0],

    /**
     * The access check of a search in one statement (one round trip): the user's role, the running
     * plan's limit and, for a subscriber who is not an administrator, one request counted against it.
     * The count refuses to pass the limit: the row lock taken by ON CONFLICT makes concurrent calls
     * queue, and each sees the count the previous one left (`count` null = the limit was reached).
     * Undefined when there is no such user. A prepared statement: planning it cost three times its run.
     */
    consumeIfSubscribed: async (userId: number, month: string): Promise<SearchAccessRow | undefined> =>
      (await database.prepared<SearchAccessRow>(CONSUME_IF_SUBSCRIBED, [userId, month]))[0],

    used: async (userId: number, month: string, tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .select({ count: searchRequestUsage.count })
          .from(searchRequestUsage)
          .where(and(eq(searchRequestUsage.userId, userId), eq(searchRequestUsage.month, month)))
      )[0]?.count ?? 0,
  };
}
