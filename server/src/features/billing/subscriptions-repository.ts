import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptionPlans, subscriptions } from './schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionWithPlan = {
  subscription: SubscriptionRow;
  plan: { name: string; price: number; monthlyRequestLimit: number };
};

/**
 * The active-subscription rule in SQL, for queries over many rows: status 'Active' and start <= now < end. The DTOs use
 * the contract's `isSubscriptionActive`, which says the same thing. Written without parameters, so the
 * search's prepared access check (usage-repository.ts) can carry the same text.
 */
export const runningNow = sql`(${subscriptions.status} = 'Active' and ${subscriptions.startDate} <= now() and ${subscriptions.endDate} > now())`;

const withPlan = {
  subscription: subscriptions,
  plan: {
    name: subscriptionPlans.name,
    price: subscriptionPlans.price,
    monthlyRequestLimit: subscriptionPlans.monthlyRequestLimit,
  },
};

export function createSubscriptionsRepository(db: DbOrTx) {
  return {
    /** The running subscription (index: subscriptions_user_end_idx). */
    findRunning: async (userId: number, tx: DbOrTx = db): Promise<SubscriptionWithPlan | undefined> =>
      (
        await tx
          .select(withPlan)
          .from(subscriptions)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
          // Not `runningNow`: its now() is the transaction's start, and an activation that waited for the
          // account's lock started before the one it waited for, whose period then seems not begun yet.
          .where(
            and(
              eq(subscriptions.userId, userId),
              eq(subscriptions.status, 'Active'),
              sql`${subscriptions.endDate} > statement_timestamp()`,
            ),
          )
          .orderBy(desc(subscriptions.endDate))
          .limit(1)
      )[0],

    /** The running subscription, else the one that ended last (replaced periods are not candidates). */
    findCurrent: async (userId: number, tx: DbOrTx = db): Promise<SubscriptionWithPlan | undefined> =>
      (
        await tx
          .select(withPlan)
          .from(subscriptions)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
          .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'Replaced')))
          .orderBy(sql`(${runningNow}) desc`, desc(subscriptions.endDate), desc(subscriptions.id))
          .limit(1)
      )[0],

    /**
     * findCurrent for many users in one statement: one row per user that has a candidate, in the same
     * order of preference (index subscriptions_user_end_idx).
     */
    findCurrentForUsers: async (userIds: number[], tx: DbOrTx = db): Promise<SubscriptionWithPlan[]> =>
      userIds.length === 0
        ? []
        : tx
            .selectDistinctOn([subscriptions.userId], withPlan)
            .from(subscriptions)
            .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
            .where(and(inArray(subscriptions.userId, userIds), ne(subscriptions.status, 'Replaced')))
            .orderBy(
              subscriptions.userId,
              sql`(${runningNow}) desc`,
              desc(subscriptions.endDate),
              desc(subscriptions.id),
            ),

    listForUser: (userId: number, tx: DbOrTx = db): Promise<SubscriptionWithPlan[]> =>
      tx
        .select(withPlan)
        .from(subscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.startDate), desc(subscriptions.id)),

    /**
     * A month-long period starting now, ending a month after the running period's end when that is
     * later than now (`followsId`), else a month from now. Computed in SQL, at full precision.
     */
    insertPeriod: async (
      values: {
        userId: number;
        planId: number;
        autoRenew: boolean;
        source: 'payment' | 'admin';
        paymentId: number | null;
        followsId: number | null;
      },
      tx: DbOrTx = db,
    ): Promise<SubscriptionRow> => {
      const { followsId, ...rest } = values;
      // The statement's time, not the transaction's: an activation that waited for the account's lock
      // must not start (or close the period before it) earlier than the one it waited for.
      const from =
        followsId === null
          ? sql`statement_timestamp()`
          : sql`greatest((select s.end_date from subscriptions s where s.id = ${followsId}), statement_timestamp())`;
      const [row] = await tx
        .insert(subscriptions)
        .values({
          ...rest,
          status: 'Active',
          startDate: sql`statement_timestamp()`,
          endDate: sql`${from} + interval '1 month'`,
        })
        .returning();
      return row!;
    },

    /** Ends a period now: 'Replaced' by a newer one, or 'Cancelled' by an administrator. */
    close: async (id: number, status: 'Replaced' | 'Cancelled', tx: DbOrTx = db): Promise<void> => {
      await tx
        .update(subscriptions)
        .set({
          status,
          endDate: sql`statement_timestamp()`,
          ...(status === 'Cancelled'
            ? { autoRenew: false, cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, now())` }
            : {}),
        })
        .where(eq(subscriptions.id, id));
    },

    /** Marks 'Active' periods whose end has passed as 'Expired' (index: subscriptions_active_end_idx). */
    expireEnded: async (userId?: number, tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .update(subscriptions)
          .set({ status: 'Expired' })
          .where(
            and(
              eq(subscriptions.status, 'Active'),
              lte(subscriptions.endDate, sql`now()`),
              userId === undefined ? undefined : eq(subscriptions.userId, userId),
            ),
          )
          .returning({ id: subscriptions.id })
      ).length,

    /** Stops renewal; the paid period runs to its end. Cancelling twice keeps the first time. */
    cancelRenewal: async (id: number, tx: DbOrTx = db): Promise<SubscriptionRow> =>
      (
        await tx
          .update(subscriptions)
          .set({ autoRenew: false, cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, now())` })
          .where(eq(subscriptions.id, id))
          .returning()
      )[0]!,

    /** Users with a running subscription (all, or this one when given). */
    runningUserIds: async (userId?: number, tx: DbOrTx = db): Promise<number[]> =>
      (
        await tx
          .selectDistinct({ userId: subscriptions.userId })
          .from(subscriptions)
          .where(and(runningNow, userId === undefined ? undefined : eq(subscriptions.userId, userId)))
      ).map((row) => row.userId),

    isActive: async (userId: number, tx: DbOrTx = db): Promise<boolean> =>
      (
        await tx
          .select({ id: subscriptions.id })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), runningNow))
          .limit(1)
      ).length > 0,
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
