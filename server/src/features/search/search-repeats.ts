import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SearchInput } from './searches.ts';

/**
 * How long the same search by the same user counts once (ADR 0046): a page drawn by the server and the
 * app that takes it over, a reload, a second tab opened on the same address. A minute covers a slow
 * page's takeover; a search asked for again later is a new request of the plan.
 */
export const REPEAT_WINDOW_SECONDS = 60;

/**
 * A search's canonical form, hashed: everything that changes its answer (type, words, options, page,
 * page size, order). Two requests with the same key show the same page.
 */
export function searchKey(input: SearchInput): string {
  const { page, pageSize, sort } = input;
  const what = (() => {
    switch (input.type) {
      case 'title':
      case 'description':
        return [input.query, input.exactPhrase, [...new Set(input.categoryIds ?? [])].sort((a, b) => a - b)];
      case 'category':
        return [input.categoryId];
      case 'seller':
        return [input.sellerName];
      case 'priceRange':
        return [input.minPrice, input.maxPrice];
    }
  })();
  const canonical = JSON.stringify([input.type, what, page, pageSize, sort ?? null]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** search_repeats: each user's last counted search and when (primary key user_id). */
export function createSearchRepeats(database: Database) {
  return {
    /**
     * True when this search is to be counted (and written to the history): it is not the user's last
     * counted search, or that was longer than REPEAT_WINDOW_SECONDS ago. One statement; the row lock of
     * ON CONFLICT makes two identical requests at once count once.
     */
    async claim(userId: number, key: string): Promise<boolean> {
      const rows = await database.rows<{ fresh: number }>(
        sql`insert into search_repeats as r (user_id, search_key, counted_at) values (${userId}, ${key}, now())
            on conflict (user_id) do update set search_key = excluded.search_key, counted_at = excluded.counted_at
             where not (r.search_key = excluded.search_key
                        and r.counted_at > excluded.counted_at - make_interval(secs => ${REPEAT_WINDOW_SECONDS}))
            returning 1 as fresh`,
      );
      return rows.length > 0;
    },

    /** Forgets a claim whose search was refused (429): asking again is checked and counted afresh. */
    async release(userId: number, key: string): Promise<void> {
      await database.rows(sql`delete from search_repeats where user_id = ${userId} and search_key = ${key}`);
    },
  };
}

export type SearchRepeats = ReturnType<typeof createSearchRepeats>;
