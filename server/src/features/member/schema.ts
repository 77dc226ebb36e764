import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { books } from '../books/schema.ts';
import { users } from '../auth/schema.ts';

/**
 * A book a user keeps. One row per (user, book): adding twice leaves one row, which the unique index
 * guarantees even when requests race. The list reads newest added first.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    addedDate: timestamp('added_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorites_user_book_unique').on(table.userId, table.bookId),
    index('favorites_user_added_idx').on(table.userId, table.addedDate.desc(), table.id.desc()),
    // Deleting lots (the category cleanup, and the foreign key's cascade) finds their favourites by book.
    index('favorites_book_id_idx').on(table.bookId),
  ],
);
