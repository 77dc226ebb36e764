import { describe, expect, it } from 'vitest';
import type { CheckStatusResponse, Payment, Subscription } from '@raritet/contracts/billing';
import { currentSubscriptionView, paymentOutcome, planButtonState } from './subscription-view.ts';

const now = new Date('2026-03-10T12:00:00Z');

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 1,
    planName: 'Базовый',
    status: 'Active',
    isActive: true,
    startDate: '2026-03-01T12:00:00Z',
    endDate: '2026-04-01T12:00:00Z',
    subscriptionPlanId: 10,
    autoRenew: false,
    cancelledAt: null,
    ...overrides,
  };
}

function status(active: Subscription | null): CheckStatusResponse {
  return { activeSubscription: active, flagCorrected: false };
}

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 5,
    status: 'succeeded',
    amount: 50,
    planName: 'Базовый',
    provider: 'demo',
    subscriptionActive: true,
    createdAt: '2026-03-10T11:59:00Z',
    ...overrides,
  };
}

describe('currentSubscriptionView', () => {
  it('shows the active subscription with days left rounded up', () => {
    const active = subscription({ endDate: '2026-03-11T13:00:00Z' });
    expect(currentSubscriptionView(status(active), [], now)).toMatchObject({ state: 'active', daysLeft: 2 });
  });

  it('calls an active subscription whose renewal was cancelled "cancelled" and keeps its days', () => {
    const active = subscription({ cancelledAt: '2026-03-09T10:00:00Z' });
    expect(currentSubscriptionView(status(active), [], now)).toMatchObject({ state: 'cancelled', daysLeft: 22 });
  });

  it('falls back to the latest expired subscription of the history', () => {
    const older = subscription({ id: 1, endDate: '2025-12-01T00:00:00Z', isActive: false });
    const newer = subscription({ id: 2, endDate: '2026-02-01T00:00:00Z', isActive: false, planName: 'Премиум' });
    const view = currentSubscriptionView(status(null), [older, newer], now);
    expect(view).toMatchObject({ state: 'expired', daysLeft: null, subscription: { id: 2 } });
  });

  it('skips subscriptions replaced by a plan change', () => {
    const replaced = subscription({ id: 3, status: 'Replaced', endDate: '2026-05-01T00:00:00Z' });
    expect(currentSubscriptionView(status(null), [replaced], now)).toBeNull();
  });

  it('is null without any subscription', () => {
    expect(currentSubscriptionView(status(null), [], now)).toBeNull();
    expect(currentSubscriptionView(undefined, undefined, now)).toBeNull();
  });

  it('reports a not-yet-ended subscription the server does not count as active as inactive', () => {
    const flagged = subscription({ isActive: false });
    expect(currentSubscriptionView(status(null), [flagged], now)).toMatchObject({ state: 'inactive' });
  });
});

describe('planButtonState: the button of each plan', () => {
  const active = currentSubscriptionView(status(subscription()), [], now);
  const expired = currentSubscriptionView(
    status(null),
    [subscription({ endDate: '2026-03-01T00:00:00Z', isActive: false })],
    now,
  );

  it("offers other plans with 'Choose plan'", () => {
    expect(planButtonState(11, active)).toBe('choose');
    expect(planButtonState(11, null)).toBe('choose');
  });

  it("shows the user's own active plan as 'Current plan'", () => {
    expect(planButtonState(10, active)).toBe('current');
  });

  it("offers the user's own lapsed plan with 'Resume subscription'", () => {
    expect(planButtonState(10, expired)).toBe('resume');
  });
});

describe('paymentOutcome', () => {
  it('is a success when the payment succeeded and the subscription is active', () => {
    expect(paymentOutcome({ payment: payment(), paymentFailed: false, status: status(subscription()) })).toBe(
      'success',
    );
  });

  it('waits while the payment is pending, even when an older subscription is active', () => {
    const pending = payment({ status: 'pending', subscriptionActive: false });
    expect(paymentOutcome({ payment: pending, paymentFailed: false, status: status(subscription()) })).toBe('pending');
  });

  it('reports a cancelled payment', () => {
    const canceled = payment({ status: 'canceled', subscriptionActive: false });
    expect(paymentOutcome({ payment: canceled, paymentFailed: false, status: status(null) })).toBe('canceled');
  });

  it('without a payment, follows the status check', () => {
    expect(paymentOutcome({ payment: null, paymentFailed: false, status: status(subscription()) })).toBe('success');
    expect(paymentOutcome({ payment: null, paymentFailed: false, status: status(null) })).toBe('pending');
  });

  it('is an error when the payment could not be read and nothing is active', () => {
    expect(paymentOutcome({ payment: null, paymentFailed: true, status: status(null) })).toBe('error');
  });
});
