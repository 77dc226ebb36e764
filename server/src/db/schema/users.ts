import { boolean, pgTable, serial, text, timestamp, uniqueIndex, pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['Admin', 'User']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored normalised (trimmed, lower case); the unique index makes a duplicate a 409. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('User'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The stored "has a subscription" flag (billing). The API never reads it: hasSubscription is computed
     * from the subscriptions; check-status and a scheduled job keep this copy in step.
     */
    hasSubscription: boolean('has_subscription').notNull().default(false),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);
