import { pgTable, serial, text, timestamp, uniqueIndex, pgEnum } from 'drizzle-orm/pg-core';

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
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);
