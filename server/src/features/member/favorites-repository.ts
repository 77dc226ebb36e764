import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { books, categories, favorites } from '../../db/schema/index.ts';

/** One favourite with the lot fields the list shows (prices and cover before the hiding rules). */
export type FavoriteRow = {
  bookId: number;
  title: string;
  author: string | null;
  categoryName: string;
  addedDate: Date;
  finalPrice: number;
  imageNames: string[];
};

const bookExistsSql = (bookId: number) =>
  sql<boolean>`exists (select 1 from ${books} where ${books.id} = ${bookId})`.mapWith(Boolean);

async function bookExists(tx: DbOrTx, bookId: number): Promise<boolean> {
  const [row] = await tx.select({ exists: bookExistsSql(bookId) }).from(sql`(select 1) as one`);
  return row?.exists === true;
}

/**
 * Favourites are single statements on purpose: the unique index favorites_user_book_unique makes a
 * racing second add a no-op (ON CONFLICT DO NOTHING waits for the first and then does nothing), and a
 * delete of a row another request already deleted removes nothing. No transaction or lock is needed
 * for "one row or none".
 */
export function createFavoritesRepository(db: DbOrTx) {
  return {
    /**
     * Adds the favourite unless it is there. An unknown book fails the foreign key
     * favorites_book_id_books_id_fk, which the service answers as 404: the constraint is the existence
     * check, so the common case is one statement.
     */
    async add(userId: number, bookId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(favorites)
        .values({ userId, bookId })
        .onConflictDoNothing({ target: [favorites.userId, favorites.bookId] });
    },

    /** Removes the favourite if it is there; false when the book does not exist. */
    async remove(userId: number, bookId: number, tx: DbOrTx = db): Promise<boolean> {
      const deleted = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.bookId, bookId)))
        .returning({ id: favorites.id });
      return deleted.length > 0 || bookExists(tx, bookId);
    },

    /** Whether the book exists and whether the user keeps it, in one round trip (favorites_user_book_unique). */
    async status(userId: number, bookId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          bookExists: bookExistsSql(bookId),
          isFavorite: sql<boolean>`exists (select 1 from ${favorites}
            where ${favorites.userId} = ${userId} and ${favorites.bookId} = ${bookId})`.mapWith(Boolean),
        })
        .from(sql`(select 1) as one`);
      return { bookExists: row?.bookExists === true, isFavorite: row?.isFavorite === true };
    },

    /** Which of these books the user keeps (favorites_user_book_unique). */
    async keptAmong(userId: number, bookIds: number[], tx: DbOrTx = db): Promise<number[]> {
      const rows = await tx
        .select({ bookId: favorites.bookId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.bookId, bookIds)))
        .orderBy(favorites.bookId);
      return rows.map((row) => row.bookId);
    },

    /** A page of the user's favourites, newest added first. Index: favorites_user_added_idx. */
    page(userId: number, limit: number, offset: number, tx: DbOrTx = db): Promise<FavoriteRow[]> {
      return tx
        .select({
          bookId: favorites.bookId,
          title: books.title,
          author: books.author,
          categoryName: categories.name,
          addedDate: favorites.addedDate,
          finalPrice: books.finalPrice,
          imageNames: books.imageNames,
        })
        .from(favorites)
        .innerJoin(books, eq(books.id, favorites.bookId))
        .innerJoin(categories, eq(categories.id, books.categoryId))
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.addedDate), desc(favorites.id))
        .limit(limit)
        .offset(offset);
    },

    async total(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
