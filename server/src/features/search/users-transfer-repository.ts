import { asc, count, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { isoMicros } from '../../lib/transfer-rows.ts';
import { searchHistory } from './schema.ts';

/**
 * A search as the users' export reads it. `occurrence` numbers identical searches (same user, type, query
 * and instant) in id order: the first is 1. It makes each record's key unique, so an import can tell "the
 * second identical search" from "the first one again".
 */
export type SearchTransferRow = {
  id: number;
  userId: number;
  searchType: string;
  query: string;
  searchDate: string;
  occurrence: number;
};
export type StoredSearch = Omit<SearchTransferRow, 'id'>;

const column = <T>(rows: readonly T[], pick: (row: T) => unknown, type: string) =>
  sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;

/** The search history's part of the users' export and import (ADR 0031). */
export function createSearchTransferRepository(db: DbOrTx) {
  return {
    countSearches: async (tx: DbOrTx = db): Promise<number> =>
      (await tx.select({ n: count() }).from(searchHistory))[0]?.n ?? 0,

    /**
     * Searches after this id (search_history_pkey); the occurrence counts the identical ones up to each
     * (search_history_user_date_idx: the user's searches of that instant, usually one).
     */
    searchesPage: (afterId: number, limit: number, tx: DbOrTx = db): Promise<SearchTransferRow[]> => {
      const s = alias(searchHistory, 's');
      return tx
        .select({
          id: s.id,
          userId: s.userId,
          searchType: s.searchType,
          query: s.query,
          searchDate: isoMicros(s.searchDate),
          // Spelled out with the alias: Drizzle writes a select list's columns unqualified, which the
          // subquery would take for its own.
          occurrence: sql<number>`(select count(*)::int from ${searchHistory} h
              where h.user_id = s.user_id and h.search_date = s.search_date
                and h.search_type = s.search_type and h.query = s.query and h.id <= s.id)`,
        })
        .from(s)
        .where(gt(s.id, afterId))
        .orderBy(asc(s.id))
        .limit(limit);
    },

    /**
     * Inserts each search of the batch unless the table already holds `occurrence` identical ones (the
     * statement counts them as they were before it, so a batch's own rows do not count). Nothing is ever
     * updated: every field is part of the key. Index: search_history_user_date_idx.
     */
    async insertSearches(rows: readonly StoredSearch[], tx: DbOrTx): Promise<number> {
      if (rows.length === 0) return 0;
      const [result] = await rowsOf<{ created: number }>(
        tx,
        sql`with v as (
              select * from unnest(
                ${column(rows, (r) => r.userId, 'int')}, ${column(rows, (r) => r.searchType, 'text')},
                ${column(rows, (r) => r.query, 'text')}, ${column(rows, (r) => r.searchDate, 'timestamptz')},
                ${column(rows, (r) => r.occurrence, 'int')}
              ) as v(user_id, search_type, query, search_date, occurrence)
            ),
            added as (
              insert into ${searchHistory} (user_id, search_type, query, search_date)
              select v.user_id, v.search_type, v.query, v.search_date
                from v
               where (select count(*) from ${searchHistory} h
                       where h.user_id = v.user_id and h.search_date = v.search_date
                         and h.search_type = v.search_type and h.query = v.query) < v.occurrence
              returning id
            )
            select count(*)::int as created from added`,
      );
      return Number(result?.created ?? 0);
    },
  };
}
