import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { favorites } from './schema.ts';

export type FavoriteRow = typeof favorites.$inferSelect;

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

    /** Removes the favourite if it is there; whether there was one. */
    async remove(userId: number, bookId: number, tx: DbOrTx = db): Promise<boolean> {
      const deleted = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.bookId, bookId)))
        .returning({ id: favorites.id });
      return deleted.length > 0;
    },

    /** Which of these books the user keeps (favorites_user_book_unique). */
    async keptAmong(userId: number, bookIds: number[], tx: DbOrTx = db): Promise<number[]> {
      if (bookIds.length === 0) return [];
      const rows = await tx
        .select({ bookId: favorites.bookId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.bookId, bookIds)))
        .orderBy(favorites.bookId);
      return rows.map((row) => row.bookId);
    },

    /**
     * A page of the user's favourites, newest added first. Index: favorites_user_added_idx, whose DESC
     * columns sort NULLS LAST: the ORDER BY says so too, or the planner could not walk the index.
     */
    page(userId: number, limit: number, offset: number, tx: DbOrTx = db): Promise<FavoriteRow[]> {
      return tx
        .select()
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(sql`${favorites.addedDate} desc nulls last`, sql`${favorites.id} desc nulls last`)
        .limit(limit)
        .offset(offset);
    },

    /** How many favourites (of any user) point at these books (favorites_book_id_idx). */
    async countForBooks(bookIds: readonly number[], tx: DbOrTx = db): Promise<number> {
      if (bookIds.length === 0) return 0;
      const [row] = await tx
        .select({ n: count() })
        .from(favorites)
        .where(sql`${favorites.bookId} = any(${sql.param([...bookIds])}::int[])`);
      return row?.n ?? 0;
    },

    /** Removes every favourite (of any user) of these books; how many went (favorites_book_id_idx). */
    async removeForBooks(bookIds: readonly number[], tx: DbOrTx = db): Promise<number> {
      if (bookIds.length === 0) return 0;
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`with gone as (delete from ${favorites} where ${favorites.bookId} = any(${sql.param([...bookIds])}::int[]) returning 1)
            select count(*)::int as n from gone`,
      );
      return Number(row?.n ?? 0);
    },

    async total(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
