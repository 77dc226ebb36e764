import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Messages sent from the home page's feedback dialog; operators read them in the admin panel. */
export const feedbackMessages = pgTable('feedback_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  email: text('email'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  page: text('page'),
  createdAt: createdAt('created_at'),
});
