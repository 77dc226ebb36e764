import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from '../billing/service.ts';
import type { ImageUrlSigner, PaidReadMeter } from '../books/service.ts';
import type { Searches } from '../search/service.ts';
import { createComparablesService, type ComparablesService } from './comparables-service.ts';
import { createPriceStatsService, type PriceStatsService } from './stats-service.ts';

export type { ComparablesService, PriceStatsService };

export type PriceStatisticsServiceOptions = {
  database: Database;
  billing: Pick<BillingService, 'hasActiveSubscription'>;
  /** The search whose matches the figures count: its plan and how it resolves one. */
  search: Pick<Searches, 'plan' | 'resolve'>;
  /** Signs the comparables' picture addresses (the catalogue's signer, ADR 0033). */
  imageUrls: ImageUrlSigner;
  /** Counts a subscriber's statistics and comparables against the daily budget of price reads (ADR 0050). */
  meterPaidRead?: PaidReadMeter | undefined;
  /** Where statements cut by the time limit are reported. */
  log?: Partial<Pick<Logger, 'warn'>> | undefined;
  /** How long the statistics' and comparables' statements may take (SEARCH_TIMEOUT_MS, ADR 0042). */
  searchTimeoutMs?: number | undefined;
};

/** Price statistics of any search and a lot's comparable sales: figures over the catalogue, no tables of their own. */
export function createPriceStatisticsService({
  database,
  billing,
  search,
  imageUrls,
  meterPaidRead,
  log,
  searchTimeoutMs,
}: PriceStatisticsServiceOptions) {
  const queryTime = { timeoutMs: searchTimeoutMs, log };
  const metered = meterPaidRead ? { meterPaidRead } : {};
  /** Price statistics of any search (ADR 0035): the search's own matches, for subscribers. */
  const stats = createPriceStatsService({ database, billing, search, ...metered, ...queryTime });
  return {
    stats,
    /** A lot's comparable sales and the other sales of the same copy (ADR 0035). */
    comparables: createComparablesService({ database, billing, stats, imageUrls, ...metered, ...queryTime }),
    /** Drops the cached figures: lots or categories changed in this process. */
    invalidate: () => stats.invalidate(),
  };
}

export type PriceStatisticsService = ReturnType<typeof createPriceStatisticsService>;
