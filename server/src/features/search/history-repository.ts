import { count, eq, sql } from 'drizzle-orm';
import type { SearchType } from '@raritet/contracts/archive';
import type { DbOrTx } from '../../db/client.ts';
import { searchHistory, type SearchHistoryRow } from './schema.ts';

/** One search as the history keeps it; `searchDate` is when it was made, not when the row was written. */
export type HistoryEntry = {
  userId: number;
  searchType: SearchType;
  query: string;
  searchDate: Date;
  /** What a rerun needs besides the query: left out, the defaults. */
  exactPhrase?: boolean;
  sort?: string | null;
  categoryIds?: number[] | null;
};

/** search_history, written by the searches and read by the profile (index search_history_user_date_idx). */
export function createHistoryRepository(db: DbOrTx) {
  return {
    /** Several searches in one statement, in the order given (ids follow it). */
    async insertMany(entries: readonly HistoryEntry[], tx: DbOrTx = db): Promise<void> {
      if (entries.length === 0) return;
      await tx.insert(searchHistory).values([...entries]);
    },

    /** Newest first (the id breaks ties within one instant); NULLS LAST as the index was made. */
    page(userId: number, limit: number, offset: number, tx: DbOrTx = db): Promise<SearchHistoryRow[]> {
      return tx
        .select()
        .from(searchHistory)
        .where(eq(searchHistory.userId, userId))
        .orderBy(sql`${searchHistory.searchDate} desc nulls last`, sql`${searchHistory.id} desc nulls last`)
        .limit(limit)
        .offset(offset);
    },

    async total(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(searchHistory).where(eq(searchHistory.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
