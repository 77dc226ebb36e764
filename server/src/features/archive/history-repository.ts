import { sql } from 'drizzle-orm';
import type { SearchType } from '@raritet/contracts/archive';
import type { Database } from '../../db/client.ts';
import { searchHistory } from '../../db/schema/index.ts';

/** Writes of the search history (index search_history_user_date_idx serves the profile's reads). */
export function createHistoryRepository(database: Database) {
  return {
    /**
     * One row per search. On PostgreSQL the commit does not wait for the write-ahead log to reach the
     * disk (`synchronous_commit = off` for this transaction only): that wait, 1–3 ms, was longer than
     * most searches. A crash can lose the last fraction of a second of history, never make it
     * inconsistent; payments and accounts keep their synchronous commits.
     */
    async record(userId: number, searchType: SearchType, query: string): Promise<void> {
      if (database.driver !== 'pg') {
        await database.db.insert(searchHistory).values({ userId, searchType, query });
        return;
      }
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        await tx.insert(searchHistory).values({ userId, searchType, query });
      });
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
