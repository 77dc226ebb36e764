import type { Database, DbOrTx } from '../../db/client.ts';
import { keysetPages } from '../../lib/transfer-rows.ts';
import {
  createSearchTransferRepository,
  type SearchTransferRow,
  type StoredSearch,
} from './users-transfer-repository.ts';

export type { SearchTransferRow, StoredSearch };

/** What the users' export and import need of the search history (ADR 0031), which is owned here. */
export function createSearchUsersTransfer(database: Database) {
  const repository = createSearchTransferRepository(database.db);
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
  };
}

export type SearchUsersTransfer = ReturnType<typeof createSearchUsersTransfer>;
