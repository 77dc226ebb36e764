import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small service-wide values: the hashed one-time setup token, later the admin settings. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
