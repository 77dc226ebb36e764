import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import { createBooksService } from './book-pages.ts';
import {
  createCategoryAdmin,
  type CategoryRef,
  type CategorySelection,
  type CategoryStatsRow,
} from './category-admin.ts';
import { createFeedbackService } from '../feedback/service.ts';
import { createImageService, type ImageBook, type ImageSource } from './images.ts';
import { coverUrlsFor } from './dto.ts';
import { createImageUrls } from './image-urls.ts';
import { visibilityOf } from './access.ts';
import {
  analyzeBooks,
  BULK_LOAD_INDEXES,
  cleanGinPendingLists,
  createSearchIndexes,
  dropSearchIndexes,
  type IndexStrategy,
} from './bulk-indexes.ts';
import { createBulkLoader, type BulkBook } from './bulk-load.ts';
import { createHistoryService } from '../search/history-service.ts';
import { createLotImport } from './lot-import.ts';
import { createBibliographicBackfill } from './bibliographic-backfill.ts';
import { createLotMatcher, type LotCriterion, type LotMatch } from '../search/lot-matcher.ts';
import { createSearchService } from '../search/searches.ts';
import { createSitemapService } from '../sitemaps/service.ts';
import { createPriceStatsService } from '../price-statistics/stats-service.ts';
import { createComparablesService } from '../price-statistics/comparables-service.ts';
import { createArchiveUsersTransfer } from '../search/users-transfer.ts';
import { createArchiveTransfer, type ArchiveReader, type ArchiveTransfer } from './transfer.ts';
import type { PriceStats } from '../search/search-repository.ts';
import type { BookCard } from './schema.ts';
import type { Visibility } from './dto.ts';
import { unmeteredReads, type PaidReadMeter } from './paid-reads.ts';

export type {
  ArchiveReader,
  ArchiveTransfer,
  BookCard,
  BulkBook,
  CategoryRef,
  CategorySelection,
  CategoryStatsRow,
  ImageBook,
  ImageSource,
  IndexStrategy,
  LotCriterion,
  LotMatch,
  PriceStats,
  Visibility,
};
/** The book pages' <title>, meta and JSON-LD, filled in by the web app's server (plugins/web-app.ts). */
export { bookPageHeadResolver } from './book-page-meta.ts';
export { descriptionTextOf, type ImportedLot } from './lot-import.ts';
export { recordOfLot } from './bibliographic-backfill.ts';
export { createPaidReadMeter } from './paid-reads.ts';
/**
 * The archive's export and import (transfers, ADR 0029): streamed reads and batch upserts by natural key,
 * made without the rest of the archive so the bench can build it alone.
 */
export { createArchiveTransfer };

/**
 * Loading many lots at once (the demo archive, imports): categories and sellers by name, books in
 * batches, and the search indexes dropped during the load and built after it (bulk-load.ts,
 * bulk-indexes.ts). Made without the rest of the archive, so a loader needs nothing else.
 */
export function createArchiveBulk(database: Database) {
  return {
    ...createBulkLoader(database),
    dropSearchIndexes: (strategy?: IndexStrategy) => dropSearchIndexes(database, strategy),
    cleanGinPendingLists: () => cleanGinPendingLists(database),
    createSearchIndexes: (onIndex?: (name: string) => void) => createSearchIndexes(database, onIndex),
    /** How many indexes createSearchIndexes builds (for a progress bar). */
    searchIndexCount: BULK_LOAD_INDEXES.length,
    /** Planner statistics (and a checkpoint on PGlite) after a load. */
    analyze: () => analyzeBooks(database),
  };
}

export type ArchiveBulk = ReturnType<typeof createArchiveBulk>;

export type ArchiveServiceOptions = {
  database: Database;
  billing: Pick<BillingService, 'searchAccess' | 'hasActiveSubscription'>;
  /** The server's secret, from which the key of the signed image addresses is derived (ADR 0033). */
  secret: string;
  /** Where image originals come from; without one every image is a 404. */
  imageSource?: ImageSource | undefined;
  /**
   * Where a failed write of the search history is reported (it happens after the reply), and searches
   * cut by the time limit.
   */
  log?: (Pick<Logger, 'error'> & Partial<Pick<Logger, 'warn'>>) | undefined;
  /** How long a search's, its statistics' or comparables' statements may take (SEARCH_TIMEOUT_MS, ADR 0042). */
  searchTimeoutMs?: number | undefined;
  /** Counts a price-range preview without a subscription; see SearchServiceOptions. */
  countPricePreview?: ((userId: number) => Promise<void>) | undefined;
  /** Counts a subscriber's paid reads (book pages, statistics, comparables) against the daily budgets (ADR 0050). */
  meterPaidRead?: PaidReadMeter | undefined;
};

const noImages: ImageSource = async () => null;

/** The archive as the rest of the server sees it: searches, books and images, feedback. */
export function createArchiveService({
  database,
  billing,
  secret,
  imageSource = noImages,
  log,
  countPricePreview,
  meterPaidRead = unmeteredReads,
  searchTimeoutMs,
}: ArchiveServiceOptions) {
  const queryTime = { timeoutMs: searchTimeoutMs, log };
  const history = createHistoryService({
    database,
    ...(log
      ? { writer: { onError: (error, lost) => log.error({ err: error, lost }, 'search history: entries not written') } }
      : {}),
  });
  const imageUrls = createImageUrls(secret);
  const books = createBooksService({
    database,
    billing,
    images: createImageService(imageSource),
    imageUrls,
    meterPaidRead,
  });
  const search = createSearchService({
    database,
    billing,
    history,
    imageUrls,
    ...(countPricePreview ? { countPricePreview } : {}),
    ...queryTime,
  });
  const stats = createPriceStatsService({ database, billing, search, meterPaidRead, ...queryTime });
  /** Lots or categories changed in this process: counts and figures are read again. */
  const changed = () => {
    books.invalidateCategories();
    stats.invalidate();
  };
  return {
    search,
    /** Price statistics of any search (issue 18 §2): the search's own matches, for subscribers. */
    stats,
    /** A lot's comparable sales and the other sales of the same copy (issue 18 §3). */
    comparables: createComparablesService({ database, billing, stats, meterPaidRead, imageUrls, ...queryTime }),
    history,
    bulk: createArchiveBulk(database),
    /**
     * Matches lots against criteria (alert preferences) with the search's own text rules, in one
     * statement: `lots.match(criteria, lotIds)` answers which lot matched which criterion.
     */
    lots: createLotMatcher(database),
    /** What a user may see of lots: 'full' (subscribers, administrators) or 'hidden'. */
    visibility: (user: UserRow): Promise<Visibility> => visibilityOf({ billing }, user),
    /** A lot's cover by signed address for a viewer who may see it, else null (the favourites' covers). */
    coverUrls: (card: Pick<BookCard, 'id' | 'imageNames'>, visibility: Visibility) =>
      coverUrlsFor(imageUrls, card, visibility),
    books,
    /** The admin cleanup's view of categories: counts, finding and locking, deleting, moving lots. */
    categoryAdmin: createCategoryAdmin(database, { onChange: changed }),
    feedback: createFeedbackService({ database }),
    /**
     * Lots arriving one by one from the sales pull, each in the caller's transaction (lot-import.ts);
     * `changed()` after a commit that added lots or categories drops the cached category list.
     */
    imports: { ...createLotImport(database.db), changed },
    /** The search history, lots and categories in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createArchiveUsersTransfer(database),
    /** The archive transfer's reads and writes (features/transfers/archive-transfer.ts). */
    transfer: createArchiveTransfer(database, { onChange: changed }),
    /** The one-time reading of stored lots' descriptions into author, publisher, year, place (ADR 0045). */
    bibliographicBackfill: createBibliographicBackfill(database.db),
    /** What /sitemap.xml and /sitemaps/*.xml list: the public pages and every lot's page, streamed. */
    sitemaps: createSitemapService(database),
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
