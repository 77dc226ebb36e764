import { integer, pgTable, text, timestamp, jsonb, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per issued captcha; deleted when used, so a code works once. */
export const captchas = pgTable(
  'captchas',
  {
    token: text('token').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captchas_expires_at_idx').on(table.expiresAt)],
);

/**
 * One row per login: a token names its session (`sid`), and a token whose session row is gone no longer
 * works, so logging out, logging out everywhere, a password change and a demotion end sessions on the
 * server before their tokens expire. Expired rows are swept by the auth.sweep job.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Ending every session of a user.
    index('sessions_user_idx').on(table.userId),
    // The sweep of expired sessions.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Fixed-window request counters, kept in the database so that several server processes
 * share one limit (ARCHITECTURE.md: nothing may assume it is the only process).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Small service-wide values: the hashed one-time setup token, later the admin settings. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
