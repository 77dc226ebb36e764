import { integer, pgTable, text, timestamp, jsonb, index } from 'drizzle-orm/pg-core';

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
