import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from '../billing/service.ts';
import type { ImageUrlSigner } from '../books/service.ts';
import { createHistoryService, type HistoryService } from './history-service.ts';
import { createLotMatcher, type LotCriterion, type LotMatch } from './lot-matcher.ts';
import { createSearches, type Located, type SearchInput, type Searches } from './searches.ts';
import { createSearchUsersTransfer } from './users-transfer.ts';
import type { Filter, PriceStats } from './search-repository.ts';
import type { Plan } from './search-plan.ts';

export type { Filter, HistoryService, Located, LotCriterion, LotMatch, Plan, PriceStats, SearchInput, Searches };
/**
 * What the price statistics build on: a search's filter over the catalogue (its SQL, so the figures count
 * exactly the search's matches) and the same time limit on its statements.
 */
export { withFilter } from './search-repository.ts';
export { createQueryTime, type QueryTimeOptions } from './query-time.ts';

export type SearchServiceOptions = {
  database: Database;
  billing: Pick<BillingService, 'searchAccess'>;
  /** Signs the covers' addresses in the results (the catalogue's signer, ADR 0033). */
  imageUrls: ImageUrlSigner;
  /**
   * Where a failed write of the search history is reported (it happens after the reply), and searches
   * cut by the time limit.
   */
  log?: (Pick<Logger, 'error'> & Partial<Pick<Logger, 'warn'>>) | undefined;
  /** How long a search's statements may take (SEARCH_TIMEOUT_MS, ADR 0042). */
  searchTimeoutMs?: number | undefined;
  /** Counts a price-range preview without a subscription; see SearchesOptions. */
  countPricePreview?: ((userId: number) => Promise<void>) | undefined;
};

/**
 * The five searches over the catalogue, the search history and repeats (its tables), and the lot matcher
 * that reads alert criteria with the searches' own text rules.
 */
export function createSearchService({
  database,
  billing,
  imageUrls,
  log,
  searchTimeoutMs,
  countPricePreview,
}: SearchServiceOptions) {
  const history = createHistoryService({
    database,
    ...(log
      ? { writer: { onError: (error, lost) => log.error({ err: error, lost }, 'search history: entries not written') } }
      : {}),
  });
  const searches = createSearches({
    database,
    billing,
    history,
    imageUrls,
    ...(countPricePreview ? { countPricePreview } : {}),
    timeoutMs: searchTimeoutMs,
    log,
  });
  return {
    ...searches,
    /** Every search a user made: recorded after the reply in batches, read by the profile. */
    history,
    /**
     * Matches lots against criteria (alert preferences) with the search's own text rules, in one
     * statement: `lots.match(criteria, lotIds)` answers which lot matched which criterion.
     */
    lots: createLotMatcher(database),
    /** The search history in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createSearchUsersTransfer(database),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
