import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Plans the service sells. Prices are whole roubles; `price` is the monthly price. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    yearlyPrice: integer('yearly_price').notNull(),
    monthlyRequestLimit: integer('monthly_request_limit').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public list: active plans by price.
    index('subscription_plans_active_price_idx').on(table.isActive, table.price),
    check('subscription_plans_price_check', sql`${table.price} >= 0 and ${table.yearlyPrice} >= 0`),
    check('subscription_plans_limit_check', sql`${table.monthlyRequestLimit} > 0`),
  ],
);

export type SubscriptionStatusValue = 'Active' | 'Cancelled' | 'Replaced' | 'Expired';

/**
 * One paid (or assigned) period. A user has at most one running row: activating a new one closes the
 * running one as 'Replaced'. Whether a row is active is computed from status and dates, never stored.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    status: text('status').$type<SubscriptionStatusValue>().notNull().default('Active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    source: text('source').$type<'payment' | 'admin'>().notNull(),
    paymentId: integer('payment_id'),
    createdAt: createdAt(),
  },
  (table) => [
    // A user's subscriptions newest first, and the running one (status + end date).
    index('subscriptions_user_end_idx').on(table.userId, table.endDate),
    // Deleting a plan asks whether anything refers to it.
    index('subscriptions_plan_idx').on(table.planId),
    // The flag-tidying job looks for active rows by their end.
    index('subscriptions_active_end_idx')
      .on(table.endDate)
      .where(sql`${table.status} = 'Active'`),
    check('subscriptions_status_check', sql`${table.status} in ('Active', 'Cancelled', 'Replaced', 'Expired')`),
    check('subscriptions_source_check', sql`${table.source} in ('payment', 'admin')`),
    check('subscriptions_period_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export type PaymentStatusValue = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
export type PaymentProvider = 'yookassa' | 'demo';

/** Our record of every payment attempt; `subscriptionId` is set once, by the activation it caused. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('RUB'),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    idempotenceKey: text('idempotence_key').notNull(),
    status: text('status').$type<PaymentStatusValue>().notNull().default('pending'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_id_unique').on(table.providerPaymentId),
    uniqueIndex('payments_idempotence_key_unique').on(table.idempotenceKey),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_plan_idx').on(table.planId),
    check('payments_status_check', sql`${table.status} in ('pending', 'waiting_for_capture', 'succeeded', 'canceled')`),
    check('payments_provider_check', sql`${table.provider} in ('yookassa', 'demo')`),
    check('payments_amount_check', sql`${table.amount} >= 0`),
  ],
);

/** Search requests per user and calendar month (Moscow time), counted against the plan's limit. */
export const searchRequestUsage = pgTable(
  'search_request_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
