import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPages } from '../../lib/transfer-rows.ts';
import {
  createFavoritesTransferRepository,
  type FavoriteTransferRow,
  type StoredFavorite,
} from './users-transfer-repository.ts';

export type { FavoriteTransferRow, StoredFavorite };

/** The favourites in the users' export and import (ADR 0031): matched by user and book. */
export function createFavoritesTransfer(database: Database) {
  const repository = createFavoritesTransferRepository(database.db);
  return {
    count: (tx?: DbOrTx) => repository.count(tx),

    pages: (tx?: DbOrTx): AsyncGenerator<FavoriteTransferRow[]> =>
      keysetPages<FavoriteTransferRow, number>(
        (after, size) => repository.page(after ?? 0, size, tx),
        (row) => row.id,
      ),

    /** A batch with distinct (user, book): added, its date rewritten when it differs, else not touched. */
    async importFavorites(rows: readonly StoredFavorite[], tx: DbOrTx) {
      const written = await repository.upsert(rows, tx);
      const created = written.filter((row) => row.inserted).length;
      return { created, updated: written.length - created, unchanged: rows.length - written.length };
    },
  };
}

export type FavoritesTransfer = ReturnType<typeof createFavoritesTransfer>;
