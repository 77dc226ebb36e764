import type { Database } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import { createBooksService } from './books-service.ts';
import {
  createCategoryAdmin,
  type CategoryRef,
  type CategorySelection,
  type CategoryStatsRow,
} from './category-admin.ts';
import { createFeedbackService } from './feedback-service.ts';
import { createImageService, type ImageBook, type ImageSource } from './images.ts';
import { visibilityOf } from './access.ts';
import {
  analyzeBooks,
  cleanGinPendingLists,
  createSearchIndexes,
  dropSearchIndexes,
  type IndexStrategy,
} from './bulk-indexes.ts';
import { createBulkLoader, type BulkBook } from './bulk-load.ts';
import { createHistoryService } from './history-service.ts';
import { createLotImport } from './lot-import.ts';
import { createLotMatcher, type LotCriterion, type LotMatch } from './lot-matcher.ts';
import { createSearchService } from './search-service.ts';
import { createArchiveUsersTransfer } from './users-transfer.ts';
import { createArchiveTransfer, type ArchiveReader, type ArchiveTransfer } from './transfer.ts';
import type { PriceStats } from './search-repository.ts';
import type { BookCard } from './schema.ts';
import type { Visibility } from './dto.ts';

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
    /** Planner statistics (and a checkpoint on PGlite) after a load. */
    analyze: () => analyzeBooks(database),
  };
}

export type ArchiveBulk = ReturnType<typeof createArchiveBulk>;

export type ArchiveServiceOptions = {
  database: Database;
  billing: Pick<BillingService, 'searchAccess' | 'hasActiveSubscription'>;
  /** Where image originals come from; without one every image is a 404. */
  imageSource?: ImageSource | undefined;
  /** Where a failed write of the search history is reported (it happens after the reply). */
  log?: Pick<Logger, 'error'> | undefined;
  /** Counts a price-range preview without a subscription; see SearchServiceOptions. */
  countPricePreview?: ((userId: number) => Promise<boolean>) | undefined;
};

const noImages: ImageSource = async () => null;

/** The archive as the rest of the server sees it: searches, books and images, feedback. */
export function createArchiveService({
  database,
  billing,
  imageSource = noImages,
  log,
  countPricePreview,
}: ArchiveServiceOptions) {
  const history = createHistoryService({
    database,
    ...(log
      ? { writer: { onError: (error, lost) => log.error({ err: error, lost }, 'search history: entries not written') } }
      : {}),
  });
  const books = createBooksService({ database, billing, images: createImageService(imageSource) });
  return {
    search: createSearchService({
      database,
      billing,
      history,
      ...(countPricePreview ? { countPricePreview } : {}),
    }),
    history,
    bulk: createArchiveBulk(database),
    /**
     * Matches lots against criteria (alert preferences) with the search's own text rules, in one
     * statement: `lots.match(criteria, lotIds)` answers which lot matched which criterion.
     */
    lots: createLotMatcher(database),
    /** What a user may see of lots: 'full' (subscribers, administrators) or 'hidden'. */
    visibility: (user: UserRow): Promise<Visibility> => visibilityOf({ billing }, user),
    books,
    /** The admin cleanup's view of categories: counts, finding and locking, deleting, moving lots. */
    categoryAdmin: createCategoryAdmin(database, { onChange: () => books.invalidateCategories() }),
    feedback: createFeedbackService({ database }),
    /**
     * Lots arriving one by one from the sales pull, each in the caller's transaction (lot-import.ts);
     * `changed()` after a commit that added lots or categories drops the cached category list.
     */
    imports: { ...createLotImport(database.db), changed: () => books.invalidateCategories() },
    /** The search history, lots and categories in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createArchiveUsersTransfer(database),
    /** The archive transfer's reads and writes (features/transfers/archive-transfer.ts). */
    transfer: createArchiveTransfer(database, { onChange: () => books.invalidateCategories() }),
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
