import { z } from 'zod';
import { Book } from './archive.ts';

/**
 * What books like mine sold for (ADR 0035): the price statistics of a search and
 * the comparable sales of a lot. Subscribers and administrators only; every figure is a final price
 * (`finalPrice`) in whole roubles.
 *
 * - `GET /api/books/searchByTitle/stats`, `…/searchByDescription/stats`, `…/searchByCategory/stats`,
 *   `…/searchBySeller/stats`, `…/searchByPriceRange/stats`: the same query parameters as the search
 *   beside it (`page`, `pageSize` and `sort` are accepted and ignored) → `PriceStatistics` over every
 *   lot the search matches. 401 for a guest, 403 `price_stats_subscribers_only` without an active
 *   subscription, 429 `rate_limited` past PRICE_STATS_PER_MINUTE calls a minute (statistics and
 *   comparables together; PRICE_STATS_PER_MINUTE_PER_ADDRESS from one address); 400 as the search
 *   (blank query, no words, bad ids or prices, unknown sort); 503 `search_timeout` when its statements
 *   outlast SEARCH_TIMEOUT_MS (ADR 0042). Not counted against the plan's monthly search limit and not
 *   written to the search history: the search it accompanies is.
 * - `GET /api/books/{id}/comparables` → `Comparables`. 401 for a guest, 403
 *   `comparables_subscribers_only` without an active subscription, 404 `book_not_found`, 400
 *   `book_id_invalid`, 429 `rate_limited` (as the statistics), 503 `comparables_timeout`. Not counted.
 */

/** Above this many matches the figures may come from a sample (`sampled: true`). */
export const PRICE_STATS_SAMPLE_ABOVE = 100_000;
/** Statistics and comparables calls a user may make per minute (then 429 with Retry-After). */
export const PRICE_STATS_PER_MINUTE = 60;
/** The same from one address, whoever is signed in (ADR 0042). */
export const PRICE_STATS_PER_MINUTE_PER_ADDRESS = 120;
/**
 * Book pages (`GET /books/{id}`) a user may open per minute (then 429 with Retry-After), as many as the
 * statistics: a page is one book and one comparables call. A subscriber's pages and statistics also count
 * against a daily budget (the admin settings' `readLimits`; 429 `book_pages_daily_limit`,
 * `price_reads_daily_limit`; ADR 0050).
 */
export const BOOK_PAGES_PER_MINUTE = 60;
/** The series is per quarter when the first and last sale are less than this many years apart. */
export const PRICE_SERIES_QUARTERS_BELOW_YEARS = 3;
/** The most lots `Comparables.items` holds. */
export const COMPARABLES_MAX = 20;
/**
 * The most sales of one work that `Comparables.workStats` and `editions` cover: the newest this many
 * (ADR 0047). A work with more (none in the demo archive: Гоголь, its most sold author, has 1,912 lots
 * of all his works) is summed over its newest COMPARABLES_WORK_MAX.
 */
export const COMPARABLES_WORK_MAX = 5_000;
/** The most editions `Comparables.editions` lists (the book's own always among them). */
export const COMPARABLE_EDITIONS_MAX = 30;
/**
 * The histogram's bucket edges in roubles (1-3-10 steps, two buckets a decade). A histogram holds the
 * buckets from the lowest price's to the highest price's, empty ones between included.
 */
export const PRICE_HISTOGRAM_EDGES: readonly number[] = [
  0, 1, 3, 10, 30, 100, 300, 1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000, 3_000_000, 10_000_000,
  30_000_000, 100_000_000, 300_000_000, 1_000_000_000,
];

/** One point of the price chart: the sales of one Moscow calendar year or quarter. */
export const PricePoint = z.object({
  /** 'YYYY' (per year) or 'YYYY-Qn' (per quarter, n = 1…4), by Moscow time. */
  period: z.string(),
  /** The median final price of the period's sales, rounded half up to a rouble. */
  median: z.number().int(),
  /** How many sales the period holds (scaled to the whole when `sampled`). */
  count: z.number().int(),
});
export type PricePoint = z.infer<typeof PricePoint>;

/** Sales whose final price is at least `from` and below `to`. */
export const PriceBucket = z.object({
  from: z.number().int(),
  to: z.number().int(),
  count: z.number().int(),
});
export type PriceBucket = z.infer<typeof PriceBucket>;

/**
 * The final prices of a set of sold lots. Percentiles by linear interpolation between the closest
 * ranks (PostgreSQL's `percentile_cont`), rounded half up to whole roubles. With no lots, `count` is 0,
 * the figures null and the lists empty.
 */
export const PriceStatistics = z.object({
  /** How many lots match: always the whole set, also when the figures come from a sample. */
  count: z.number().int(),
  median: z.number().int().nullable(),
  /** The 25th and 75th percentiles: the middle half of the prices lies between them. */
  p25: z.number().int().nullable(),
  p75: z.number().int().nullable(),
  /** The lowest and highest final price, exact also when the other figures are sampled. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** 'year' when the sales span three years or more, else 'quarter' (the `period` format of `series`). */
  seriesStep: z.enum(['year', 'quarter']),
  /** The periods that hold sales, oldest first. */
  series: z.array(PricePoint),
  /** Counts by price (PRICE_HISTOGRAM_EDGES), lowest first. */
  histogram: z.array(PriceBucket),
  /**
   * True when more than PRICE_STATS_SAMPLE_ABOVE lots match and the median, quartiles, series and
   * histogram were computed over a random sample of them (`count` is then the search's estimate).
   */
  sampled: z.boolean(),
  /**
   * Set when the search's query was corrected (SearchResponse.correctedQuery, ADR 0044): the figures
   * are over the lots of this corrected query, never silently over them.
   */
  correctedQuery: z.string().optional(),
});
export type PriceStatistics = z.infer<typeof PriceStatistics>;

/**
 * One edition of a work among its other sales: the sales of one year of publication and one publisher
 * (compared folded: case, 'ё', old spelling and punctuation ignored; either may be unknown, null).
 */
export const ComparableEdition = z.object({
  year: z.number().int().nullable(),
  /** The publisher as most of the edition's sales spell it; null when none names one. */
  publisher: z.string().nullable(),
  /** How many other sales of the work are of this edition (0 only for the book's own edition). */
  count: z.number().int(),
  /** The median final price, rounded half up (as PriceStatistics); null when `count` is 0. */
  median: z.number().int().nullable(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** The book's own edition (its year and publisher): listed even when no other sale is of it. */
  own: z.boolean(),
});
export type ComparableEdition = z.infer<typeof ComparableEdition>;

/**
 * The comparable sales of a lot ("Похожие продажи"). The other sales of the same work: the same author
 * (compared as the search folds text: case, 'ё' and old spelling ignored) and a similar title, or, for
 * a lot without an author, other lots without one and a similar title; never the lot itself.
 *
 * - `items`: at most COMPARABLES_MAX of them, the same copy's first, then the newest; listed newest first.
 * - `stats`: the statistics of `items` only (up to 20 sales, not the whole work).
 * - `sameCopy`: the other sales of this very copy (the same title, author and year and a near-identical
 *   description), newest first, earlier and later ones alike; each of them is also in `items`.
 * - `workStats`: the statistics of every other sale of the work (its newest COMPARABLES_WORK_MAX).
 * - `editions`: the same sales grouped by edition (year, publisher), each with its count, median, lowest
 *   and highest price, the book's own edition marked (`own`); by year, oldest first, unknown years
 *   last, then the most sold; at most COMPARABLE_EDITIONS_MAX, the own edition always among them.
 *   `editionsTotal` says how many there are in all.
 */
export const Comparables = z.object({
  items: z.array(Book),
  stats: PriceStatistics,
  sameCopy: z.array(Book),
  workStats: PriceStatistics,
  editions: z.array(ComparableEdition),
  editionsTotal: z.number().int(),
});
export type Comparables = z.infer<typeof Comparables>;

/** The figures of no sales at all: what a search or a book without comparable sales is answered. */
export const EMPTY_STATISTICS: PriceStatistics = {
  count: 0,
  median: null,
  p25: null,
  p75: null,
  min: null,
  max: null,
  seriesStep: 'year',
  series: [],
  histogram: [],
  sampled: false,
};
