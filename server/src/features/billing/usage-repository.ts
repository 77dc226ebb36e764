import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchRequestUsage, subscriptionPlans, subscriptions, users } from '../../db/schema/index.ts';
import { runningNow } from './subscriptions-repository.ts';

/** What `consumeIfSubscribed` found: `count` is the month's count after this request, null when it was not counted. */
export type SearchAccessRow = { admin: boolean; limit: number | null; count: number | null };

export function createUsageRepository(db: DbOrTx) {
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
     * Undefined when there is no such user.
     *
     * Its commit does not wait for the write-ahead log to reach the disk (`synchronous_commit` off for
     * this transaction, set inside the statement so it stays one round trip): that wait, 2–4 ms here,
     * was most of what a search added to its SQL. A crash can forget the last fraction of a second of
     * counted requests (a few free searches), never let concurrent requests pass the limit. Called
     * inside a caller's transaction, that whole transaction commits this way.
     */
    consumeIfSubscribed: async (
      userId: number,
      month: string,
      tx: DbOrTx = db,
    ): Promise<SearchAccessRow | undefined> => {
      const result = (await tx.execute(sql`
        with async_commit as (select set_config('synchronous_commit', 'off', true)),
        account as (
          select ${users.role} = 'Admin' as admin,
                 (select ${subscriptionPlans.monthlyRequestLimit}
                    from ${subscriptions}
                    join ${subscriptionPlans} on ${subscriptionPlans.id} = ${subscriptions.planId}
                   where ${subscriptions.userId} = ${users.id} and ${runningNow}
                   order by ${subscriptions.endDate} desc nulls last
                   limit 1) as "limit"
            from ${users}
           where ${users.id} = ${userId}
        ), counted as (
          insert into ${searchRequestUsage} (user_id, month, count)
          select ${userId}::int, ${month}::date, 1 from account where not account.admin and account."limit" is not null
          on conflict (user_id, month) do update set count = ${searchRequestUsage}.count + 1
           where ${searchRequestUsage}.count < (select "limit" from account)
          returning count
        )
        select admin, "limit", (select count from counted) as count from account, async_commit
      `)) as unknown as { rows: SearchAccessRow[] };
      return result.rows[0];
    },

    used: async (userId: number, month: string, tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .select({ count: searchRequestUsage.count })
          .from(searchRequestUsage)
          .where(and(eq(searchRequestUsage.userId, userId), eq(searchRequestUsage.month, month)))
      )[0]?.count ?? 0,
  };
}
