import type { CancelSubscriptionResponse, CheckStatusResponse, Subscription } from '@raritet/contracts/billing';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import type { Database, DbOrTx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { createAccountAccess, SubscriptionSummary } from '../auth/service.ts';
import { toSubscriptionDto, toSummary } from './dto.ts';
import { createPlansRepository } from './plans-repository.ts';
import { createSubscriptionsRepository, type SubscriptionRow } from './subscriptions-repository.ts';

export type ActivationInput = {
  userId: number;
  planId: number;
  autoRenew: boolean;
  source: 'payment' | 'admin';
  paymentId: number | null;
};

/** What billing asks of the accounts (auth owns them). */
export type AccountAccess = ReturnType<typeof createAccountAccess>;

/** Subscription periods: activation, the user's view, cancelling, admin assignment and the stored flag. */
export function createSubscriptionsService({ database, accounts }: { database: Database; accounts: AccountAccess }) {
  const repository = createSubscriptionsRepository(database.db);
  const plans = createPlansRepository(database.db);

  /**
   * The one way a period starts (a payment that succeeded, or an administrator): a month from now, or
   * from the end of the running period when that is later; the running one is closed as 'Replaced'.
   * Runs inside the caller's transaction with the account's row locked, so periods never overlap.
   */
  async function activate(tx: DbOrTx, input: ActivationInput): Promise<SubscriptionRow> {
    if (!(await accounts.lockAccount(input.userId, tx))) throw notFound('user_not_found');
    await repository.expireEnded(input.userId, tx);
    const running = await repository.findRunning(input.userId, tx);
    const created = await repository.insertPeriod({ ...input, followsId: running?.subscription.id ?? null }, tx);
    if (running) await repository.close(running.subscription.id, 'Replaced', tx);
    await accounts.setSubscriptionFlag(input.userId, true, tx);
    return created;
  }

  /** Makes the accounts' stored flags agree with the running subscriptions; returns how many changed. */
  async function syncFlags(userId?: number, tx?: DbOrTx): Promise<number> {
    return accounts.syncSubscriptionFlags(await repository.runningUserIds(userId, tx), userId, tx);
  }

  return {
    activate,

    /** The subscription fields of the user's DTO (auth asks for them). */
    subscriptionSummary: async (userId: number): Promise<SubscriptionSummary> =>
      toSummary(await repository.findCurrent(userId)),

    /** subscriptionSummary for a page of users in one query (the admin user list); users without one get NO_SUBSCRIPTION. */
    async subscriptionSummaries(userIds: number[]): Promise<Map<number, SubscriptionSummary>> {
      const now = new Date();
      const found = new Map(
        (await repository.findCurrentForUsers(userIds)).map((row) => [row.subscription.userId, row] as const),
      );
      return new Map(userIds.map((id) => [id, toSummary(found.get(id), now)]));
    },

    /** Whether the user has a running subscription now (the active-subscription rule, computed). */
    hasActiveSubscription: (userId: number): Promise<boolean> => repository.isActive(userId),

    /** Every period of the user, newest first. */
    mySubscriptions: async (userId: number): Promise<Subscription[]> => {
      const now = new Date();
      return (await repository.listForUser(userId)).map((row) => toSubscriptionDto(row, now));
    },

    /** Re-derives the stored flag from the subscriptions and says whether it had to be corrected. */
    async checkStatus(userId: number): Promise<CheckStatusResponse> {
      const flagCorrected = (await syncFlags(userId)) > 0;
      const running = await repository.findRunning(userId);
      return { activeSubscription: running ? toSubscriptionDto(running) : null, flagCorrected };
    },

    /** Stops renewal; status stays 'Active' and the paid time runs to the end date. Repeating is harmless. */
    async cancelSubscription(userId: number, lang: Language): Promise<CancelSubscriptionResponse> {
      const running = await repository.findRunning(userId);
      if (!running) throw badRequest('no_active_subscription');
      const subscription = await repository.cancelRenewal(running.subscription.id);
      return {
        subscription: toSubscriptionDto({ subscription, plan: running.plan }),
        message: formatMessage('subscription_cancelled', lang),
      };
    },

    /**
     * The administrator's assignment: planId 0 ends the running period now ('Cancelled'); any other plan
     * (active or not) gives a month of it through the same activation as a payment.
     */
    async assignPlan(userId: number, { planId, autoRenew }: { planId: number; autoRenew: boolean }): Promise<void> {
      await database.db.transaction(async (tx) => {
        if (planId === 0) {
          if (!(await accounts.lockAccount(userId, tx))) throw notFound('user_not_found');
          const running = await repository.findRunning(userId, tx);
          if (running) await repository.close(running.subscription.id, 'Cancelled', tx);
          await accounts.setSubscriptionFlag(userId, false, tx);
          return;
        }
        if (!(await plans.findById(planId, tx))) throw notFound('plan_not_found');
        await activate(tx, { userId, planId, autoRenew, source: 'admin', paymentId: null });
      });
    },

    /**
     * The scheduled tidy-up: marks ended periods 'Expired' and fixes every wrong stored flag in one
     * UPDATE. Returns how many flags it changed. Nothing depends on it for correctness.
     */
    tidySubscriptionFlags: (): Promise<number> =>
      database.db.transaction(async (tx) => {
        await repository.expireEnded(undefined, tx);
        return syncFlags(undefined, tx);
      }),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
