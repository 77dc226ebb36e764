import type { Database, DbOrTx } from '../../db/client.ts';
import { createBooksRepository } from './books-repository.ts';
import {
  createCategoryAdminRepository,
  type CategoryRef,
  type CategorySelection,
  type CategoryStatsRow,
} from './category-admin-repository.ts';

export type { CategoryRef, CategorySelection, CategoryStatsRow };

/** The counted list is recounted after this long, or at once when the category fingerprint moves. */
const STATS_TTL_MS = 60_000;

/**
 * The archive's categories as the admin cleanup works on them. The cleanup composes
 * these with the member area's favourites in one transaction of its own, so every write takes `tx`;
 * after it commits, `changed()` drops what the archive keeps in memory about categories.
 */
export function createCategoryAdmin(database: Database, { onChange }: { onChange: () => void }) {
  const repository = createCategoryAdminRepository(database.db);
  const books = createBooksRepository(database);
  let cache: { fingerprint: string; at: number; rows: CategoryStatsRow[] } | undefined;

  return {
    /**
     * Every category with its counts. Counting folds every title (about a second at 230k lots, on the
     * server's own thread with PGlite), so the list is kept like the public category list: recounted
     * when lots arrive or categories change (the same fingerprint), after `changed()`, or after a minute.
     */
    async stats(): Promise<readonly CategoryStatsRow[]> {
      const fingerprint = await books.categoriesFingerprint();
      if (!cache || cache.fingerprint !== fingerprint || Date.now() - cache.at > STATS_TTL_MS) {
        cache = { fingerprint, at: Date.now(), rows: await repository.stats() };
      }
      return cache.rows;
    },
    /** The selected categories that exist; `lock` holds them (FOR UPDATE) until the transaction ends. */
    find: (selection: CategorySelection, options: { lock?: boolean } = {}, tx?: DbOrTx): Promise<CategoryRef[]> =>
      repository.find(selection, options, tx),
    /** Their lots' ids; `lock` holds the lots until the transaction ends (no favourite is added meanwhile). */
    lotIds: (categoryIds: readonly number[], options: { lock?: boolean } = {}, tx?: DbOrTx): Promise<number[]> =>
      repository.lotIds(categoryIds, options, tx),
    /** Deletes the categories with their lots (favourites of the lots must be gone first, or go by cascade). */
    deleteWithLots: (categoryIds: readonly number[], tx?: DbOrTx) => repository.deleteWithLots(categoryIds, tx),
    /** Moves the sources' lots to the target; how many moved. */
    moveLots: (sourceIds: readonly number[], targetId: number, tx?: DbOrTx): Promise<number> =>
      repository.moveLots(sourceIds, targetId, tx),
    /** Call after a committed change: the category list's cached counts are recounted on the next read. */
    changed(): void {
      cache = undefined;
      onChange();
    },
  };
}

export type CategoryAdmin = ReturnType<typeof createCategoryAdmin>;
