import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  cardsByIds,
  cardsOf,
  NEWEST_FIRST,
  toDate,
  type RowReader,
  type BookCard,
  type BookRow,
} from '../books/service.ts';
import { likePrefix } from './query-text.ts';
import { ORDER_BY, SORTED_BY, type Order } from './search-order.ts';

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
export type Filter =
  /** Word forms: `title_tsv` (title + author) or `description_tsv` @@ the words, ANDed. */
  | { kind: 'words'; field: 'title' | 'description'; tsquery: string; categoryIds?: number[] | undefined }
  /** The words in this order: a phrase tsquery (`<->`, index) rechecked by a whole-word regex on the text. */
  | {
      kind: 'phrase';
      field: 'title' | 'description';
      tsquery: string;
      regex: string;
      categoryIds?: number[] | undefined;
    }
  /**
   * Typo fallback for titles: trigram word similarity of a folded query text (any of `texts`: as typed,
   * transliterated, on the other layout) with the folded title and author.
   */
  | { kind: 'similar'; texts: string[]; categoryIds?: number[] | undefined }
  | { kind: 'category'; categoryId: number }
  | { kind: 'sellers'; sellerIds: number[] }
  | { kind: 'price'; min: number; max: number };

/** `ordered`: an index leads with the filter's column and then gives newest first (no sort needed). */
export type Clause = { where: SQL; ordered?: boolean };

/** The stored text the tsvector columns are made from (schema.ts), for the phrase recheck. */
export const TEXT = {
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
 * a column of its criteria): one definition of what "matches these words" and "this phrase" mean. The
 * tsquery texts come from query-understanding.ts (words as typed or as their readings, `&` or `<->`).
 */
export const textMatch = {
  /** Word forms: the folded words ANDed, against the field's tsvector (its GIN index). */
  words: (field: 'title' | 'description', tsquery: SQL | string) =>
    sql`${VECTOR[field]} @@ ${textMatch.query(tsquery)}`,
  /** The words in this order: phrase tsquery (index) rechecked by a whole-word regex on the stored text. */
  phrase: (field: 'title' | 'description', tsquery: SQL | string, regex: SQL | string) =>
    sql`${VECTOR[field]} @@ ${textMatch.query(tsquery)} and ${TEXT[field]} ~* ${regex}`,
  /**
   * The tsquery value itself, for a caller that computes each once and tests many lots against it (the
   * lot matcher); `against` then applies one to a field as `words` and `phrase` do.
   */
  query: (tsquery: SQL | string) => sql`to_tsquery('russian'::regconfig, raritet_fold(${tsquery}))`,
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
        where: sql`${textMatch.phrase(filter.field, filter.tsquery, filter.regex)}${categoryClause(filter.categoryIds)}`,
      };
    case 'similar':
      // Index: books_title_author_trgm_idx (GIN gin_trgm_ops on the folded title_tsv text, the same
      // expression; one bitmap scan per text, ORed); `<%` is word_similarity at or above TYPO_SIMILARITY,
      // set for these queries only.
      return {
        where: sql`(${sql.join(
          filter.texts.map((text) => sql`raritet_fold(${text}) <% raritet_fold(${TEXT.title})`),
          sql` or `,
        )})${categoryClause(filter.categoryIds)}`,
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
      // Index: books_final_price_id_idx; both bounds inclusive.
      return { where: sql`b.final_price between ${filter.min} and ${filter.max}` };
  }
}

/** A category or one seller: an index gives the matches newest first, counted without the table. */
export const isOrdered = (filter: Filter) => compile(filter).ordered === true;

/** Text filters, whose match counts the planner cannot estimate well: their pages walk a window. */
const isText = (filter: Filter) => filter.kind === 'words' || filter.kind === 'phrase' || filter.kind === 'similar';

/** Every column a filter may read, for the window of newest lots a text search walks. */
const WINDOW_COLUMNS = sql.raw(
  'b.id, b.sale_date, b.final_price, b.title, b.author, b.title_tsv, b.description_text, b.description_tsv, b.category_id',
);

/** The final prices of every match: how many, the median (rounded to a rouble), the lowest, the highest. */
export type PriceStats = { count: number; median: number | null; min: number | null; max: number | null };

/** A match as the count and the page need it: its id, sale date and final price (the sorts). */
export type Match = Pick<BookRow, 'id' | 'saleDate' | 'finalPrice'>;
type PageOptions = { limit: number; offset: number };

/**
 * Runs a filter's statements: on the driver directly (database.rows: the hot path), and the typo
 * fallback's with its similarity threshold set for them (database.withSettings). `settings`: more of
 * those (constants of the caller's, e.g. the statistics' work_mem), for these statements only.
 */
export function withFilter<T>(
  database: Database,
  filter: Filter,
  run: (rows: RowReader, clause: Clause) => Promise<T>,
  settings: Readonly<Record<string, string>> = {},
): Promise<T> {
  const clause = compile(filter);
  const local = {
    ...settings,
    ...(filter.kind === 'similar' ? { 'pg_trgm.word_similarity_threshold': String(TYPO_SIMILARITY) } : {}),
  };
  if (Object.keys(local).length === 0) return run((query) => database.rows(query), clause);
  return database.withSettings(local, (rows) => run(rows, clause));
}

/** The cards of these ids in this order (cardsByIds gives them newest first). */
async function cardsInOrder(database: Database, ids: readonly number[]): Promise<BookCard[]> {
  const cards = new Map((await cardsByIds(database, ids)).map((card) => [card.id, card]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/**
 * A text search looks in bands of the first lots in an order (bandPage) only when the planner expects
 * at least this share of the archive to match; fewer matches are found and sorted at once.
 */
const BAND_SHARE = 0.05;
/** Matches this common (a share of all lots) are met at once walking any order's index: windows, not bands. */
const DENSE_SHARE = 0.25;

/** `firstWindow`: the first window of lots a text search walks (tests make it small). */
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

  const filtered = <T>(filter: Filter, run: (rows: RowReader, clause: Clause) => Promise<T>) =>
    withFilter(database, filter, run);

  /**
   * One page: newest first, the cards in the same statement as the ids; in another order the ids, whose
   * cards `finish` reads once the filter's statements are done (the typo fallback's run in a
   * transaction, and PGlite's one connection would wait for it).
   */
  type Page = BookCard[] | number[];
  type Found = { cards: BookCard[] } | { ids: number[] };
  async function pageBy(rows: RowReader, ids: SQL, order: Order, cards: boolean): Promise<Found> {
    if (cards && order === 'newest') return { cards: await cardsOf(rows, ids) };
    return { ids: (await rows<{ id: number }>(ids)).map((row) => Number(row.id)) };
  }
  async function finish(found: Found, cards: boolean): Promise<Page> {
    if ('cards' in found) return found.cards;
    return cards ? cardsInOrder(database, found.ids) : found.ids;
  }

  /** A page sorted from all matches, found through the filter's index (bounded by the match count). */
  async function sortedPage(filter: Filter, { limit, offset }: PageOptions, order: Order, cards: boolean) {
    const found = await filtered(filter, (rows, { where, ordered }) => {
      // A category's or a seller's lots come newest (or oldest) first out of their own index.
      const by = ordered && (order === 'newest' || order === 'oldest') ? ORDER_BY[order] : SORTED_BY[order];
      const ids = sql`select b.id from books b where ${where} order by ${by} limit ${limit} offset ${offset}`;
      return pageBy(rows, ids, order, cards);
    });
    return finish(found, cards);
  }

  /**
   * One page of a large match set in `order`. Category, seller and price filters take the planner's
   * plan (their estimates are good: an ordered index, the date or price index walked, or the matches
   * sorted). A text filter is tested against a window of the first lots in that order, `limit $w` on
   * the order's index in a subquery the filter cannot be pushed into; a window too small for the page
   * grows eightfold, and past a quarter of the archive the matches are sorted instead (deep pages of a
   * middling match set). `expected`: the planner's estimate of the matches, which sizes the first window.
   */
  async function windowPage(
    filter: Filter,
    page: PageOptions,
    expected: number | undefined,
    order: Order,
    cards: boolean,
  ): Promise<Page> {
    const byPrice = order === 'price_desc' || order === 'price_asc';
    if (!isText(filter)) {
      // A category's or sellers' lots by price: their index holds the price, so they are read from it
      // and sorted (thousands of entries), rather than the price index walked in the hope of meeting them.
      const by = byPrice && filter.kind !== 'price' ? SORTED_BY[order] : ORDER_BY[order];
      const found = await filtered(filter, (rows, { where }) => {
        const ids = sql`select b.id from books b where ${where} order by ${by} limit ${page.limit} offset ${page.offset}`;
        return pageBy(rows, ids, order, cards);
      });
      return finish(found, cards);
    }
    const by = ORDER_BY[order];
    const lots = await lotCount();
    // Big enough for the page twice over if the matches are spread evenly over the order.
    const wanted = page.offset + page.limit;
    const first = Math.max(firstWindow, 20 * wanted, expected ? Math.ceil((2 * wanted * lots) / expected) : 0);
    // Bands for the price sorts, except for words most lots hold: walking the price index meets them at once.
    if (byPrice && !(expected !== undefined && expected >= DENSE_SHARE * lots)) {
      return bandPage(filter, page, expected, order, cards);
    }
    for (let window = first; window < lots / 4; window *= 8) {
      const found = await filtered(filter, (rows, { where }) => {
        const ids = sql`select b.id
                          from (select ${WINDOW_COLUMNS} from books b order by ${by} limit ${window}) b
                         where ${where}
                         order by ${by} limit ${page.limit} offset ${page.offset}`;
        return pageBy(rows, ids, order, cards);
      });
      const rows = await finish(found, cards);
      if (rows.length === page.limit) return rows;
    }
    return sortedPage(filter, page, order, cards);
  }

  /**
   * A text search's page from bands of the first lots in `order` (the price sorts, and the window that
   * relevance ranks). Words go with prices (autographs are dear, postcards cheap) far more than with
   * dates, so a window of the dearest lots may hold none of a word's matches however far it is walked,
   * each of its lots read and tested. A band is a range of the order's own column instead: its edge
   * comes from the order's index (books_final_price_id_idx, books_sale_date_id_idx), and the filter's
   * index and that index meet in a BitmapAnd, so only the matches inside the band are read. Every lot at
   * the edge value is in the band, so its first lots in the order are the whole set's. A band too thin
   * grows eightfold, up to the whole archive; when the planner expects few matches (under BAND_SHARE of
   * the lots) they are all found and sorted at once.
   */
  async function bandPage(
    filter: Filter,
    page: PageOptions,
    expected: number | undefined,
    order: Order,
    cards: boolean,
  ): Promise<Page> {
    const lots = await lotCount();
    if (expected !== undefined && expected < BAND_SHARE * lots) return sortedPage(filter, page, order, cards);
    const wanted = page.offset + page.limit;
    const byDate = order === 'newest' || order === 'oldest';
    const column = sql.raw(byDate ? 'b.sale_date' : 'b.final_price');
    const from = sql.raw(order === 'price_desc' || order === 'newest' ? '>=' : '<=');
    let rank = Math.max(firstWindow, 20 * wanted, expected ? Math.ceil((2 * wanted * lots) / expected) : 0);
    for (; rank < lots; rank *= 8) {
      // The edge as text, so a timestamp keeps its microseconds.
      const [edge] = await database.rows<{ edge: string }>(
        sql`select ${column}::text as edge from books b order by ${ORDER_BY[order]} offset ${rank} limit 1`,
      );
      if (!edge) break;
      const value = byDate ? sql`${edge.edge}::timestamptz` : sql`${Number(edge.edge)}::int`;
      const found = await filtered(filter, (rows, { where }) => {
        const ids = sql`select b.id from books b where ${where} and ${column} ${from} ${value}
                         order by ${SORTED_BY[order]} limit ${page.limit} offset ${page.offset}`;
        return pageBy(rows, ids, order, cards);
      });
      const rows = await finish(found, cards);
      if (rows.length === page.limit) return rows;
    }
    return sortedPage(filter, page, order, cards);
  }

  return {
    /** The planner's row estimate for the filter (from table statistics; no rows are read). */
    estimatedCount: (filter: Filter): Promise<number> =>
      filtered(filter, async (rows, { where }) => {
        const [row] = await rows<{ 'QUERY PLAN': unknown }>(
          sql`explain (format json) select 1 from books b where ${where}`,
        );
        const plan = row?.['QUERY PLAN'];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
        return Math.round(parsed[0].Plan['Plan Rows']);
      }),

    /**
     * The newest `limit` matches of a text filter that hold these words (a tsquery text) in the title
     * vector: the lots a description search's relevance puts first (search-rank.ts), wherever they are
     * in the sale order. The two GIN indexes meet in a BitmapAnd, or the title's alone finds the few
     * candidates; a condition word («корешок») is in no title, and none is read.
     */
    titledIds: (filter: Filter, words: string, limit: number): Promise<number[]> =>
      filtered(filter, async (rows, { where }) => {
        const found = await rows<{ id: number }>(
          sql`select b.id from books b where ${where} and ${textMatch.words('title', words)}
               order by ${NEWEST_FIRST} limit ${limit}`,
        );
        return found.map((row) => Number(row.id));
      }),

    /** Matches counted up to `cap`; for ordered filters an index-only scan that stops at the cap. */
    cappedCount: (filter: Filter, cap: number): Promise<number> =>
      filtered(filter, async (rows, { where }) => {
        const [row] = await rows<{ n: number }>(
          sql`select count(*)::int as n from (select 1 from books b where ${where} limit ${cap}) as capped`,
        );
        return Number(row?.n ?? 0);
      }),

    /**
     * The matches (id, sale date and price), at most `cap`: all of them when there are fewer, which is
     * the exact count and, sorted, every page. LIMIT without ORDER BY stops at the cap. With `rank`
     * (relevance, search-rank.ts), each match's rank too.
     */
    matches: (filter: Filter, cap: number, rank?: SQL): Promise<(Match & { rank?: number })[]> =>
      filtered(filter, async (rows, { where }) => {
        const found = await rows<{ id: number; sale_date: unknown; final_price: number; rank?: number }>(
          sql`select b.id, b.sale_date, b.final_price${rank ? sql`, ${rank}::float8 as rank` : sql``}
                from books b where ${where} limit ${cap}`,
        );
        return found.map((row) => ({
          id: Number(row.id),
          saleDate: toDate(row.sale_date),
          finalPrice: Number(row.final_price),
          ...(rank ? { rank: Number(row.rank) } : {}),
        }));
      }),

    /**
     * Count, median (percentile_cont 0.5), min and max of the final prices of every match, in one
     * statement: the filter's own index finds the matches (a text filter: the GIN index of its field),
     * each match's price is read from the table. No cap: the figures are over all the matches.
     */
    priceStats: (filter: Filter): Promise<PriceStats> =>
      filtered(filter, async (rows, { where }) => {
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

    /** Books by id (a page cut from `matches`), in the order given. */
    byIds: (ids: number[]): Promise<BookCard[]> => cardsInOrder(database, ids),

    /** One page of a large match set in `order` (newest first unless given); see windowPage. */
    manyPage: (filter: Filter, page: PageOptions, expected?: number, order: Order = 'newest') =>
      windowPage(filter, page, expected, order, true) as Promise<BookCard[]>,

    /**
     * The ids of the first `limit` matches in `order` (the window relevance ranks), in order. A text
     * filter's from bands (bandPage), unless its words are in most lots and the order is by date: then
     * walking the newest lots meets them at once (windowPage), where a band was a BitmapAnd of the
     * word's whole posting list (50–100 ms for 'переплёт' at 230,000 lots on PostgreSQL, against 3–9).
     */
    async firstIds(filter: Filter, limit: number, expected: number | undefined, order: Order): Promise<number[]> {
      const byDate = order === 'newest' || order === 'oldest';
      const dense = expected !== undefined && expected >= DENSE_SHARE * (await lotCount());
      const page = { limit, offset: 0 };
      return (
        isText(filter) && !(byDate && dense)
          ? bandPage(filter, page, expected, order, false)
          : windowPage(filter, page, expected, order, false)
      ) as Promise<number[]>;
    },

    /**
     * A page of these lots in the order of search-rank.ts (`joined` with what it ranks by), then newest first: the
     * relevance window's page. Index: books_pkey for the ids; the rank reads each lot's vector.
     */
    async rankedPage(
      ids: readonly number[],
      { joined, order }: { joined: SQL; order: SQL },
      page: PageOptions,
      within = ids.length,
    ): Promise<BookCard[]> {
      // Only the first `within` of them are ever shown ranked (the relevance window).
      const limit = Math.min(page.limit, within - page.offset);
      if (ids.length === 0 || limit <= 0) return [];
      const ranked = await database.rows<{ id: number }>(
        sql`select b.id from books b ${joined} where b.id = any(${sql.param(ids)}::int[])
             order by ${order}, ${NEWEST_FIRST} limit ${limit} offset ${page.offset}`,
      );
      return cardsInOrder(
        database,
        ranked.map((row) => Number(row.id)),
      );
    },

    /**
     * Sellers by name: the exact name ignoring case (index sellers_name_lower_unique), else names that
     * start with it (a scan of the small sellers table).
     */
    async sellerIds(name: string, max: number): Promise<number[]> {
      const rows = await database.rows<{ id: number }>(
        sql`select id from sellers where lower(name) = lower(${name})
            union all
            (select id from sellers where lower(name) like lower(${likePrefix(name)}) and not exists
               (select 1 from sellers where lower(name) = lower(${name}))
             order by name limit ${max})`,
      );
      return rows.map((row) => Number(row.id));
    },

    /**
     * Sellers by a name typed in Latin letters: the exact name ignoring case first (the index, as
     * `sellerIds`); else a folded name equal to one of its Cyrillic `readings` (query-understanding.ts);
     * else names starting with the name or a reading. The last two scan the sellers table (5,000 rows
     * in the demo archive, folded on the fly: raritet_fold, as the readings are folded).
     */
    async sellerIdsByReadings(name: string, readings: string[], max: number): Promise<number[]> {
      const [exact] = await database.rows<{ id: number }>(
        sql`select id from sellers where lower(name) = lower(${name})`,
      );
      if (exact) return [Number(exact.id)];
      const prefixes = readings.map(likePrefix);
      // One pass over the table folds each name once (a name equal to a reading also starts with it);
      // the exact names win over the beginnings.
      const rows = await database.rows<{ id: number }>(
        sql`select id from (
              select id, name, exact, bool_or(exact) over () as some_exact from (
                select id, name, raritet_fold(name) = any(${sql.param(readings)}::text[]) as exact
                  from sellers
                 where raritet_fold(name) like any(${sql.param(prefixes)}::text[])
                    or lower(name) like lower(${likePrefix(name)})
              ) as started
            ) as found
            where exact or not some_exact
            order by name limit ${max}`,
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
