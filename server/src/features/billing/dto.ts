import {
  isSubscriptionActive,
  type Payment,
  type Subscription,
  type SubscriptionPlan,
} from '@raritet/contracts/billing';
import { NO_SUBSCRIPTION, type SubscriptionSummary } from '../auth/service.ts';
import type { PaymentRow } from './payments-repository.ts';
import type { PlanRow } from './plans-repository.ts';
import type { SubscriptionWithPlan } from './subscriptions-repository.ts';

export const toPlanDto = (row: PlanRow): SubscriptionPlan => ({
  id: row.id,
  name: row.name,
  price: row.price,
  monthlyPrice: row.monthlyPrice,
  yearlyPrice: row.yearlyPrice,
  monthlyRequestLimit: row.monthlyRequestLimit,
  description: row.description,
  isActive: row.isActive,
});

const activeNow = (row: SubscriptionWithPlan['subscription'], now: Date) =>
  isSubscriptionActive({ status: row.status, startDate: row.startDate, endDate: row.endDate }, { now });

export function toSubscriptionDto({ subscription: s, plan }: SubscriptionWithPlan, now = new Date()): Subscription {
  return {
    id: s.id,
    planName: plan.name,
    status: s.status,
    isActive: activeNow(s, now),
    startDate: s.startDate.toISOString(),
    endDate: s.endDate.toISOString(),
    subscriptionPlanId: s.planId,
    autoRenew: s.autoRenew,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * The user's current subscription as the User DTO carries it: the running period, else the one that
 * ended last (so the subscription page can show 'expired' and offer to resume that plan).
 * `hasSubscription` is computed by the active-subscription rule, never read from the stored flag.
 */
export function toSummary(current: SubscriptionWithPlan | undefined, now = new Date()): SubscriptionSummary {
  if (!current) return NO_SUBSCRIPTION;
  const { subscription: s, plan } = current;
  const endDate = s.endDate.toISOString();
  return {
    hasSubscription: activeNow(s, now),
    subscriptionType: plan.name,
    subscriptionExpiryDate: endDate,
    subscription: { endDate },
    currentSubscription: {
      subscriptionPlanId: s.planId,
      autoRenew: s.autoRenew,
      startDate: s.startDate.toISOString(),
      endDate,
      subscriptionPlan: { name: plan.name, price: plan.price, monthlyRequestLimit: plan.monthlyRequestLimit },
    },
  };
}

export const toPaymentDto = (row: PaymentRow & { planName: string }, subscriptionActive: boolean): Payment => ({
  id: row.id,
  status: row.status,
  amount: row.amount,
  planName: row.planName,
  provider: row.provider,
  subscriptionActive,
  createdAt: row.createdAt.toISOString(),
});
