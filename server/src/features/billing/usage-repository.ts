import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchRequestUsage, subscriptionPlans, subscriptions, users } from '../../db/schema/index.ts';
import { runningNow } from './subscriptions-repository.ts';

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
     * Counts one request in one statement that refuses to pass the limit: the row lock taken by
     * ON CONFLICT makes concurrent calls queue, and each sees the count the previous one left.
     * Returns the new count, or undefined when the limit had already been reached.
     */
    consume: async (userId: number, month: string, limit: number, tx: DbOrTx = db): Promise<number | undefined> =>
      (
        await tx
          .insert(searchRequestUsage)
          .values({ userId, month, count: 1 })
          .onConflictDoUpdate({
            target: [searchRequestUsage.userId, searchRequestUsage.month],
            set: { count: sql`${searchRequestUsage.count} + 1` },
            setWhere: sql`${searchRequestUsage.count} < ${limit}`,
          })
          .returning({ count: searchRequestUsage.count })
      )[0]?.count,

    used: async (userId: number, month: string, tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .select({ count: searchRequestUsage.count })
          .from(searchRequestUsage)
          .where(and(eq(searchRequestUsage.userId, userId), eq(searchRequestUsage.month, month)))
      )[0]?.count ?? 0,
  };
}
