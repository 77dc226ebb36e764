import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Small service-wide values: the hashed one-time setup token, later the admin settings. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who changed which admin settings when, and who checked which group's connection with what result:
 * the dotted paths of the fields, never their values. The e-mail is kept as it was at the time (the
 * audit outlives an account's deletion or renaming).
 */
export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: serial('id').primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    userEmail: text('user_email').notNull(),
    fields: text('fields').array().notNull(),
    /** 'save' or 'check' (docs/adr/0041). */
    kind: text('kind', { enum: ['save', 'check'] })
      .notNull()
      .default('save'),
    /** A check's group (smtp, yandexCloud, …) and how it went (CHECK_RESULTS); null for a save. */
    checkGroup: text('check_group'),
    result: text('result'),
  },
  (table) => [index('settings_audit_changed_at_idx').on(table.changedAt)],
);
