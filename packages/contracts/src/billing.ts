import { z } from 'zod';
import type { MessageCode } from './messages.ts';

export const PLAN_NAME_MAX_LENGTH = 100;
export const PLAN_DESCRIPTION_MAX_LENGTH = 2000;
export const PLAN_PRICE_MAX = 10_000_000;
export const PLAN_LIMIT_MAX = 10_000_000;
/** Ids are PostgreSQL integers; a larger number can name nothing. */
export const ID_MAX = 2_147_483_647;
/** The plan the subscription page marks as recommended (spec: a plan named 'Премиум'). */
export const RECOMMENDED_PLAN_NAME = 'Премиум';
/** Where a page that sends a visitor to /subscription stores the path to come back to. */
export const RETURN_TARGET_STORAGE_KEY = 'subscriptionReturnTarget';

/** A plan as the API returns it. Prices are whole roubles; `price` is the monthly price. */
export const SubscriptionPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  monthlyPrice: z.number().int(),
  yearlyPrice: z.number().int(),
  monthlyRequestLimit: z.number().int(),
  description: z.string(),
  isActive: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;
export const SubscriptionPlanList = z.array(SubscriptionPlan);

/**
 * The admin plan form's body. Numbers arrive as JSON numbers from the form, but any client may send
 * anything: the fields are read loosely and `validatePlanInput` gives the spec's texts.
 */
export const SubscriptionPlanInput = z.object({
  name: z
    .string()
    .max(PLAN_NAME_MAX_LENGTH * 4)
    .default(''),
  // Optional so that a missing value gets the spec's text from validatePlanInput, not a schema error.
  price: z.unknown().optional(),
  monthlyPrice: z.unknown().optional(),
  yearlyPrice: z.unknown().optional(),
  monthlyRequestLimit: z.unknown().optional(),
  description: z
    .string()
    .max(PLAN_DESCRIPTION_MAX_LENGTH * 2)
    .nullish(),
  isActive: z.boolean().default(true),
});
export type SubscriptionPlanInput = z.input<typeof SubscriptionPlanInput>;

export type ValidPlan = Omit<SubscriptionPlan, 'id'>;

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/**
 * The plan form's rules in the spec's order. Returns the first broken rule, or the
 * cleaned plan: names and descriptions trimmed, the yearly price defaulting to the monthly price.
 */
export function validatePlanInput(
  input: z.output<typeof SubscriptionPlanInput>,
): { error: MessageCode } | { plan: ValidPlan } {
  const name = input.name.trim();
  if (name === '') return { error: 'plan_name_required' };
  if (name.length > PLAN_NAME_MAX_LENGTH) return { error: 'plan_name_too_long' };
  const price = asNumber(input.price);
  if (!Number.isInteger(price) || price < 0 || price > PLAN_PRICE_MAX) return { error: 'plan_price_invalid' };
  const limit = asNumber(input.monthlyRequestLimit);
  if (!Number.isInteger(limit) || limit <= 0 || limit > PLAN_LIMIT_MAX) return { error: 'plan_limit_invalid' };
  const yearlyRaw = input.yearlyPrice;
  const yearly = yearlyRaw === undefined || yearlyRaw === null || yearlyRaw === '' ? price : asNumber(yearlyRaw);
  if (!Number.isInteger(yearly) || yearly < 0 || yearly > PLAN_PRICE_MAX) return { error: 'plan_price_invalid' };
  return {
    plan: {
      name,
      price,
      monthlyPrice: price,
      yearlyPrice: yearly,
      monthlyRequestLimit: limit,
      description: (input.description ?? '').trim(),
      isActive: input.isActive,
    },
  };
}

/** The admin plan form as typed: numbers stay text until `validatePlanInput` reads them, as the server does. */
const PlanFormShape = z.object({
  name: z.string(),
  price: z.string(),
  yearlyPrice: z.string(),
  monthlyRequestLimit: z.string(),
  description: z.string(),
  isActive: z.boolean(),
});
type PlanFormShape = z.infer<typeof PlanFormShape>;

const checkPlanForm = (values: PlanFormShape) => validatePlanInput({ ...values, monthlyPrice: values.price });

/**
 * Which input of the plan form a message belongs under (the server's answers too), or null for one that
 * is about no input. `plan_price_invalid` covers both prices: it is the monthly price's when that one
 * alone already fails, otherwise the yearly price's.
 */
export function planFormField(code: string, values: PlanFormShape): keyof PlanFormShape | null {
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

/** The plan form: its first broken rule under its input, or the cleaned plan the form submits. */
export const PlanFormValues = PlanFormShape.transform((values, ctx): ValidPlan => {
  const result = checkPlanForm(values);
  if ('plan' in result) return result.plan;
  ctx.addIssue({ code: 'custom', message: result.error, path: [planFormField(result.error, values) ?? 'name'] });
  return z.NEVER;
});
export type PlanFormValues = z.input<typeof PlanFormValues>;

export const DeletePlanResponse = z.object({
  /** False when subscriptions refer to the plan: it was deactivated instead, and `message` says so. */
  deleted: z.boolean(),
  deactivated: z.boolean(),
  message: z.string(),
});
export type DeletePlanResponse = z.infer<typeof DeletePlanResponse>;

export const SubscriptionStatus = z.enum(['Active', 'Cancelled', 'Replaced', 'Expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** One subscription period of the user. */
export const Subscription = z.object({
  id: z.number().int(),
  planName: z.string(),
  status: SubscriptionStatus,
  /** Computed by `isSubscriptionActive` at the time of the answer, never stored. */
  isActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  subscriptionPlanId: z.number().int(),
  autoRenew: z.boolean(),
  /** When the user cancelled renewal; the paid period still runs to endDate. */
  cancelledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof Subscription>;
export const SubscriptionList = z.array(Subscription);

export const CreatePaymentRequest = z.object({
  subscriptionPlanId: z.number().int().positive().max(ID_MAX),
  autoRenew: z.boolean().default(false),
});
export type CreatePaymentRequest = z.input<typeof CreatePaymentRequest>;
export const CreatePaymentResponse = z.object({ redirectUrl: z.string(), paymentId: z.number().int() });
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponse>;

export const CheckStatusResponse = z.object({
  activeSubscription: Subscription.nullable(),
  /** True when the stored hasSubscription flag disagreed with the subscription dates and was fixed. */
  flagCorrected: z.boolean(),
});
export type CheckStatusResponse = z.infer<typeof CheckStatusResponse>;

export const CancelSubscriptionResponse = z.object({ subscription: Subscription, message: z.string() });
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

export const PaymentStatus = z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** A payment of the user, re-read from the provider when asked (the payment result page). */
export const Payment = z.object({
  id: z.number().int(),
  status: PaymentStatus,
  amount: z.number().int(),
  planName: z.string(),
  provider: z.enum(['yookassa', 'demo']),
  subscriptionActive: z.boolean(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

export const AssignPlanRequest = z.object({
  /** 0 removes the user's subscription. */
  planId: z.number().int().min(0).max(ID_MAX),
  autoRenew: z.boolean().default(false),
});
export type AssignPlanRequest = z.input<typeof AssignPlanRequest>;

/**
 * The admin's plan assignment dialog: the select holds a plan id, '0' for "no subscription", or ''
 * until something is chosen; a valid form submits the request body.
 */
export const AssignPlanFormValues = z
  .object({ planId: z.string(), autoRenew: z.boolean() })
  .transform((values, ctx): z.output<typeof AssignPlanRequest> => {
    const planId = Number(values.planId);
    if (values.planId === '' || !Number.isInteger(planId) || planId < 0 || planId > ID_MAX) {
      ctx.addIssue({ code: 'custom', message: 'assign_plan_required' satisfies MessageCode, path: ['planId'] });
      return z.NEVER;
    }
    // Renewal means nothing without a plan.
    return { planId, autoRenew: planId !== 0 && values.autoRenew };
  });
export type AssignPlanFormValues = z.input<typeof AssignPlanFormValues>;

/** Why a subscription is not active, or 'active'. */
export type SubscriptionState =
  'active' | 'status_not_active' | 'flagged_inactive' | 'expired' | 'not_started' | 'unknown';

/**
 * The active-subscription rule, the one place that decides "is this subscription active now" on both sides:
 * active if the user's hasSubscription is true; otherwise only when status is 'Active', isActive is not
 * false, and now lies after startDate and before endDate.
 */
export function subscriptionState(
  subscription:
    | {
        status?: string | null;
        isActive?: boolean | null;
        startDate?: string | Date | null;
        endDate?: string | Date | null;
      }
    | null
    | undefined,
  options: { hasSubscription?: boolean | null; now?: Date } = {},
): SubscriptionState {
  if (options.hasSubscription === true) return 'active';
  if (!subscription) return 'unknown';
  if (subscription.status !== 'Active') return 'status_not_active';
  if (subscription.isActive === false) return 'flagged_inactive';
  const now = (options.now ?? new Date()).getTime();
  const start = subscription.startDate ? new Date(subscription.startDate).getTime() : NaN;
  const end = subscription.endDate ? new Date(subscription.endDate).getTime() : NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) return 'unknown';
  if (now < start) return 'not_started';
  if (now >= end) return 'expired';
  return 'active';
}

export const isSubscriptionActive: (...args: Parameters<typeof subscriptionState>) => boolean = (...args) =>
  subscriptionState(...args) === 'active';

/** Whole days left, rounded up and never below 0. */
export function daysRemaining(endDate: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(endDate).getTime() - now.getTime()) / 86_400_000));
}

/**
 * How payments are taken (docs/adr/0041): `PAYMENTS=demo` (the operator's choice; the default of the
 * embedded demo start) sends buyers to the built-in demo checkout, `yookassa` to the shop of the
 * settings. Never a fallback: a YooKassa mode whose shop is not set, half set or whose secret does not
 * decrypt (SETTINGS_KEY changed) refuses payments (503) and says which here.
 */
export const PAYMENT_MODES = ['demo', 'yookassa'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_STATES = ['demo', 'ready', 'not_configured', 'half_set', 'unreadable'] as const;
export const PaymentsStatus = z.object({ mode: z.enum(PAYMENT_MODES), state: z.enum(PAYMENT_STATES) });
export type PaymentsStatus = z.infer<typeof PaymentsStatus>;

// Demo checkout: the built-in payment page, used only when the operator chose PAYMENTS=demo.
export const DemoCheckout = z.object({
  paymentId: z.number().int(),
  planName: z.string(),
  amount: z.number().int(),
  status: PaymentStatus,
  returnUrl: z.string(),
});
export type DemoCheckout = z.infer<typeof DemoCheckout>;
