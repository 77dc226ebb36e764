import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

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
 * - NEWEST_FIRST spells out NULLS LAST because the indexes were made that way (`DESC NULLS LAST`):
 *   a plain `DESC` means NULLS FIRST, matches no index, and turns every page into a sort of all matches.
 */
export const NEWEST_FIRST = 'b.sale_date desc nulls last, b.id desc nulls last';
/** An ORDER BY no index provides: the matches are found through the filter's own index, then sorted. */
const SORTED = `b.sale_date + interval '0' desc nulls last, b.id desc nulls last`;

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
type Clause = { where: string; params: unknown[]; ordered?: boolean };

/** The stored text the tsvector columns are made from (schema/archive.ts), for the phrase recheck. */
const TEXT = {
  title: `(coalesce(b.title, '') || ' ' || coalesce(b.author, ''))`,
  description: 'b.description_text',
} as const;
const VECTOR = { title: 'b.title_tsv', description: 'b.description_tsv' } as const;

/**
 * pg_trgm.word_similarity_threshold of the typo fallback (the default is 0.6). A wrong letter near
 * the end of a six-letter name keeps 4 of its 7 trigrams: 'Пушкен А.С.' against 'Пушкинъ А.С.' is
 * 0.57; a wrong letter in the middle of a seven-letter name, 'Тилстой' against 'Толстой', is 0.5. The
 * fallback only runs when the words found nothing, so a looser match costs no precision elsewhere.
 */
export const TYPO_SIMILARITY = 0.5;

/** `$n` placeholders and their values as a Drizzle query, to run a repository query inside a transaction. */
function withParams(text: string, params: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))));
}

/** PostgreSQL's text form of a timestamptz as node-postgres parses it. */
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

function categoryClause(categoryIds: number[] | undefined, params: unknown[]): string {
  if (!categoryIds?.length) return '';
  params.push(categoryIds);
  // books_category_sale_date_idx can serve it; the text index usually wins.
  return ` and b.category_id = any($${params.length}::int[])`;
}

/** Parameters start at $1; callers append theirs after `params.length`. */
function compile(filter: Filter): Clause {
  const params: unknown[] = [];
  switch (filter.kind) {
    case 'words': {
      // Index: books_title_tsv_idx | books_description_tsv_idx (GIN).
      params.push(filter.tsquery);
      const where = `${VECTOR[filter.field]} @@ to_tsquery('russian'::regconfig, raritet_fold($1))`;
      return { where: where + categoryClause(filter.categoryIds, params), params };
    }
    case 'phrase': {
      // Index: the same GIN index finds lots holding every word; PostgreSQL rechecks word positions
      // (<->), then the regex (case-insensitive, on the stored text) keeps only these word forms.
      params.push(filter.phrase, filter.regex);
      const where =
        `${VECTOR[filter.field]} @@ phraseto_tsquery('russian'::regconfig, raritet_fold($1))` +
        ` and ${TEXT[filter.field]} ~* $2`;
      return { where: where + categoryClause(filter.categoryIds, params), params };
    }
    case 'similar': {
      // Index: books_title_author_trgm_idx (GIN gin_trgm_ops on the folded title_tsv text, the same
      // expression); `<%` is word_similarity at or above TYPO_SIMILARITY, set for these queries only.
      params.push(filter.text);
      const where = `raritet_fold($1) <% raritet_fold(${TEXT.title})`;
      return { where: where + categoryClause(filter.categoryIds, params), params };
    }
    case 'category':
      // Index: books_category_sale_date_idx (category_id, sale_date desc): the category's lots come
      // out newest first.
      return { where: 'b.category_id = $1', params: [filter.categoryId], ordered: true };
    case 'sellers':
      // Index: books_seller_sale_date_idx (seller_id, sale_date desc). One seller keeps `=` so the
      // index also gives the order; several (a name's beginning) are collected and sorted.
      return filter.sellerIds.length === 1
        ? { where: 'b.seller_id = $1', params: [filter.sellerIds[0]], ordered: true }
        : { where: 'b.seller_id = any($1::int[])', params: [filter.sellerIds] };
    case 'price':
      // Index: books_final_price_idx; both bounds inclusive.
      return { where: 'b.final_price between $1 and $2', params: [filter.min, filter.max] };
  }
}

/** A category or one seller: an index gives the matches newest first, counted without the table. */
export const isOrdered = (filter: Filter) => compile(filter).ordered === true;

/** Text filters, whose match counts the planner cannot estimate well: their pages walk a window. */
const isText = (filter: Filter) => filter.kind === 'words' || filter.kind === 'phrase' || filter.kind === 'similar';

/** The columns of a Book, with its category and seller names. */
export type BookRow = {
  id: number;
  source_lot_id: number | string;
  title: string;
  author: string | null;
  year: number | null;
  type: string;
  description_text: string;
  seller_name: string;
  publisher: string | null;
  language: string;
  category_id: number;
  category_name: string;
  final_price: number;
  sale_date: Date;
  image_names: string[];
};

export const BOOK_COLUMNS = `b.id, b.source_lot_id, b.title, b.author, b.year, b.type, b.description_text,
  s.name as seller_name, b.publisher, b.language, b.category_id, c.name as category_name, b.final_price,
  b.sale_date, b.image_names`;

/** Full rows for a page of ids (or of a subquery giving `id`), newest first. Index: books_pkey. */
const withDetails = (ids: string) => `select ${BOOK_COLUMNS}
   from (${ids}) p
   join books b on b.id = p.id
   join categories c on c.id = b.category_id
   join sellers s on s.id = b.seller_id
  order by ${NEWEST_FIRST}`;

/** Every column a filter may read, for the window of newest lots a text search walks. */
const WINDOW_COLUMNS =
  'b.id, b.sale_date, b.title, b.author, b.title_tsv, b.description_text, b.description_tsv, b.category_id';

export type Match = { id: number; sale_date: Date };
type PageOptions = { limit: number; offset: number };

/** `firstWindow`: the first window of newest lots a text search walks (tests make it small). */
export function createSearchRepository(database: Database, { firstWindow = 1000 } = {}) {
  let tableSize: { rows: number; at: number } | undefined;

  /** About how many lots there are (pg_class.reltuples, refreshed by ANALYZE); cached for a minute. */
  async function lotCount(): Promise<number> {
    if (!tableSize || Date.now() - tableSize.at > 60_000) {
      const [row] = await database.query<{ n: number }>(
        `select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'books'::regclass`,
      );
      tableSize = { rows: row?.n ?? 0, at: Date.now() };
    }
    return tableSize.rows;
  }

  /** Runs a filter's query; the typo fallback's inside a transaction that sets its similarity threshold. */
  async function select<T>(filter: Filter, text: string, params: unknown[]): Promise<T[]> {
    if (filter.kind !== 'similar') return database.query<T>(text, params);
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
      return ((await tx.execute(withParams(text, params))) as unknown as { rows: Record<string, unknown>[] }).rows;
    });
    // Drizzle hands a raw query's timestamps over as text (both drivers); the other path gives Dates.
    return rows.map((row) =>
      typeof row.sale_date === 'string' ? { ...row, sale_date: parseTimestamp(row.sale_date) } : row,
    ) as T[];
  }

  /** A page sorted from all matches, found through the filter's index (bounded by the match count). */
  async function sortedPage(filter: Filter, { limit, offset }: PageOptions): Promise<BookRow[]> {
    const { where, params, ordered } = compile(filter);
    const n = params.length;
    return select<BookRow>(
      filter,
      withDetails(
        `select b.id from books b where ${where}
          order by ${ordered ? NEWEST_FIRST : SORTED} limit $${n + 1} offset $${n + 2}`,
      ),
      [...params, limit, offset],
    );
  }

  return {
    /** The planner's row estimate for the filter (from table statistics; no rows are read). */
    async estimatedCount(filter: Filter): Promise<number> {
      const { where, params } = compile(filter);
      const [row] = await select<{ 'QUERY PLAN': unknown }>(
        filter,
        `explain (format json) select 1 from books b where ${where}`,
        params,
      );
      const plan = row?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
      return Math.round(parsed[0].Plan['Plan Rows']);
    },

    /** Matches counted up to `cap`; for ordered filters an index-only scan that stops at the cap. */
    async cappedCount(filter: Filter, cap: number): Promise<number> {
      const { where, params } = compile(filter);
      const [row] = await select<{ n: number }>(
        filter,
        `select count(*)::int as n from (select 1 from books b where ${where} limit ${cap}) capped`,
        params,
      );
      return row?.n ?? 0;
    },

    /**
     * The matches (id and sale date), at most `cap`: all of them when there are fewer, which is the
     * exact count and, sorted, every page. LIMIT without ORDER BY stops at the cap.
     */
    async matches(filter: Filter, cap: number): Promise<Match[]> {
      const { where, params } = compile(filter);
      return select<Match>(filter, `select b.id, b.sale_date from books b where ${where} limit ${cap}`, params);
    },

    /** Books by id (a page cut from `matches`), newest first. */
    async byIds(ids: number[]): Promise<BookRow[]> {
      if (ids.length === 0) return [];
      return database.query<BookRow>(withDetails('select unnest($1::int[]) as id'), [ids]);
    },

    /**
     * One page of a large match set. Category, seller and price filters take the planner's plan (an
     * ordered index, or the date index walked newest first). A text filter is tested against a window
     * of the newest lots, `limit $w` on books_sale_date_id_idx in a subquery the filter cannot be
     * pushed into; a window too small for the page grows eightfold, and past a quarter of the archive
     * the matches are sorted instead (deep pages of a middling match set). `expected`: the planner's
     * estimate of the matches, which sizes the first window.
     */
    async manyPage(filter: Filter, page: PageOptions, expected?: number): Promise<BookRow[]> {
      const { where, params } = compile(filter);
      const n = params.length;
      if (!isText(filter)) {
        return select<BookRow>(
          filter,
          withDetails(
            `select b.id from books b where ${where} order by ${NEWEST_FIRST} limit $${n + 1} offset $${n + 2}`,
          ),
          [...params, page.limit, page.offset],
        );
      }
      const lots = await lotCount();
      // Big enough for the page twice over if the matches are spread evenly over time.
      const wanted = page.offset + page.limit;
      const first = Math.max(firstWindow, 20 * wanted, expected ? Math.ceil((2 * wanted * lots) / expected) : 0);
      for (let window = first; window < lots / 4; window *= 8) {
        const rows = await select<BookRow>(
          filter,
          withDetails(
            `select b.id
               from (select ${WINDOW_COLUMNS} from books b order by ${NEWEST_FIRST} limit $${n + 1}) b
              where ${where}
              order by ${NEWEST_FIRST} limit $${n + 2} offset $${n + 3}`,
          ),
          [...params, window, page.limit, page.offset],
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
      const rows = await database.query<{ id: number }>(
        `select id from sellers where lower(name) = lower($1)
         union all
         (select id from sellers where lower(name) like lower($2) and not exists
            (select 1 from sellers where lower(name) = lower($1))
          order by name limit $3)`,
        [name, prefixPattern, max],
      );
      return rows.map((row) => row.id);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
