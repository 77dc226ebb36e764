import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPages } from '../../lib/transfer-rows.ts';
import {
  createBillingTransferRepository,
  type StoredSubscription,
  type SubscriptionTransferRow,
  type UsageTransferRow,
} from './users-transfer-repository.ts';

export type { StoredSubscription, SubscriptionTransferRow, UsageTransferRow };

/**
 * The users' own subscription state in the users' export and import (ADR 0031): their subscription periods
 * (plan by name) and their monthly search counts. Payments are not carried: see the ADR.
 */
export function createBillingUsersTransfer(database: Database) {
  const repository = createBillingTransferRepository(database.db);
  return {
    countSubscriptions: (tx?: DbOrTx) => repository.countSubscriptions(tx),
    countUsage: (tx?: DbOrTx) => repository.countUsage(tx),

    subscriptionPages: (tx?: DbOrTx): AsyncGenerator<SubscriptionTransferRow[]> =>
      keysetPages<SubscriptionTransferRow, number>(
        (after, size) => repository.subscriptionsPage(after ?? 0, size, tx),
        (row) => row.id,
      ),

    usagePages: (tx?: DbOrTx): AsyncGenerator<UsageTransferRow[]> =>
      keysetPages<UsageTransferRow, { userId: number; month: string }>(
        (after, size) => repository.usagePage(after, size, tx),
        ({ userId, month }) => ({ userId, month }),
      ),

    /** Plan ids by name (the oldest of a name), read once per import: plans are few. */
    planIdsByName: (tx: DbOrTx): Promise<Map<string, number>> => repository.planIds(tx),

    /** A batch of subscriptions with distinct (user, start): matched by them, unchanged ones not touched. */
    async importSubscriptions(rows: readonly StoredSubscription[], tx: DbOrTx) {
      const { created, updated } = await repository.upsertSubscriptions(rows, tx);
      return { created, updated, unchanged: rows.length - created - updated };
    },

    /** A batch of monthly counts with distinct (user, month). */
    async importUsage(rows: readonly UsageTransferRow[], tx: DbOrTx) {
      const written = await repository.upsertUsage(rows, tx);
      const created = written.filter((row) => row.inserted).length;
      return { created, updated: written.length - created, unchanged: rows.length - written.length };
    },
  };
}

export type BillingUsersTransfer = ReturnType<typeof createBillingUsersTransfer>;
