import { EMPTY_STATISTICS, PRICE_STATS_SAMPLE_ABOVE, type PriceStatistics } from '@raritet/contracts/price-statistics';
import type { MessageCode } from '@raritet/contracts/messages';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { UserRow } from '../auth/service.ts';
import { visibilityOf, type AccessDeps, unmeteredReads, type PaidReadMeter } from '../books/service.ts';
import { assembleStatistics } from './price-figures.ts';
import {
  type Filter,
  type Plan,
  type Located,
  type SearchInput,
  type Searches,
  createQueryTime,
  type QueryTimeOptions,
} from '../search/service.ts';
import { createStatsCache } from './stats-cache.ts';
import { createStatsRepository, LEVEL, type FigureRow } from './stats-repository.ts';

/**
 * A sample holds about this many lots (of all lots, matching or not): at 230,000 lots 8.7% of the
 * table's pages, which holds 8,700 matches or more of a search that matches over 100,000 lots. The
 * quartiles of that many prices are within a percent or two of the whole set's (ADR 0035).
 */
const SAMPLE_LOTS = 20_000;
/** REPEATABLE's seed: the same pages every time, so the same search shows the same figures. */
const SAMPLE_SEED = 18;

export type PriceStatsServiceOptions = AccessDeps & {
  database: Database;
  search: Pick<Searches, 'plan' | 'resolve'>;
  /** Counts a search's statistics against the subscriber's daily budget (ADR 0050). */
  meterPaidRead?: PaidReadMeter;
  /** Above this many matches the figures come from a sample (tests lower it). */
  sampleAbove?: number;
  /** How long the figures' statements may take (SEARCH_TIMEOUT_MS; ADR 0042), and where a cut is reported. */
  timeoutMs?: QueryTimeOptions['timeoutMs'];
  log?: QueryTimeOptions['log'];
};

/**
 * Price statistics of searches: the same matches as the search (its plan, its typo
 * fallback, its counting), figures over all of them, from a block sample above PRICE_STATS_SAMPLE_ABOVE.
 * For subscribers and administrators; nothing is counted against the plan and nothing enters the history.
 */
export function createPriceStatsService({
  database,
  billing,
  search,
  meterPaidRead = unmeteredReads,
  sampleAbove = PRICE_STATS_SAMPLE_ABOVE,
  timeoutMs,
  log,
}: PriceStatsServiceOptions) {
  const repository = createStatsRepository(database);
  const inTime = createQueryTime({ database, timeoutMs, log });
  const cache = createStatsCache({ fingerprint: () => repository.fingerprint() });

  /** The figures of a search's matches; what `npm run bench` times as the bare statistics. */
  async function ofPlan(searchPlan: Plan): Promise<PriceStatistics> {
    const { filter, located, correctedQuery } = await search.resolve(searchPlan);
    const figures = await figuresOf(filter, located);
    // Over a corrected query, and saying so (ADR 0044).
    return correctedQuery === undefined ? figures : { ...figures, correctedQuery };
  }

  async function figuresOf(filter: Filter, located: Located): Promise<PriceStatistics> {
    // Lots found only by a near spelling (the trigram fallback) are no confident set (ADR 0044): no
    // figures rather than a median over other books.
    if (located.total === 0 || filter.kind === 'similar') return EMPTY_STATISTICS;
    if (located.matches) {
      // The search found them all (at most 1,000): their ids are the set.
      return assembleStatistics(await repository.figures({ kind: 'ids', ids: located.matches.map((m) => m.id) }));
    }
    const expected = located.estimated ?? located.total;
    if (located.estimate && expected > sampleAbove) {
      const lots = await repository.lotCount();
      const percent = Math.min(100, Math.ceil((1000 * SAMPLE_LOTS) / Math.max(1, lots)) / 10);
      // One after the other: the call's statements share one connection (the bounded transaction).
      const rows = await repository.figures({ kind: 'sample', filter, percent, seed: SAMPLE_SEED });
      const extremes = await repository.extremes(filter);
      // A sample far smaller than the estimate promised means the planner guessed wrong: count exactly.
      if (sampledMatches(rows) * (100 / percent) >= sampleAbove / 2) {
        return assembleStatistics(rows, { count: located.total, extremes, sampled: true });
      }
    }
    return assembleStatistics(await repository.figures({ kind: 'filter', filter }));
  }

  async function requireSubscriber(user: UserRow, code: MessageCode) {
    if ((await visibilityOf({ billing }, user)) === 'hidden') throw forbidden(code);
  }

  return {
    ofPlan,
    requireSubscriber,

    /**
     * `GET /books/{search}/stats`: 403 without a subscription; the search's own 400s for its input. The
     * plan (filter and fallback) is the key of the cached figures: the same matches, whatever the
     * query's spelling, page or sort.
     */
    async forSearch(user: UserRow, input: SearchInput): Promise<PriceStatistics> {
      await requireSubscriber(user, 'price_stats_subscribers_only');
      const searchPlan = await search.plan(input);
      // A paid read once the input is known good (a refused query counts nothing), cached figures or not.
      await meterPaidRead(user, 'prices');
      const key = JSON.stringify([searchPlan.filter, searchPlan.fallbacks, searchPlan.text !== undefined]);
      // Figures cut by the time limit are not kept: the next call computes them again (rate-limited).
      return cache.get(key, () => inTime('search_timeout', () => ofPlan(searchPlan)));
    },

    /** Forgets the cached figures (this process changed lots). */
    invalidate: () => cache.clear(),

    /** The figures of these lots (comparable sales). */
    async ofBooks(ids: readonly number[]): Promise<PriceStatistics> {
      if (ids.length === 0) return EMPTY_STATISTICS;
      return assembleStatistics(await repository.figures({ kind: 'ids', ids }));
    },
  };
}

const sampledMatches = (rows: readonly FigureRow[]) => rows.find((row) => row.level === LEVEL.all)?.n ?? 0;

export type PriceStatsService = ReturnType<typeof createPriceStatsService>;
