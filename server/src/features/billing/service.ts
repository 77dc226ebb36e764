import type { PaymentMode } from '@raritet/contracts/billing';
import type { Database } from '../../db/client.ts';
import type { Provider } from '../../lib/provider.ts';
import type { YooKassaShop } from './gateway.ts';
import { createPaymentsService } from './payments-service.ts';
import { createPlansService } from './plans-service.ts';
import { createRequestLimitService } from './request-limit-service.ts';
import { createSubscriptionsService, type AccountAccess } from './subscriptions-service.ts';
import { createBillingUsersTransfer } from './users-transfer.ts';

export type BillingServiceOptions = {
  database: Database;
  /** The accounts (auth): billing locks one while activating and keeps its stored subscription flag. */
  accounts: AccountAccess;
  /** PAYMENTS: the demo checkout or YooKassa, the operator's choice (docs/adr/0041). */
  payments: PaymentMode;
  /** The YooKassa shop of the settings (its client, or why none); asked per use. */
  yookassa: Provider<YooKassaShop>;
  /** The page YooKassa sends the buyer back to (payments-service.ts); asked per payment. */
  returnPage: () => Promise<string>;
};

/**
 * Billing as the rest of the server sees it: plans, subscriptions, payments and the search-request
 * limit. Other features call these methods, never billing's repositories.
 */
export function createBillingService({
  database,
  accounts,
  payments: mode,
  yookassa,
  returnPage,
}: BillingServiceOptions) {
  const { activate, ...subscriptions } = createSubscriptionsService({ database, accounts });
  const payments = createPaymentsService({
    database,
    subscriptions: { activate, hasActiveSubscription: subscriptions.hasActiveSubscription },
    mode,
    yookassa,
    returnPage,
  });
  return {
    ...createPlansService({ database }),
    ...subscriptions,
    ...payments,
    ...createRequestLimitService({ database }),
    /** The users' subscriptions and search counts in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createBillingUsersTransfer(database),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;

export { RETURN_PAGE_PATH } from './payments-service.ts';
export { shopSettings, type YooKassaShop } from './gateway.ts';
