import { sql } from 'drizzle-orm';
import { preparedStatement, type Database } from '../../db/client.ts';
import { searchRequestUsage, subscriptionPlans, subscriptions } from './schema.ts';
import { runningNow } from './subscriptions-repository.ts';

/** What `consumeIfSubscribed` found: `count` is the month's count after this request, null when it was not counted. */
export type SearchAccessRow = { limit: number | null; count: number | null };

/** The monthly limit of user $1's running plan (null: none running), for both statements below. */
const RUNNING_PLAN_LIMIT = sql`(select ${subscriptionPlans.monthlyRequestLimit}
    from ${subscriptions}
    join ${subscriptionPlans} on ${subscriptionPlans.id} = ${subscriptions.planId}
   where ${subscriptions.userId} = $1::int and ${runningNow}
   order by ${subscriptions.endDate} desc nulls last
   limit 1)`;

/**
 * consumeIfSubscribed's statement. Its commit does not wait for the write-ahead log to reach the disk
 * (`synchronous_commit` off for this transaction, set inside the statement so it stays one round
 * trip): that wait, 2–4 ms here, was most of what a search added to its SQL. A crash can forget the
 * last fraction of a second of counted requests (a few free searches), never let concurrent requests
 * pass the limit. The subscription test is `runningNow`, the one subscriptions-repository.ts uses.
 * Rendered to text once by Drizzle and prepared (db/client.ts): planning it cost three times its run.
 */
const CONSUME_IF_SUBSCRIBED = preparedStatement(
  'billing_consume_if_subscribed',
  sql`
    with async_commit as (select set_config('synchronous_commit', 'off', true)),
    plan as (
      select ${RUNNING_PLAN_LIMIT} as "limit"
    ), counted as (
      insert into ${searchRequestUsage} (user_id, month, count)
      select $1::int, $2::date, 1 from plan where plan."limit" is not null
      on conflict (user_id, month) do update set count = ${searchRequestUsage.count} + 1
       where ${searchRequestUsage.count} < (select "limit" from plan)
      returning count
    )
    select "limit", (select count from counted) as count from plan, async_commit`,
);

/**
 * The running plan's limit and the month's count, nothing counted: a search repeated within a moment
 * (ADR 0046) is answered with what is left, as the first one left it.
 */
const STANDING = preparedStatement(
  'billing_search_standing',
  sql`
    select ${RUNNING_PLAN_LIMIT} as "limit",
           coalesce((select ${searchRequestUsage.count} from ${searchRequestUsage}
                      where ${searchRequestUsage.userId} = $1::int and ${searchRequestUsage.month} = $2::date), 0) as count`,
);

export function createUsageRepository(database: Database) {
  return {
    /**
     * The access check of a search in one statement (one round trip): the running plan's limit and,
     * for a subscriber, one request counted against it. The count refuses to pass the limit: the row
     * lock taken by ON CONFLICT makes concurrent calls queue, and each sees the count the previous one
     * left (`count` null = the limit was reached).
     */
    consumeIfSubscribed: async (userId: number, month: string): Promise<SearchAccessRow> =>
      (await database.prepared<SearchAccessRow>(CONSUME_IF_SUBSCRIBED, [userId, month]))[0] ?? {
        limit: null,
        count: null,
      },

    /** The running plan's limit (null: no subscription) and the month's count so far; nothing counted. */
    standing: async (userId: number, month: string): Promise<SearchAccessRow> =>
      (await database.prepared<SearchAccessRow>(STANDING, [userId, month]))[0] ?? { limit: null, count: null },
  };
}
