import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchHistory, users } from '../../db/schema/index.ts';

export type SearchHistoryRow = { id: number; searchType: string; query: string; searchDate: Date };

/**
 * What the profile reads besides the User DTO: the search history, which the archive writes
 * (archive/history-repository.ts), and whether an account exists.
 */
export function createProfileRepository(db: DbOrTx) {
  return {
    /** Newest first. Index: search_history_user_date_idx (the id breaks ties within one instant). */
    historyPage(userId: number, limit: number, offset: number, tx: DbOrTx = db): Promise<SearchHistoryRow[]> {
      return tx
        .select({
          id: searchHistory.id,
          searchType: searchHistory.searchType,
          query: searchHistory.query,
          searchDate: searchHistory.searchDate,
        })
        .from(searchHistory)
        .where(eq(searchHistory.userId, userId))
        .orderBy(desc(searchHistory.searchDate), desc(searchHistory.id))
        .limit(limit)
        .offset(offset);
    },

    async historyTotal(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(searchHistory).where(eq(searchHistory.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether an account with this id exists (the admin views answer 404 for one that does not). */
    async userExists(userId: number, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({
          exists: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId})`.mapWith(Boolean),
        })
        .from(sql`(select 1) as one`);
      return row?.exists === true;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
