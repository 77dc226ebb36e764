import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments, subscriptionPlans, type PaymentStatusValue } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentPatch = Partial<
  Pick<PaymentRow, 'status' | 'providerPaymentId' | 'subscriptionId' | 'cancellationReason'>
>;

export function createPaymentsRepository(db: DbOrTx) {
  return {
    insert: async (values: NewPayment, tx: DbOrTx = db): Promise<PaymentRow> =>
      (await tx.insert(payments).values(values).returning())[0]!,

    findById: async (id: number, tx: DbOrTx = db): Promise<(PaymentRow & { planName: string }) | undefined> => {
      const [row] = await tx
        .select({ payment: payments, planName: subscriptionPlans.name })
        .from(payments)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
        .where(eq(payments.id, id))
        .limit(1);
      return row ? { ...row.payment, planName: row.planName } : undefined;
    },

    /** Holds the payment row until the transaction ends: a payment is settled by one caller at a time. */
    lock: async (id: number, tx: DbOrTx): Promise<PaymentRow | undefined> =>
      (await tx.select().from(payments).where(eq(payments.id, id)).for('update'))[0],

    /** Index: payments_provider_payment_id_unique. */
    findByProviderId: async (providerPaymentId: string, tx: DbOrTx = db): Promise<PaymentRow | undefined> =>
      (await tx.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1))[0],

    update: async (id: number, patch: PaymentPatch, tx: DbOrTx = db): Promise<void> => {
      await tx
        .update(payments)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    /** Moves a payment on only from 'pending'; undefined when it was not pending (someone was first). */
    updateIfPending: async (
      id: number,
      patch: { status: PaymentStatusValue; cancellationReason?: string },
      tx: DbOrTx = db,
    ): Promise<PaymentRow | undefined> =>
      (
        await tx
          .update(payments)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
          .returning()
      )[0],
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
