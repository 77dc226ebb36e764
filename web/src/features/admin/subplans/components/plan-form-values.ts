import { validatePlanInput, type SubscriptionPlan, type ValidPlan } from '@raritet/contracts/billing';
import type { MessageCode } from '@raritet/contracts/messages';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What the inputs hold: numbers stay text until `validatePlanInput` reads them, as the server does. */
export interface PlanFormValues {
  name: string;
  price: string;
  yearlyPrice: string;
  monthlyRequestLimit: string;
  description: string;
  isActive: boolean;
}

export type PlanFormField = keyof PlanFormValues;

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

export function checkPlanForm(values: PlanFormValues): ReturnType<typeof validatePlanInput> {
  return validatePlanInput({ ...values, monthlyPrice: values.price });
}

/**
 * Which input a plan message belongs under. `plan_price_invalid` covers both prices: it is the monthly
 * price's when that one alone already fails, otherwise the yearly price's.
 */
export function fieldForCode(code: string, values: PlanFormValues): PlanFormField | null {
  switch (code) {
    case 'plan_name_required':
    case 'plan_name_too_long':
      return 'name';
    case 'plan_limit_invalid':
      return 'monthlyRequestLimit';
    case 'plan_price_invalid': {
      const monthlyOnly = checkPlanForm({ ...values, yearlyPrice: '' });
      return 'error' in monthlyOnly && monthlyOnly.error === 'plan_price_invalid' ? 'price' : 'yearlyPrice';
    }
    default:
      return null;
  }
}

/**
 * The contract's check as the form's resolver: the first broken rule is shown under its field as a
 * message code (translated when shown, so it follows the UI language); a valid form submits the
 * cleaned plan (trimmed texts, yearly price defaulting to the monthly one).
 */
export const planFormResolver: Resolver<PlanFormValues, unknown, ValidPlan> = (values) => {
  const result = checkPlanForm(values);
  if ('plan' in result) return { values: result.plan, errors: {} };
  const code: MessageCode = result.error;
  const field = fieldForCode(code, values) ?? 'name';
  const errors: FieldErrors<PlanFormValues> = { [field]: { type: 'validate', message: code } };
  return { values: {}, errors };
};
