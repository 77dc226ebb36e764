import {
  daysRemaining,
  subscriptionState,
  type CheckStatusResponse,
  type Payment,
  type Subscription,
} from '@raritet/contracts/billing';

/** What the subscription card's chip says. */
export type SubscriptionDisplayState = 'active' | 'cancelled' | 'expired' | 'inactive';

export interface CurrentSubscriptionView {
  subscription: Subscription;
  state: SubscriptionDisplayState;
  /** Whole days left while the paid period runs (rounded up, never below 0); null otherwise. */
  daysLeft: number | null;
}

function byEndDateDescending(a: Subscription, b: Subscription): number {
  return new Date(b.endDate).getTime() - new Date(a.endDate).getTime() || b.id - a.id;
}

/**
 * The subscription the page talks about: the active one the status check found, else the latest
 * one of the user's history (expired or cancelled), so the user sees what lapsed and can resume it.
 * A subscription replaced by a plan change is history, not "current".
 */
export function currentSubscriptionView(
  status: CheckStatusResponse | undefined,
  history: Subscription[] | undefined,
  now: Date = new Date(),
): CurrentSubscriptionView | null {
  const active = status?.activeSubscription ?? null;
  const subscription =
    active ?? [...(history ?? [])].filter((item) => item.status !== 'Replaced').sort(byEndDateDescending)[0] ?? null;
  if (subscription === null) return null;

  // The status check has just re-derived the user's hasSubscription flag, so "the server returned it as
  // active" is that flag; everything else goes through the spec's rule on the subscription itself.
  const state = subscriptionState(subscription, { hasSubscription: subscription === active, now });
  if (state === 'active') {
    return {
      subscription,
      state: subscription.cancelledAt !== null ? 'cancelled' : 'active',
      daysLeft: daysRemaining(subscription.endDate, now),
    };
  }
  const ended = new Date(subscription.endDate).getTime() <= now.getTime();
  return { subscription, state: ended ? 'expired' : 'inactive', daysLeft: null };
}

/** What a plan's button says and does for the current subscription. */
export type PlanButtonState = 'choose' | 'current' | 'resume';

export function planButtonState(planId: number, current: CurrentSubscriptionView | null): PlanButtonState {
  if (current === null || current.subscription.subscriptionPlanId !== planId) return 'choose';
  return current.state === 'active' || current.state === 'cancelled' ? 'current' : 'resume';
}

/** The payment result page's outcomes. */
export type PaymentOutcome = 'success' | 'pending' | 'canceled' | 'error';

/**
 * With a payment in hand its own status decides (an older active subscription must not turn an
 * abandoned payment into "success"); without one, the status check alone does.
 */
export function paymentOutcome(input: {
  payment: Payment | null;
  /** The payment could not be read (not found, provider down). */
  paymentFailed: boolean;
  status: CheckStatusResponse;
}): PaymentOutcome {
  const { payment, paymentFailed, status } = input;
  const active = status.activeSubscription !== null;
  if (payment !== null) {
    if (payment.status === 'canceled') return 'canceled';
    if (payment.status === 'succeeded' && (payment.subscriptionActive || active)) return 'success';
    return 'pending';
  }
  if (active) return 'success';
  return paymentFailed ? 'error' : 'pending';
}
