import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { isoMicros, isoMicrosOrNull, wasInserted } from '../../lib/transfer-rows.ts';
import { searchRequestUsage, subscriptionPlans, subscriptions, type SubscriptionStatusValue } from './schema.ts';

/** A subscription as the users' export writes it: every stored field but the payment, its plan by name. */
export type SubscriptionTransferRow = {
  id: number;
  userId: number;
  plan: string;
  status: SubscriptionStatusValue;
  startDate: string;
  endDate: string;
  autoRenew: boolean;
  cancelledAt: string | null;
  source: 'payment' | 'admin';
  createdAt: string;
};
/** A subscription as the import writes it: the plan's and the user's ids found on this server. */
export type StoredSubscription = Omit<SubscriptionTransferRow, 'id' | 'plan'> & { planId: number };

export type UsageTransferRow = { userId: number; month: string; count: number };

/** One parameter per column: a batch is one statement however many rows it has. */
const column = <T>(rows: readonly T[], pick: (row: T) => unknown, type: string) =>
  sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;

/** Billing's rows of the users' export and import (ADR 0031). */
export function createBillingTransferRepository(db: DbOrTx) {
  return {
    countSubscriptions: async (tx: DbOrTx = db): Promise<number> =>
      (await tx.select({ n: count() }).from(subscriptions))[0]?.n ?? 0,

    countUsage: async (tx: DbOrTx = db): Promise<number> =>
      (await tx.select({ n: count() }).from(searchRequestUsage))[0]?.n ?? 0,

    /** Subscriptions after this id (subscriptions_pkey), with their plan's name. */
    subscriptionsPage: (afterId: number, limit: number, tx: DbOrTx = db): Promise<SubscriptionTransferRow[]> =>
      tx
        .select({
          id: subscriptions.id,
          userId: subscriptions.userId,
          plan: subscriptionPlans.name,
          status: subscriptions.status,
          startDate: isoMicros(subscriptions.startDate),
          endDate: isoMicros(subscriptions.endDate),
          autoRenew: subscriptions.autoRenew,
          cancelledAt: isoMicrosOrNull(subscriptions.cancelledAt),
          source: subscriptions.source,
          createdAt: isoMicros(subscriptions.createdAt),
        })
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(gt(subscriptions.id, afterId))
        .orderBy(asc(subscriptions.id))
        .limit(limit),

    /** Monthly counts after this (user, month), in key order (the primary key). */
    usagePage: (
      after: { userId: number; month: string } | undefined,
      limit: number,
      tx: DbOrTx = db,
    ): Promise<UsageTransferRow[]> =>
      tx
        .select({ userId: searchRequestUsage.userId, month: searchRequestUsage.month, count: searchRequestUsage.count })
        .from(searchRequestUsage)
        .where(
          after &&
            or(
              gt(searchRequestUsage.userId, after.userId),
              and(eq(searchRequestUsage.userId, after.userId), gt(searchRequestUsage.month, after.month)),
            ),
        )
        .orderBy(asc(searchRequestUsage.userId), asc(searchRequestUsage.month))
        .limit(limit),

    /** Each plan name's id: the oldest plan of the name, as the plan import matches them. A small table. */
    planIds: async (tx: DbOrTx = db): Promise<Map<string, number>> => {
      const rows = await tx
        .selectDistinctOn([subscriptionPlans.name], { name: subscriptionPlans.name, id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .orderBy(subscriptionPlans.name, subscriptionPlans.id);
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /**
     * A batch of subscriptions matched by (user, start): the known ones rewritten only where a field differs,
     * the others inserted (without a payment), in one statement whose parts see the table as it was before
     * it. Index: subscriptions_user_end_idx (the user's few rows).
     */
    async upsertSubscriptions(
      rows: readonly StoredSubscription[],
      tx: DbOrTx,
    ): Promise<{ created: number; updated: number }> {
      if (rows.length === 0) return { created: 0, updated: 0 };
      const [result] = await rowsOf<{ created: number; updated: number }>(
        tx,
        sql`with v as (
              select * from unnest(
                ${column(rows, (r) => r.userId, 'int')}, ${column(rows, (r) => r.planId, 'int')},
                ${column(rows, (r) => r.status, 'text')}, ${column(rows, (r) => r.startDate, 'timestamptz')},
                ${column(rows, (r) => r.endDate, 'timestamptz')}, ${column(rows, (r) => r.autoRenew, 'boolean')},
                ${column(rows, (r) => r.cancelledAt, 'timestamptz')}, ${column(rows, (r) => r.source, 'text')},
                ${column(rows, (r) => r.createdAt, 'timestamptz')}
              ) as v(user_id, plan_id, status, start_date, end_date, auto_renew, cancelled_at, source, created_at)
            ),
            changed as (
              update ${subscriptions} s
                 set plan_id = v.plan_id, status = v.status, end_date = v.end_date, auto_renew = v.auto_renew,
                     cancelled_at = v.cancelled_at, source = v.source, created_at = v.created_at
                from v
               where s.user_id = v.user_id and s.start_date = v.start_date
                 and (s.plan_id, s.status, s.end_date, s.auto_renew, s.cancelled_at, s.source, s.created_at)
                     is distinct from
                     (v.plan_id, v.status, v.end_date, v.auto_renew, v.cancelled_at, v.source, v.created_at)
              returning s.id
            ),
            added as (
              insert into ${subscriptions}
                     (user_id, plan_id, status, start_date, end_date, auto_renew, cancelled_at, source, created_at)
              select v.user_id, v.plan_id, v.status, v.start_date, v.end_date, v.auto_renew, v.cancelled_at,
                     v.source, v.created_at
                from v
               where not exists (
                       select 1 from ${subscriptions} s where s.user_id = v.user_id and s.start_date = v.start_date)
              returning id
            )
            select (select count(*) from added)::int as created, (select count(*) from changed)::int as updated`,
      );
      return { created: Number(result?.created ?? 0), updated: Number(result?.updated ?? 0) };
    },

    /** A batch of monthly counts by (user, month), rewritten only when the count differs. */
    upsertUsage: (rows: readonly UsageTransferRow[], tx: DbOrTx): Promise<{ inserted: boolean }[]> =>
      rows.length === 0
        ? Promise.resolve([])
        : tx
            .insert(searchRequestUsage)
            .values([...rows])
            .onConflictDoUpdate({
              target: [searchRequestUsage.userId, searchRequestUsage.month],
              set: { count: sql`excluded.count` },
              setWhere: sql`${searchRequestUsage.count} is distinct from excluded.count`,
            })
            .returning({ inserted: wasInserted }),
  };
}
