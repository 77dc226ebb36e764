import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Every search a user made (type, query, date); the profile shows it, the search writes it. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchType: text('search_type').notNull(),
    query: text('query').notNull(),
    searchDate: createdAt('search_date'),
    /** How a title or description search read its words (issue 27): a rerun from the history keeps them. */
    exactPhrase: boolean('exact_phrase').notNull().default(false),
    /** The order asked for; null = the default (rows written before issue 27 too). */
    sort: text('sort'),
    /** The categories a title or description search was narrowed to; null = all. */
    categoryIds: integer('category_ids').array(),
  },
  (table) => [index('search_history_user_date_idx').on(table.userId, table.searchDate.desc())],
);

/**
 * Each user's last counted search (issue 27, ADR 0046): the same search asked for again within a short
 * window (the drawn page, then the app; a reload) is answered without counting it or writing history
 * again. One row a user, so the table stays as small as the users table.
 */
export const searchRepeats = pgTable('search_repeats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The search's canonical form (type, words, options, page, order), hashed. */
  searchKey: text('search_key').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
});

export type SearchHistoryRow = typeof searchHistory.$inferSelect;
