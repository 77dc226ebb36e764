import { asc, eq, sql } from 'drizzle-orm';
import type { ValidPlan } from '@raritet/contracts/billing';
import type { DbOrTx } from '../../db/client.ts';
import { payments, subscriptionPlans, subscriptions } from './schema.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
/** Every stored field of a plan but its id (the id is the server's own). */
export type StoredPlan = Omit<PlanRow, 'id'>;

const byPrice = [asc(subscriptionPlans.price), asc(subscriptionPlans.name), asc(subscriptionPlans.id)];

export function createPlansRepository(db: DbOrTx) {
  return {
    /** Index: subscription_plans_active_price_idx. */
    listActive: (tx: DbOrTx = db): Promise<PlanRow[]> =>
      tx
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.isActive, true))
        .orderBy(...byPrice),

    listAll: (tx: DbOrTx = db): Promise<PlanRow[]> =>
      tx
        .select()
        .from(subscriptionPlans)
        .orderBy(...byPrice),

    /** Every plan by id (the plan export); the table is small, no index needed. */
    listById: (tx: DbOrTx = db): Promise<PlanRow[]> =>
      tx.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id)),

    /** The plan of this exact name (the oldest, should two share it): the import's natural key. Small table: a scan. */
    findByName: async (name: string, tx: DbOrTx = db): Promise<PlanRow | undefined> =>
      (
        await tx
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.name, name))
          .orderBy(asc(subscriptionPlans.id))
          .limit(1)
      )[0],

    insertStored: async (plan: StoredPlan, tx: DbOrTx = db): Promise<void> => {
      await tx.insert(subscriptionPlans).values(plan);
    },

    /** Writes every field as given, the timestamps included (an import carries them over). */
    updateStored: async (id: number, plan: StoredPlan, tx: DbOrTx = db): Promise<void> => {
      await tx.update(subscriptionPlans).set(plan).where(eq(subscriptionPlans.id, id));
    },

    findById: async (id: number, tx: DbOrTx = db): Promise<PlanRow | undefined> =>
      (await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)).limit(1))[0],

    insert: async (plan: ValidPlan, tx: DbOrTx = db): Promise<PlanRow> =>
      (await tx.insert(subscriptionPlans).values(plan).returning())[0]!,

    update: async (id: number, plan: ValidPlan, tx: DbOrTx = db): Promise<PlanRow | undefined> =>
      (
        await tx
          .update(subscriptionPlans)
          .set({ ...plan, updatedAt: sql`now()` })
          .where(eq(subscriptionPlans.id, id))
          .returning()
      )[0],

    /** True when a subscription or a payment refers to the plan (indexes: *_plan_idx). */
    isReferenced: async (id: number, tx: DbOrTx = db): Promise<boolean> => {
      const [row] = await tx
        .select({
          used: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.planId} = ${id})
            or exists (select 1 from ${payments} where ${payments.planId} = ${id})`,
        })
        .from(sql`(select 1) as one`);
      return row?.used === true;
    },

    deactivate: async (id: number, tx: DbOrTx = db): Promise<void> => {
      await tx
        .update(subscriptionPlans)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(eq(subscriptionPlans.id, id));
    },

    delete: async (id: number, tx: DbOrTx = db): Promise<void> => {
      await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
