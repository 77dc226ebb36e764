import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { cardsByIds, cardsOf, NEWEST_FIRST, toDate, type RowReader } from './book-cards.ts';
import type { BookCard, BookRow } from './schema.ts';

/**
 * Every search's SQL, in one place. Each filter is a WHERE clause over `books b`. What makes it fast
 * at 230,000 lots (measured, see docs/adr/0010-archive-search.md):
 *
 * - Never count everything: an exact count(*) of a common word reads tens of thousands of rows
 *   (240 ms on PostgreSQL, 600+ ms on PGlite). The planner's estimate (EXPLAIN, no rows read) decides
 *   first: a large estimate is trusted and shown as "about N". Otherwise the matches are fetched up to
 *   a cap (`limit 1001`, which stops early): under the cap that list is the exact count and, sorted,
 *   gives the page's ids at once.
 * - Many matches: the page walks books_sale_date_id_idx from the newest end and stops after one page.
 *   Text filters walk a bounded window of the newest lots (see `window`), because the planner cannot
 *   estimate a phrase or an AND of words well and would otherwise sort every match.
 * - NEWEST_FIRST spells out NULLS LAST (book-cards.ts): it is the order the indexes were made in.
 */
/** An ORDER BY no index provides: the matches are found through the filter's own index, then sorted. */
const SORTED = sql.raw(`b.sale_date + interval '0' desc nulls last, b.id desc nulls last`);

export type Filter =
  /** Word forms: `title_tsv` (title + author) or `description_tsv` @@ the words, ANDed. */
  | { kind: 'words'; field: 'title' | 'description'; tsquery: string; categoryIds?: number[] | undefined }
  /** The words in this order: phrase tsquery (index) rechecked by a whole-word regex on the text. */
  | {
      kind: 'phrase';
      field: 'title' | 'description';
      phrase: string;
      regex: string;
      categoryIds?: number[] | undefined;
    }
  /** Typo fallback for titles: trigram word similarity of the folded query with the folded title and author. */
  | { kind: 'similar'; text: string; categoryIds?: number[] | undefined }
  | { kind: 'category'; categoryId: number }
  | { kind: 'sellers'; sellerIds: number[] }
  | { kind: 'price'; min: number; max: number };

/** `ordered`: an index leads with the filter's column and then gives newest first (no sort needed). */
type Clause = { where: SQL; ordered?: boolean };

/** The stored text the tsvector columns are made from (schema.ts), for the phrase recheck. */
const TEXT = {
  title: sql.raw(`(coalesce(b.title, '') || ' ' || coalesce(b.author, ''))`),
  description: sql.raw('b.description_text'),
} as const;
const VECTOR = { title: sql.raw('b.title_tsv'), description: sql.raw('b.description_tsv') } as const;

/**
 * pg_trgm.word_similarity_threshold of the typo fallback (the default is 0.6). A wrong letter near
 * the end of a six-letter name keeps 4 of its 7 trigrams: 'Пушкен А.С.' against 'Пушкинъ А.С.' is
 * 0.57; a wrong letter in the middle of a seven-letter name, 'Тилстой' against 'Толстой', is 0.5. The
 * fallback only runs when the words found nothing, so a looser match costs no precision elsewhere.
 */
export const TYPO_SIMILARITY = 0.5;

function categoryClause(categoryIds: number[] | undefined): SQL {
  if (!categoryIds?.length) return sql``;
  // books_category_sale_date_idx can serve it; the text index usually wins.
  return sql` and b.category_id = any(${sql.param(categoryIds)}::int[])`;
}

/**
 * The text conditions, shared by the searches (values as parameters) and the lot matcher (values from
 * a column of its criteria): one definition of what "matches these words" and "this phrase" mean.
 */
export const textMatch = {
  /** Word forms: the folded words ANDed, against the field's tsvector (its GIN index). */
  words: (field: 'title' | 'description', tsquery: SQL | string) =>
    sql`${VECTOR[field]} @@ ${textMatch.wordsQuery(tsquery)}`,
  /** The words in this order: phrase tsquery (index) rechecked by a whole-word regex on the stored text. */
  phrase: (field: 'title' | 'description', phrase: SQL | string, regex: SQL | string) =>
    sql`${VECTOR[field]} @@ ${textMatch.phraseQuery(phrase)} and ${TEXT[field]} ~* ${regex}`,
  /**
   * The tsquery values themselves, for a caller that computes each once and tests many lots against it
   * (the lot matcher); `against` then applies one to a field as `words` and `phrase` do.
   */
  wordsQuery: (tsquery: SQL | string) => sql`to_tsquery('russian'::regconfig, raritet_fold(${tsquery}))`,
  phraseQuery: (phrase: SQL | string) => sql`phraseto_tsquery('russian'::regconfig, raritet_fold(${phrase}))`,
  against: (field: 'title' | 'description', query: SQL) => sql`${VECTOR[field]} @@ ${query}`,
  /** The whole-word recheck of a phrase on the field's stored text. */
  regex: (field: 'title' | 'description', regex: SQL | string) => sql`${TEXT[field]} ~* ${regex}`,
};

function compile(filter: Filter): Clause {
  switch (filter.kind) {
    case 'words':
      // Index: books_title_tsv_idx | books_description_tsv_idx (GIN).
      return { where: sql`${textMatch.words(filter.field, filter.tsquery)}${categoryClause(filter.categoryIds)}` };
    case 'phrase':
      // Index: the same GIN index finds lots holding every word; PostgreSQL rechecks word positions
      // (<->), then the regex (case-insensitive, on the stored text) keeps only these word forms.
      return {
        where: sql`${textMatch.phrase(filter.field, filter.phrase, filter.regex)}${categoryClause(filter.categoryIds)}`,
      };
    case 'similar':
      // Index: books_title_author_trgm_idx (GIN gin_trgm_ops on the folded title_tsv text, the same
      // expression); `<%` is word_similarity at or above TYPO_SIMILARITY, set for these queries only.
      return {
        where: sql`raritet_fold(${filter.text}) <% raritet_fold(${TEXT.title})${categoryClause(filter.categoryIds)}`,
      };
    case 'category':
      // Index: books_category_sale_date_idx (category_id, sale_date desc): the category's lots come
      // out newest first.
      return { where: sql`b.category_id = ${filter.categoryId}`, ordered: true };
    case 'sellers':
      // Index: books_seller_sale_date_idx (seller_id, sale_date desc). One seller keeps `=` so the
      // index also gives the order; several (a name's beginning) are collected and sorted.
      return filter.sellerIds.length === 1
        ? { where: sql`b.seller_id = ${filter.sellerIds[0]}`, ordered: true }
        : { where: sql`b.seller_id = any(${sql.param(filter.sellerIds)}::int[])` };
    case 'price':
      // Index: books_final_price_idx; both bounds inclusive.
      return { where: sql`b.final_price between ${filter.min} and ${filter.max}` };
  }
}

/** A category or one seller: an index gives the matches newest first, counted without the table. */
export const isOrdered = (filter: Filter) => compile(filter).ordered === true;

/** Text filters, whose match counts the planner cannot estimate well: their pages walk a window. */
const isText = (filter: Filter) => filter.kind === 'words' || filter.kind === 'phrase' || filter.kind === 'similar';

/** Every column a filter may read, for the window of newest lots a text search walks. */
const WINDOW_COLUMNS = sql.raw(
  'b.id, b.sale_date, b.title, b.author, b.title_tsv, b.description_text, b.description_tsv, b.category_id',
);

/** The final prices of every match: how many, the median (rounded to a rouble), the lowest, the highest. */
export type PriceStats = { count: number; median: number | null; min: number | null; max: number | null };

/** A match as the count and the page need it: its id and sale date. */
export type Match = Pick<BookRow, 'id' | 'saleDate'>;
type PageOptions = { limit: number; offset: number };

/** `firstWindow`: the first window of newest lots a text search walks (tests make it small). */
export function createSearchRepository(database: Database, { firstWindow = 1000 } = {}) {
  let tableSize: { rows: number; at: number } | undefined;

  /** About how many lots there are (pg_class.reltuples, refreshed by ANALYZE); cached for a minute. */
  async function lotCount(): Promise<number> {
    if (!tableSize || Date.now() - tableSize.at > 60_000) {
      const [row] = await database.rows<{ n: number }>(
        sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'books'::regclass`,
      );
      tableSize = { rows: Number(row?.n ?? 0), at: Date.now() };
    }
    return tableSize.rows;
  }

  /**
   * Runs a filter's statements: on the driver directly (database.rows: the hot path), and the typo
   * fallback's inside a transaction that sets its similarity threshold.
   */
  function withFilter<T>(filter: Filter, run: (rows: RowReader, clause: Clause) => Promise<T>): Promise<T> {
    const clause = compile(filter);
    if (filter.kind !== 'similar') return run((query) => database.rows(query), clause);
    return database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
      return run((query) => rowsOf(tx, query), clause);
    });
  }

  /** A page sorted from all matches, found through the filter's index (bounded by the match count). */
  function sortedPage(filter: Filter, { limit, offset }: PageOptions): Promise<BookCard[]> {
    return withFilter(filter, (rows, { where, ordered }) =>
      cardsOf(
        rows,
        sql`select b.id from books b where ${where} order by ${ordered ? NEWEST_FIRST : SORTED} limit ${limit} offset ${offset}`,
      ),
    );
  }

  return {
    /** The planner's row estimate for the filter (from table statistics; no rows are read). */
    estimatedCount: (filter: Filter): Promise<number> =>
      withFilter(filter, async (rows, { where }) => {
        const [row] = await rows<{ 'QUERY PLAN': unknown }>(
          sql`explain (format json) select 1 from books b where ${where}`,
        );
        const plan = row?.['QUERY PLAN'];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
        return Math.round(parsed[0].Plan['Plan Rows']);
      }),

    /** Matches counted up to `cap`; for ordered filters an index-only scan that stops at the cap. */
    cappedCount: (filter: Filter, cap: number): Promise<number> =>
      withFilter(filter, async (rows, { where }) => {
        const [row] = await rows<{ n: number }>(
          sql`select count(*)::int as n from (select 1 from books b where ${where} limit ${cap}) as capped`,
        );
        return Number(row?.n ?? 0);
      }),

    /**
     * The matches (id and sale date), at most `cap`: all of them when there are fewer, which is the
     * exact count and, sorted, every page. LIMIT without ORDER BY stops at the cap.
     */
    matches: (filter: Filter, cap: number): Promise<Match[]> =>
      withFilter(filter, async (rows, { where }) => {
        const found = await rows<{ id: number; sale_date: unknown }>(
          sql`select b.id, b.sale_date from books b where ${where} limit ${cap}`,
        );
        return found.map((row) => ({ id: Number(row.id), saleDate: toDate(row.sale_date) }));
      }),

    /**
     * Count, median (percentile_cont 0.5), min and max of the final prices of every match, in one
     * statement: the filter's own index finds the matches (a text filter: the GIN index of its field),
     * each match's price is read from the table. No cap: the figures are over all the matches.
     */
    priceStats: (filter: Filter): Promise<PriceStats> =>
      withFilter(filter, async (rows, { where }) => {
        const [row] = await rows<{ n: number; median: unknown; low: unknown; high: unknown }>(
          sql`select count(*)::int as n,
                     round(percentile_cont(0.5) within group (order by b.final_price))::int as median,
                     min(b.final_price)::int as low,
                     max(b.final_price)::int as high
                from books b where ${where}`,
        );
        const figure = (value: unknown) => (value === null || value === undefined ? null : Number(value));
        return {
          count: Number(row?.n ?? 0),
          median: figure(row?.median),
          min: figure(row?.low),
          max: figure(row?.high),
        };
      }),

    /** Books by id (a page cut from `matches`), newest first. */
    byIds: (ids: number[]): Promise<BookCard[]> => cardsByIds(database, ids),

    /**
     * One page of a large match set. Category, seller and price filters take the planner's plan (an
     * ordered index, or the date index walked newest first). A text filter is tested against a window
     * of the newest lots, `limit $w` on books_sale_date_id_idx in a subquery the filter cannot be
     * pushed into; a window too small for the page grows eightfold, and past a quarter of the archive
     * the matches are sorted instead (deep pages of a middling match set). `expected`: the planner's
     * estimate of the matches, which sizes the first window.
     */
    async manyPage(filter: Filter, page: PageOptions, expected?: number): Promise<BookCard[]> {
      if (!isText(filter)) {
        return withFilter(filter, (rows, { where }) =>
          cardsOf(
            rows,
            sql`select b.id from books b where ${where} order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}`,
          ),
        );
      }
      const lots = await lotCount();
      // Big enough for the page twice over if the matches are spread evenly over time.
      const wanted = page.offset + page.limit;
      const first = Math.max(firstWindow, 20 * wanted, expected ? Math.ceil((2 * wanted * lots) / expected) : 0);
      for (let window = first; window < lots / 4; window *= 8) {
        const rows = await withFilter(filter, (read, { where }) =>
          cardsOf(
            read,
            sql`select b.id
                  from (select ${WINDOW_COLUMNS} from books b order by ${NEWEST_FIRST} limit ${window}) b
                 where ${where}
                 order by ${NEWEST_FIRST} limit ${page.limit} offset ${page.offset}`,
          ),
        );
        if (rows.length === page.limit) return rows;
      }
      return sortedPage(filter, page);
    },

    /**
     * Sellers by name: the exact name ignoring case (index sellers_name_lower_unique), else names that
     * start with it (a scan of the small sellers table).
     */
    async sellerIds(name: string, prefixPattern: string, max: number): Promise<number[]> {
      const rows = await database.rows<{ id: number }>(
        sql`select id from sellers where lower(name) = lower(${name})
            union all
            (select id from sellers where lower(name) like lower(${prefixPattern}) and not exists
               (select 1 from sellers where lower(name) = lower(${name}))
             order by name limit ${max})`,
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
