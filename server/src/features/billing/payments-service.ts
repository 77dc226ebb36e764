import { randomUUID } from 'node:crypto';
import type {
  CreatePaymentResponse,
  DemoCheckout,
  Payment,
  PaymentMode,
  PaymentsStatus,
} from '@raritet/contracts/billing';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { redactedMessage } from '../../lib/redact.ts';
import { createDemoGateway } from './demo-gateway.ts';
import { toPaymentDto } from './dto.ts';
import type { GatewayPayment, YooKassaShop } from './gateway.ts';
import type { Provider } from '../../lib/provider.ts';
import { sameAmount } from './money.ts';
import { createPaymentsRepository, type PaymentRow } from './payments-repository.ts';
import { createPlansRepository } from './plans-repository.ts';
import type { SubscriptionsService } from './subscriptions-service.ts';

/** Where the service reports what it decided about a provider's payment (the request's logger). */
export type BillingLog = { info(details: object, message: string): void; warn(details: object, message: string): void };
const silent: BillingLog = { info: () => {}, warn: () => {} };

export type SettleOutcome = {
  outcome: 'activated' | 'already_activated' | 'canceled' | 'unchanged' | 'pending' | 'mismatch';
  reason?: string;
};
export type NotificationOutcome = SettleOutcome | { outcome: 'unknown_payment' | 'ignored'; reason?: string };

/** A YooKassa notification as read loosely by the route; only `object.id` is used, after re-reading. */
export type Notification = { event: string; object: { id: string; metadata?: Record<string, unknown> } };

export type PaymentsServiceOptions = {
  database: Database;
  subscriptions: Pick<SubscriptionsService, 'activate' | 'hasActiveSubscription'>;
  /**
   * How payments are taken: the demo checkout only when the operator chose it (PAYMENTS=demo, the
   * embedded demo start's default), else YooKassa, never one for the other (docs/adr/0041).
   */
  mode: PaymentMode;
  /**
   * The YooKassa shop of the settings: its client, or why there is none; asked on every use, so a changed
   * shop applies to the next payment without a restart.
   */
  yookassa: Provider<YooKassaShop>;
  /**
   * The page YooKassa sends the buyer back to, without the payment: the settings' ReturnUrl, else
   * PUBLIC_URL (or http://HOST:PORT) + /subscription-success. Asked per payment (settings change live).
   */
  returnPage: () => Promise<string>;
};

export const RETURN_PAGE_PATH = '/subscription-success';
export const returnPath = (paymentId: number) => `${RETURN_PAGE_PATH}?paymentId=${paymentId}`;
/** The return page's address for one payment (the page may carry a query of its own). */
export const returnUrlFor = (page: string, paymentId: number) =>
  `${page}${page.includes('?') ? '&' : '?'}paymentId=${paymentId}`;

/** Why the provider's payment is not the one we recorded (amount, currency, metadata), or null. */
function mismatch(row: PaymentRow, remote: GatewayPayment): string | null {
  if (row.providerPaymentId !== null && remote.id !== row.providerPaymentId) return `id ${remote.id}`;
  if (remote.amount.currency !== row.currency) return `currency ${remote.amount.currency}`;
  if (!sameAmount(remote.amount.value, row.amount)) return `amount ${remote.amount.value}, expected ${row.amount}`;
  const { paymentId, userId, planId } = remote.metadata;
  if (paymentId !== String(row.id) || userId !== String(row.userId) || planId !== String(row.planId)) {
    return `metadata ${JSON.stringify(remote.metadata)}`;
  }
  return null;
}

/**
 * Payments: creating one with the provider, and settling it from the provider's own answer — the same
 * code for a YooKassa notification, the return page and the demo checkout.
 */
export function createPaymentsService({
  database,
  subscriptions,
  mode,
  yookassa: shop,
  returnPage,
}: PaymentsServiceOptions) {
  const repository = createPaymentsRepository(database.db);
  const plans = createPlansRepository(database.db);
  const demo = createDemoGateway(repository);
  /** The YooKassa client when the shop is complete and readable (payments it made are still re-read). */
  const yookassa = async () => {
    const current = await shop.get();
    return current.state === 'ready' ? current.gateway : undefined;
  };
  const gatewayFor = async (provider: PaymentRow['provider']) => (provider === 'demo' ? demo : yookassa());

  /** The gateway new payments go to, or 503: a YooKassa shop that is not ready is never replaced by the demo. */
  async function gatewayForNewPayment(log: BillingLog) {
    if (mode === 'demo') return demo;
    const current = await shop.get();
    if (current.state === 'ready') return current.gateway;
    log.warn({ state: current.state }, 'payments refused: the YooKassa shop is not ready (see the admin settings)');
    throw new AppError(503, 'payments_unavailable');
  }

  /**
   * Applies the provider's view of a payment to our row, under the row's lock. A success activates
   * once (the row keeps the subscription it created); repeats and stale notifications change nothing.
   */
  function settle(paymentId: number, remote: GatewayPayment): Promise<SettleOutcome> {
    return database.db.transaction(async (tx) => {
      const row = (await repository.lock(paymentId, tx))!;
      const wrong = mismatch(row, remote);
      if (wrong) return { outcome: 'mismatch', reason: wrong };
      if (remote.status === 'succeeded') {
        if (row.subscriptionId !== null) return { outcome: 'already_activated' };
        const subscription = await subscriptions.activate(tx, {
          userId: row.userId,
          planId: row.planId,
          autoRenew: row.autoRenew,
          source: 'payment',
          paymentId: row.id,
        });
        const patch = { status: 'succeeded' as const, subscriptionId: subscription.id, cancellationReason: null };
        await repository.update(row.id, { ...patch, providerPaymentId: remote.id }, tx);
        return { outcome: 'activated' };
      }
      if (remote.status === 'canceled') {
        if (row.status === 'canceled' || row.subscriptionId !== null) return { outcome: 'unchanged' };
        const reason = remote.cancellation_details?.reason ?? 'canceled';
        await repository.update(row.id, { status: 'canceled', cancellationReason: reason }, tx);
        return { outcome: 'canceled', reason };
      }
      if (row.status !== remote.status && (row.status === 'pending' || row.status === 'waiting_for_capture')) {
        await repository.update(row.id, { status: remote.status }, tx);
      }
      return { outcome: 'pending' };
    });
  }

  async function ownPayment(userId: number, paymentId: number) {
    const row = await repository.findById(paymentId);
    if (!row || row.userId !== userId) throw notFound('payment_not_found');
    return row;
  }

  /** The demo checkout exists only when the operator chose it (PAYMENTS=demo), and only for demo payments. */
  async function demoPayment(userId: number, paymentId: number) {
    if (mode !== 'demo') throw notFound('payment_not_found');
    const row = await ownPayment(userId, paymentId);
    if (row.provider !== 'demo') throw notFound('payment_not_found');
    return row;
  }

  const toCheckout = (row: PaymentRow & { planName: string }): DemoCheckout => ({
    paymentId: row.id,
    planName: row.planName,
    amount: row.amount,
    status: row.status,
    returnUrl: returnPath(row.id),
  });

  return {
    /** Records the payment, asks the provider for it and answers where to send the buyer. */
    async createPayment(
      userId: number,
      input: { subscriptionPlanId: number; autoRenew: boolean },
      log: BillingLog = silent,
    ): Promise<CreatePaymentResponse> {
      const plan = await plans.findById(input.subscriptionPlanId);
      if (!plan) throw notFound('plan_not_found');
      if (!plan.isActive) throw badRequest('plan_inactive');
      // A free plan charges nothing, so it needs no provider (and works while the shop is not ready).
      const gateway = plan.price === 0 ? undefined : await gatewayForNewPayment(log);
      const row = await repository.insert({
        userId,
        planId: plan.id,
        amount: plan.price,
        provider: gateway?.kind ?? (mode === 'demo' ? 'demo' : 'yookassa'),
        idempotenceKey: randomUUID(),
        autoRenew: input.autoRenew,
      });
      const metadata = { paymentId: String(row.id), userId: String(userId), planId: String(plan.id) };
      if (!gateway) {
        // Nothing to charge (a free plan): no provider takes a zero payment, so it succeeds right here.
        const amount = { value: '0.00', currency: row.currency };
        await settle(row.id, { id: `free-${row.id}`, status: 'succeeded', amount, metadata });
        return { redirectUrl: returnPath(row.id), paymentId: row.id };
      }
      let created: { providerPaymentId: string; confirmationUrl: string };
      try {
        created = await gateway.createPayment({
          amount: plan.price,
          description: `Раритет: подписка «${plan.name}» на 1 месяц`,
          returnUrl: returnUrlFor(await returnPage(), row.id),
          metadata,
          idempotenceKey: row.idempotenceKey,
        });
      } catch (error) {
        const reason = redactedMessage(error);
        log.warn({ paymentId: row.id, reason }, 'payment provider failed to create the payment');
        await repository.update(row.id, { status: 'canceled', cancellationReason: `provider_error: ${reason}` });
        throw new AppError(503, 'payment_provider_unavailable');
      }
      await repository.update(row.id, { providerPaymentId: created.providerPaymentId });
      return { redirectUrl: created.confirmationUrl, paymentId: row.id };
    },

    /**
     * A YooKassa notification. The body is never trusted: the payment is found by its id among ours and
     * re-read from YooKassa, and that answer is what gets applied. Throws 502 when the re-read fails, so
     * that YooKassa repeats the notification later.
     */
    async handleNotification(notification: Notification, log: BillingLog = silent): Promise<NotificationOutcome> {
      const shop = await yookassa();
      if (!shop) return { outcome: 'ignored', reason: 'no YooKassa shop is configured' };
      if (!notification.event.startsWith('payment.')) return { outcome: 'ignored', reason: notification.event };
      const providerId = notification.object.id;
      let row = await repository.findByProviderId(providerId);
      if (!row) {
        // Our create call may have failed after YooKassa made the payment (a time-out): such a row has
        // no provider id yet; the re-read payment's metadata must then name it.
        const ours = Number(notification.object.metadata?.paymentId);
        const candidate = Number.isSafeInteger(ours) && ours > 0 ? await repository.findById(ours) : undefined;
        if (candidate && candidate.providerPaymentId === null && candidate.provider === 'yookassa') row = candidate;
      }
      if (!row) return { outcome: 'unknown_payment', reason: providerId };
      if (row.provider !== 'yookassa') return { outcome: 'ignored', reason: `a ${row.provider} payment` };
      let remote: GatewayPayment;
      try {
        remote = await shop.getPayment(providerId);
      } catch (error) {
        log.warn({ paymentId: row.id, providerId, err: error }, 'could not re-read the payment from YooKassa');
        throw new AppError(502, 'payment_provider_unavailable');
      }
      return settle(row.id, remote);
    },

    /**
     * The payment result page's question. A payment still open is re-read from its provider and settled
     * exactly like a notification, so activation does not depend on the notification arriving.
     */
    async paymentStatus(userId: number, paymentId: number, log: BillingLog = silent): Promise<Payment> {
      let row = await ownPayment(userId, paymentId);
      const open = row.status === 'pending' || row.status === 'waiting_for_capture';
      const gateway = await gatewayFor(row.provider);
      if (gateway && row.providerPaymentId && (open || (row.status === 'succeeded' && row.subscriptionId === null))) {
        try {
          const result = await settle(row.id, await gateway.getPayment(row.providerPaymentId));
          if (result.outcome === 'mismatch') log.warn({ paymentId, ...result }, 'provider payment does not match');
          row = await ownPayment(userId, paymentId);
        } catch (error) {
          // The stored state is still a true answer; the notification or the next look settles it.
          log.warn({ paymentId, err: error }, 'could not re-read the payment from its provider');
        }
      }
      return toPaymentDto(row, await subscriptions.hasActiveSubscription(userId));
    },

    /** How payments are taken now, for the admin panel: the mode and, for YooKassa, the shop's state. */
    async paymentsStatus(): Promise<PaymentsStatus> {
      return mode === 'demo' ? { mode, state: 'demo' } : { mode, state: (await shop.get()).state };
    },

    getDemoCheckout: async (userId: number, paymentId: number): Promise<DemoCheckout> =>
      toCheckout(await demoPayment(userId, paymentId)),

    /** The demo page's Pay: the demo provider records the success, then it is settled like YooKassa's. */
    async payDemo(userId: number, paymentId: number): Promise<DemoCheckout> {
      const row = await demoPayment(userId, paymentId);
      if (!(await repository.updateIfPending(row.id, { status: 'succeeded' }))) throw conflict('payment_not_pending');
      await settle(row.id, await demo.getPayment(row.providerPaymentId!));
      return toCheckout(await ownPayment(userId, paymentId));
    },

    /** The demo page's Cancel; cancelling a cancelled payment again is harmless, a paid one is 409. */
    async cancelDemo(userId: number, paymentId: number): Promise<DemoCheckout> {
      const row = await demoPayment(userId, paymentId);
      if (row.status !== 'canceled') {
        const canceled = await repository.updateIfPending(row.id, {
          status: 'canceled',
          cancellationReason: 'canceled_by_user',
        });
        if (!canceled) throw conflict('payment_not_pending');
      }
      return toCheckout(await ownPayment(userId, paymentId));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
