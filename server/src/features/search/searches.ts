import { isAdminRole } from '@raritet/contracts/auth';
import {
  EXACT_COUNT_LIMIT,
  PARTIAL_RESULT_TITLES,
  PHRASE_COUNT_LIMIT,
  PRICE_PREVIEW_TITLES_MIN_RATIO,
  PRICE_SORTS,
  reachablePages,
  RELEVANCE_SEARCH_TYPES,
  RELEVANCE_WINDOW,
  defaultSearchSort,
  type SearchResponse,
  type SearchSort,
  type SearchType,
} from '@raritet/contracts/archive';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import type { UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import { toBook, type Visibility, type ImageUrlSigner, type BookCard } from '../books/service.ts';
import type { HistoryService } from './history-service.ts';
import { createQueryTime, type QueryTimeOptions } from './query-time.ts';
import { depthOf, isDeep, pagesOf } from './search-depth.ts';
import { createSearchRepeats, searchKey, type SearchRepeats } from './search-repeats.ts';
import { understandName } from './query-understanding.ts';
import { textPlan, wanted, type Plan, type TextSearch } from './search-plan.ts';
import { createSearchRepository, isOrdered, type Filter, type Match, type PriceStats } from './search-repository.ts';
import { compareMatches } from './search-order.ts';
import { relevanceWindow, tierOf, type Ranking } from './search-rank.ts';
import { createQueryCorrector } from './query-correction.ts';

/** A page of results in an order (`sort`, newest first when missing; ADR 0035). */
type Paging = { page: number; pageSize: number; sort?: SearchSort | undefined };
/** Who searches, as the access check needs it. */
type Searcher = Pick<UserRow, 'id' | 'role'>;

/** One search as the routes hand it over (already validated by the contract's schemas). */
export type SearchInput = Paging &
  (
    | ({ type: 'title' } & TextSearch)
    | ({ type: 'description' } & TextSearch)
    | { type: 'category'; categoryId: number }
    | { type: 'seller'; sellerName: string }
    | { type: 'priceRange'; minPrice: number; maxPrice: number }
  );

/** Up to EXACT_COUNT_LIMIT matches are counted exactly; reaching this many means "more". */
const COUNT_CAP = EXACT_COUNT_LIMIT + 1;
/**
 * Phrases recheck word positions and word forms row by row (about 10 µs a row on PostgreSQL, more on
 * PGlite): their exact count stops lower, at PHRASE_COUNT_LIMIT.
 */
const PHRASE_COUNT_CAP = PHRASE_COUNT_LIMIT + 1;
/** A planner estimate this large is trusted without counting (estimates of common words are close). */
const TRUSTED_ESTIMATE = 2 * EXACT_COUNT_LIMIT;

/** `matches`: all of them, when there are few; `estimated`: the planner's figure, when it has one. */
export type Located = { total: number; estimate: boolean; matches?: Match[]; estimated?: number };
/** How long a user refused with 429 is checked before searching again (see accessThenResult). */
const REFUSED_MEMORY_MS = 60_000;
/** A seller query that is only the start of a name matches at most this many sellers. */
const MAX_SELLERS = 50;

/**
 * What a search shows: its filter and where its matches are, what relevance ranks them by, and the
 * corrected query when a misspelt word was corrected (ADR 0044).
 */
export type Resolved = { filter: Filter; located: Located; ranking?: Ranking | undefined; correctedQuery?: string };

export type SearchesOptions = {
  database: Database;
  billing: Pick<BillingService, 'searchAccess'>;
  /** Where each search is recorded (the search history); the bench's bare searches record nothing. */
  history?: Pick<HistoryService, 'record'>;
  /**
   * Counts one price-range preview (a search without a subscription) of the user's Moscow day, shared by
   * every process (the rate-limit table), and refuses one past PRICE_PREVIEW_DAILY_LIMIT: 429
   * price_preview_limit inviting to subscribe, Retry-After until Moscow midnight.
   */
  countPricePreview?: (userId: number) => Promise<void>;
  /** Signs the covers' addresses in the results (ADR 0033). */
  imageUrls: ImageUrlSigner;
  /** How long a search's statements may take (SEARCH_TIMEOUT_MS; ADR 0042), and where a cut is reported. */
  timeoutMs?: QueryTimeOptions['timeoutMs'];
  log?: QueryTimeOptions['log'];
  /** Which searches are repeats within a moment, counted once (ADR 0046); search_repeats by default. */
  repeats?: Pick<SearchRepeats, 'claim' | 'release'>;
};

export function createSearches({
  database,
  billing,
  history = { record: () => {} },
  countPricePreview = async () => {},
  imageUrls,
  timeoutMs,
  log,
  repeats = createSearchRepeats(database),
}: SearchesOptions) {
  const repository = createSearchRepository(database);
  const corrector = createQueryCorrector(database);
  const inTime = createQueryTime({ database, timeoutMs, log });

  /**
   * Sellers by name as typed (exact, else the names it starts); a Latin name also by its Cyrillic
   * readings; when none is found, the name as the other keyboard layout types it.
   */
  async function sellerIds(name: string): Promise<number[]> {
    const { readings, layout } = understandName(name);
    const found = readings.length
      ? await repository.sellerIdsByReadings(name, readings, MAX_SELLERS)
      : await repository.sellerIds(name, MAX_SELLERS);
    if (found.length || layout === null) return found;
    return repository.sellerIds(layout, MAX_SELLERS);
  }

  /** Validates the input and resolves what it needs (sellers by name) before anything is counted. */
  async function plan(input: SearchInput): Promise<Plan> {
    switch (input.type) {
      case 'title':
      case 'description':
        return textPlan(input.type, input);
      case 'category':
        return {
          filter: { kind: 'category', categoryId: input.categoryId },
          fallbacks: [],
          historyQuery: String(input.categoryId),
        };
      case 'seller': {
        if (input.sellerName === '') throw badRequest('search_query_required');
        return {
          filter: { kind: 'sellers', sellerIds: await sellerIds(input.sellerName) },
          fallbacks: [],
          historyQuery: input.sellerName,
        };
      }
      case 'priceRange':
        if (input.minPrice > input.maxPrice) throw badRequest('price_range_invalid');
        return {
          filter: { kind: 'price', min: input.minPrice, max: input.maxPrice },
          fallbacks: [],
          historyQuery: `${input.minPrice}-${input.maxPrice}`,
        };
    }
  }

  /**
   * How many lots match, and all of them when there are few. The planner's estimate comes first
   * (statistics only); a large one is trusted. Otherwise the matches are fetched up to the cap: under
   * it they are the exact count and every page. Phrases and typo matches have no usable estimate
   * (PostgreSQL cannot estimate a regex or a trigram match): above the cap their total is the lower
   * bound, "more than 1,000" (200 for phrases).
   */
  async function locate(filter: Filter): Promise<Located> {
    if (filter.kind === 'sellers' && filter.sellerIds.length === 0) return { total: 0, estimate: false, matches: [] };
    if (isOrdered(filter)) {
      // A category or a seller: counting up to the cap reads only the index, and pages come from it.
      const counted = await repository.cappedCount(filter, COUNT_CAP);
      if (counted < COUNT_CAP) return { total: counted, estimate: false };
      const estimated = await repository.estimatedCount(filter);
      return { total: Math.max(estimated, EXACT_COUNT_LIMIT), estimate: true, estimated };
    }
    const estimable = filter.kind !== 'phrase' && filter.kind !== 'similar';
    const estimated = estimable ? await repository.estimatedCount(filter) : 0;
    if (estimated >= TRUSTED_ESTIMATE) return { total: estimated, estimate: true, estimated };
    const cap = filter.kind === 'phrase' ? PHRASE_COUNT_CAP : COUNT_CAP;
    const matches = await repository.matches(filter, cap);
    if (matches.length < cap) return { total: matches.length, estimate: false, matches };
    // More than the cap: at least cap - 1 ("more than 1,000"), or the planner's larger estimate.
    return {
      total: Math.max(estimated, cap - 1),
      estimate: true,
      ...(estimable ? { estimated: Math.max(estimated, cap) } : {}),
    };
  }

  /**
   * Subscribers are counted against their plan first (429 past the limit); admins are not counted. One
   * statement (billing's searchAccess); none for an administrator, whose session role is enough.
   * `count: false`: a repeat (ADR 0046), nothing counted.
   */
  async function access(
    user: Searcher,
    count = true,
  ): Promise<{ visibility: Visibility; remainingRequests: number | null }> {
    if (isAdminRole(user.role)) return { visibility: 'full', remainingRequests: null };
    const found = await billing.searchAccess(user.id, { count });
    switch (found.kind) {
      case 'unsubscribed':
        return { visibility: 'hidden', remainingRequests: null };
      case 'subscriber':
        return { visibility: 'full', remainingRequests: found.remainingRequests };
    }
  }

  /**
   * One page in the sort's order: cut from the matches when they are all known, else fetched through
   * the indexes. Relevance ranks the newest RELEVANCE_WINDOW matches (all of them when there are
   * fewer) and those holding the words in order (search-rank.ts); pages past that window go on newest
   * first, from where the window ends (ADR 0035, 0044).
   */
  async function pageOf(
    { filter, located, ranking }: Resolved,
    { limit, offset }: { limit: number; offset: number },
    sort: SearchSort = 'newest',
  ): Promise<BookCard[]> {
    if (sort === 'relevance' && ranking) {
      const newest = { filter, located, ranking: undefined };
      if (offset >= RELEVANCE_WINDOW) return pageOf(newest, { limit, offset }, 'newest');
      const found = await relevanceWindow(repository, { filter, located, ranking });
      if (found === 'newest') return pageOf(newest, { limit, offset }, 'newest');
      const { window, latest } = found;
      const ranked = await repository.rankedPage(window, tierOf(ranking, filter), { limit, offset }, RELEVANCE_WINDOW);
      // A page across the window's end goes on with the newest matches after it.
      const rest = Math.min(limit, offset + limit - RELEVANCE_WINDOW);
      if (rest <= 0 || latest < RELEVANCE_WINDOW) return ranked;
      return [...ranked, ...(await pageOf(newest, { limit: rest, offset: RELEVANCE_WINDOW }, 'newest'))];
    }
    if (sort === 'relevance') sort = 'newest';
    if (located.matches) {
      const ids = [...located.matches]
        .sort(compareMatches(sort))
        .slice(offset, offset + limit)
        .map((match) => match.id);
      return repository.byIds(ids);
    }
    return repository.manyPage(filter, { limit, offset }, located.estimated, sort);
  }

  /**
   * The filter whose matches a search shows, and where they are: the plan's own, or a fallback (the other
   * keyboard layout, the typo reading) when it finds more where the plan's own found little. The
   * statistics use it too, so their figures cover the search's matches.
   */
  async function resolve(searchPlan: Plan): Promise<Resolved> {
    let found: Resolved = {
      filter: searchPlan.filter,
      located: await locate(searchPlan.filter),
      ranking: searchPlan.ranking,
    };
    for (const fallback of searchPlan.fallbacks) {
      if (!wanted(fallback, found.located.total)) continue;
      // A misspelt word is corrected before near spellings are looked for (ADR 0044).
      if (fallback.filter.kind === 'similar') {
        const corrected = await correct(searchPlan);
        if (corrected) return corrected;
      }
      const next = await locate(fallback.filter);
      if (next.total > found.located.total)
        found = { filter: fallback.filter, located: next, ranking: searchPlan.ranking };
    }
    if (found.located.total === 0 && !searchPlan.fallbacks.some((f) => f.filter.kind === 'similar')) {
      return (await correct(searchPlan)) ?? found;
    }
    return found;
  }

  /**
   * The search of the query with its misspelt words corrected (query-correction.ts), the first reading
   * that finds lots; undefined when there is none. Its `correctedQuery` is what the page names.
   */
  async function correct(searchPlan: Plan): Promise<Resolved | undefined> {
    if (!searchPlan.text) return undefined;
    const { field, input } = searchPlan.text;
    for (const query of await corrector.corrections(field, input.query)) {
      const retyped = textPlan(field, { ...input, query, noCorrection: true });
      const found = await resolve(retyped);
      if (found.located.total > 0) return { ...found, correctedQuery: query };
    }
    return undefined;
  }

  /**
   * The search itself, without access rules or history: what `npm run bench` times as "bare SQL".
   * `partial`: a price-range preview without a subscription: the count, and the two newest titles
   * unless `titles` is false.
   */
  async function run(searchPlan: Plan, { page, pageSize, sort }: Paging, partial = false, titles = true) {
    const found = await resolve(searchPlan);
    const { total, estimate } = found.located;
    const { correctedQuery } = found;
    if (partial) {
      const rows = total === 0 || !titles ? [] : await pageOf(found, { limit: PARTIAL_RESULT_TITLES, offset: 0 }, sort);
      return { total, estimate, rows: [], titles: rows.map((row) => row.title), correctedQuery, pages: undefined };
    }
    const offset = (page - 1) * pageSize;
    // No page beyond the reach is read (ADR 0042): refused, or empty past the end of an exact count.
    const read = total > 0 && depthOf(found.located, offset) === 'read';
    const rows = read ? await pageOf(found, { limit: pageSize, offset }, sort) : [];
    return {
      total,
      estimate,
      rows,
      titles: [] as string[],
      correctedQuery,
      pages: pagesOf(found.located, { page, pageSize, shown: rows.length }),
    };
  }

  /** `run` within the search's time limit: 503 `search_timeout` when its statements outlast it. */
  const runInTime = (...args: Parameters<typeof run>) => inTime('search_timeout', () => run(...args));

  /** Users refused with 429 lately (id → when): their searches wait for the access check again. */
  const refused = new Map<number, number>();

  /**
   * The access check, and the search's result. The check is a write (the counted request) and the
   * search only reads, so on PostgreSQL they run side by side on two connections; a refused request's
   * result is dropped unseen, and a user refused in the last minute is checked first so that going on
   * past the limit does not keep the database searching. A price range depends on the check (without
   * a subscription: a count and two titles), so it waits for it.
   */
  async function accessThenResult(user: UserRow, input: SearchInput, searchPlan: Plan, key: string) {
    const refusedAt = refused.get(user.id);
    const priceSort = PRICE_SORTS.includes(input.sort ?? 'newest');
    if (
      input.type === 'priceRange' ||
      priceSort ||
      (refusedAt !== undefined && Date.now() - refusedAt < REFUSED_MEMORY_MS)
    ) {
      const granted = await checkAccess(user, key);
      // The order of prices is itself subscriber data (a user without a subscription is not counted).
      if (priceSort && granted.visibility === 'hidden') throw forbidden('search_sort_price_subscribers_only');
      if (input.type !== 'priceRange' || granted.visibility === 'full') {
        return { granted, result: await runInTime(searchPlan, input) };
      }
      return { granted, result: await pricePreview(user, input, searchPlan, granted.fresh) };
    }
    const searching = runInTime(searchPlan, input);
    // Awaited below unless the check fails first; then its outcome no longer matters.
    searching.catch(() => {});
    const granted = await checkAccess(user, key);
    return { granted, result: await searching };
  }

  /**
   * A price range without a subscription (ADR 0013): PRICE_PREVIEW_DAILY_LIMIT a Moscow day, then 429
   * inviting to subscribe; a narrow range (where the count alone nearly tells a price) names no lots.
   */
  async function pricePreview(
    user: UserRow,
    input: SearchInput & { type: 'priceRange' },
    searchPlan: Plan,
    fresh: boolean,
  ) {
    // A repeat within a moment (ADR 0046) was counted the first time.
    if (fresh) await countPricePreview(user.id);
    const titles = input.maxPrice >= PRICE_PREVIEW_TITLES_MIN_RATIO * input.minPrice;
    return runInTime(searchPlan, input, true, titles);
  }

  /**
   * The access check. With the search's `key`: counted (and to be written to the history, `fresh`) only
   * when it is not the user's last search repeated within a moment (ADR 0046); a refused one is forgotten,
   * so asking again is checked afresh.
   */
  async function checkAccess(user: Searcher, key?: string) {
    const fresh = key === undefined ? true : await repeats.claim(user.id, key);
    try {
      const granted = await access(user, fresh);
      refused.delete(user.id);
      return { ...granted, fresh };
    } catch (error) {
      if (key !== undefined && fresh) await repeats.release(user.id, key).catch(() => {});
      if (error instanceof AppError && error.statusCode === 429) {
        if (refused.size >= 10_000) refused.clear(); // a bound, not a cache policy: it only costs some speculation
        refused.set(user.id, Date.now());
      }
      throw error;
    }
  }

  return {
    plan,
    run,
    resolve,

    /**
     * The final prices of the lots a title search for `query` finds, as the title search finds them
     * (word forms, the last word also as a beginning, transliteration, the other keyboard layout when
     * they find little), but never through a typo (ADR 0044: figures only over the query as read, and
     * the bot's reply has no place to say a word was corrected): the messaging bot's /price. Counted and recorded as one title search; null for a user without an
     * active subscription (nothing counted: prices are for subscribers). Throws as the search does:
     * 400 for a query without words, 429 past the plan's limit.
     */
    async priceSummary(user: Searcher, query: string): Promise<PriceStats | null> {
      const searchPlan = textPlan('title', { query: query.trim(), exactPhrase: false });
      const { visibility } = await checkAccess(user);
      if (visibility === 'hidden') return null;
      const stats = await inTime('search_timeout', async () => {
        let found = await repository.priceStats(searchPlan.filter);
        for (const fallback of searchPlan.fallbacks) {
          if (fallback.filter.kind === 'similar' || !wanted(fallback, found.count)) continue;
          const next = await repository.priceStats(fallback.filter);
          if (next.count > found.count) found = next;
        }
        return found;
      });
      history.record({ userId: user.id, searchType: 'title', query: searchPlan.historyQuery, searchDate: new Date() });
      return stats;
    },

    async search(user: UserRow, asked: SearchInput): Promise<SearchResponse> {
      if (asked.sort === 'relevance' && !RELEVANCE_SEARCH_TYPES.includes(asked.type)) {
        throw badRequest('search_sort_relevance_text_only');
      }
      // No order asked for: relevance for the text searches, newest first for the others (ADR 0044).
      const input: SearchInput = { ...asked, sort: asked.sort ?? defaultSearchSort(asked.type) };
      const searchPlan = await plan(input);
      // A page beyond SEARCH_RESULTS_MAX is refused (400) before the request is counted (past the end of
      // fewer it goes on, empty). One beyond a lower-bound count ("more than 200") shows only once
      // counted, beside the access check: refused as well, though counted (no page of the app leads there).
      if (isDeep(input)) await runInTime(searchPlan, input);
      const { granted, result } = await accessThenResult(user, input, searchPlan, searchKey(input));
      const { visibility, remainingRequests, fresh } = granted;
      // Without a subscription a price-range search shows only how many lots and two titles.
      const partial = input.type === 'priceRange' && visibility === 'hidden';
      // Every search that passed validation and access is history, found or not, once (a repeat within a
      // moment is not: ADR 0046), with what a rerun needs; written after the reply.
      if (fresh) {
        const text = input.type === 'title' || input.type === 'description';
        history.record({
          userId: user.id,
          searchType: input.type satisfies SearchType,
          query: searchPlan.historyQuery,
          searchDate: new Date(),
          exactPhrase: text && input.exactPhrase,
          sort: input.sort ?? null,
          categoryIds: text && input.categoryIds?.length ? input.categoryIds : null,
        });
      }
      if (partial) {
        return {
          items: [],
          totalPages: 0,
          totalItems: 0,
          totalIsEstimate: result.estimate,
          remainingRequests,
          partialResults: true,
          totalFound: result.total,
          firstBookTitles: result.titles,
        };
      }
      return {
        items: result.rows.map((row) => toBook(row, visibility, imageUrls)),
        // The count and the pages agree with the page shown (search-depth.ts, ADR 0046).
        totalPages: result.pages?.totalPages ?? reachablePages(result.total, input.pageSize),
        totalItems: result.pages?.total ?? result.total,
        totalIsEstimate: result.estimate,
        pagedUpTo: result.pages?.pagedUpTo ?? null,
        remainingRequests,
        partialResults: false,
        totalFound: null,
        firstBookTitles: [],
        ...(result.correctedQuery !== undefined ? { correctedQuery: result.correctedQuery } : {}),
      };
    },
  };
}

export type Searches = ReturnType<typeof createSearches>;
