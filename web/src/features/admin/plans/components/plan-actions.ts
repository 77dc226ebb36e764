import type { SubscriptionPlan } from '@raritet/contracts/billing';

/** What the list views offer for each plan; the section owns the dialogs. */
export interface PlanListProps {
  plans: readonly SubscriptionPlan[];
  onEdit: (plan: SubscriptionPlan) => void;
  onDelete: (plan: SubscriptionPlan) => void;
}
