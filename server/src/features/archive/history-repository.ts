import type { SearchType } from '@raritet/contracts/archive';
import type { Database } from '../../db/client.ts';
import { searchHistory } from '../../db/schema/index.ts';

/** One search as the history keeps it; `searchDate` is when it was made, not when the row was written. */
export type HistoryEntry = { userId: number; searchType: SearchType; query: string; searchDate: Date };

/** Writes of the search history (index search_history_user_date_idx serves the profile's reads). */
export function createHistoryRepository(database: Database) {
  return {
    /** Several searches in one statement, in the order given (ids follow it). */
    async insertMany(entries: readonly HistoryEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await database.db.insert(searchHistory).values([...entries]);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
