import type { PlanFormValues, SubscriptionPlan } from '@raritet/contracts/billing';

/** The inputs a plan opens with: empty for a new plan, the plan's values (as text) for an edit. */
export function planFormDefaults(plan: SubscriptionPlan | null): PlanFormValues {
  if (plan === null) {
    return { name: '', price: '', yearlyPrice: '', monthlyRequestLimit: '', description: '', isActive: true };
  }
  return {
    name: plan.name,
    price: String(plan.price),
    yearlyPrice: String(plan.yearlyPrice),
    monthlyRequestLimit: String(plan.monthlyRequestLimit),
    description: plan.description,
    isActive: plan.isActive,
  };
}
