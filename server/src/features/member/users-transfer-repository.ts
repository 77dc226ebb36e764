import { asc, count, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoMicros, wasInserted } from '../../lib/transfer-rows.ts';
import { favorites } from './schema.ts';

/** A favourite as the users' export reads it (the transfer turns the ids into e-mail and source lot id). */
export type FavoriteTransferRow = { id: number; userId: number; bookId: number; addedDate: string };
export type StoredFavorite = Omit<FavoriteTransferRow, 'id'>;

/** The favourites' rows of the users' export and import (ADR 0031). */
export function createFavoritesTransferRepository(db: DbOrTx) {
  return {
    count: async (tx: DbOrTx = db): Promise<number> => (await tx.select({ n: count() }).from(favorites))[0]?.n ?? 0,

    /** Favourites after this id (favorites_pkey). */
    page: (afterId: number, limit: number, tx: DbOrTx = db): Promise<FavoriteTransferRow[]> =>
      tx
        .select({
          id: favorites.id,
          userId: favorites.userId,
          bookId: favorites.bookId,
          addedDate: isoMicros(favorites.addedDate),
        })
        .from(favorites)
        .where(gt(favorites.id, afterId))
        .orderBy(asc(favorites.id))
        .limit(limit),

    /** A batch by (user, book) (favorites_user_book_unique); the date rewritten only when it differs. */
    upsert: (rows: readonly StoredFavorite[], tx: DbOrTx): Promise<{ inserted: boolean }[]> =>
      rows.length === 0
        ? Promise.resolve([])
        : tx
            .insert(favorites)
            .values(rows.map((row) => ({ ...row, addedDate: sql`${row.addedDate}::timestamptz` })))
            .onConflictDoUpdate({
              target: [favorites.userId, favorites.bookId],
              set: { addedDate: sql`excluded.added_date` },
              setWhere: sql`${favorites.addedDate} is distinct from excluded.added_date`,
            })
            .returning({ inserted: wasInserted }),
  };
}
