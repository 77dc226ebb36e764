import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPages } from '../../lib/transfer-rows.ts';
import {
  createArchiveTransferRepository,
  type SearchTransferRow,
  type StoredSearch,
} from './users-transfer-repository.ts';

export type { SearchTransferRow, StoredSearch };

/**
 * What the users' export and import need from the archive (ADR 0031): the search history (owned here), and
 * the lots and categories the users' records name, translated between this server's ids and the natural
 * keys the package carries (source lot id, category name).
 */
export function createArchiveUsersTransfer(database: Database) {
  const repository = createArchiveTransferRepository(database.db);
  return {
    countSearches: (tx?: DbOrTx) => repository.countSearches(tx),

    searchPages: (tx?: DbOrTx): AsyncGenerator<SearchTransferRow[]> =>
      keysetPages<SearchTransferRow, number>(
        (after, size) => repository.searchesPage(after ?? 0, size, tx),
        (row) => row.id,
      ),

    /** A batch of searches with distinct (user, type, query, instant, occurrence); answers how many were added. */
    async importSearches(rows: readonly StoredSearch[], tx: DbOrTx) {
      const created = await repository.insertSearches(rows, tx);
      return { created, updated: 0, unchanged: rows.length - created };
    },

    async sourceLotIdsByBookIds(bookIds: readonly number[], tx?: DbOrTx): Promise<Map<number, number>> {
      const rows = bookIds.length === 0 ? [] : await repository.sourceLotIdsOf([...new Set(bookIds)], tx);
      return new Map(rows.map((row) => [row.id, row.sourceLotId]));
    },

    async bookIdsBySourceLotIds(sourceLotIds: readonly number[], tx: DbOrTx): Promise<Map<number, number>> {
      const rows = sourceLotIds.length === 0 ? [] : await repository.bookIdsOf([...new Set(sourceLotIds)], tx);
      return new Map(rows.map((row) => [row.sourceLotId, row.id]));
    },

    /** Every category's name by id (few: read once per export). */
    async categoryNamesById(tx?: DbOrTx): Promise<Map<number, string>> {
      return new Map((await repository.categories(tx)).map((row) => [row.id, row.name]));
    },

    /** Every category's id by name (names are unique; read once per import). */
    async categoryIdsByName(tx: DbOrTx): Promise<Map<string, number>> {
      return new Map((await repository.categories(tx)).map((row) => [row.name, row.id]));
    },
  };
}

export type ArchiveUsersTransfer = ReturnType<typeof createArchiveUsersTransfer>;
