import type { EventBus } from '../../events.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../auth/service.ts';
import { createBookPages } from './book-pages.ts';
import {
  createCategoryAdmin,
  type CategoryRef,
  type CategorySelection,
  type CategoryStatsRow,
} from './category-admin.ts';
import { createImageService, type ImageBook, type ImageSource } from './images.ts';
import { coverUrlsFor, type Visibility } from './dto.ts';
import { createImageUrls, type ImageUrlSigner } from './image-urls.ts';
import { visibilityOf, type AccessDeps } from './access.ts';
import {
  analyzeBooks,
  BULK_LOAD_INDEXES,
  cleanGinPendingLists,
  createSearchIndexes,
  dropSearchIndexes,
  type IndexStrategy,
} from './bulk-indexes.ts';
import { createBulkLoader, type BulkBook } from './bulk-load.ts';
import { createLotImport } from './lot-import.ts';
import { createBibliographicBackfill } from './bibliographic-backfill.ts';
import { createBooksUsersTransfer } from './users-transfer.ts';
import { createArchiveTransfer, type ArchiveReader, type ArchiveTransfer } from './transfer.ts';
import type { BookCard, BookRow } from './schema.ts';
import { unmeteredReads, type PaidReadMeter } from './paid-reads.ts';

export type {
  AccessDeps,
  ArchiveReader,
  ArchiveTransfer,
  BookCard,
  BookRow,
  BulkBook,
  CategoryRef,
  CategorySelection,
  CategoryStatsRow,
  ImageBook,
  ImageSource,
  ImageUrlSigner,
  IndexStrategy,
  PaidReadMeter,
  Visibility,
};
/** The book pages' <title>, meta and JSON-LD, filled in by the web app's server (plugins/web-app.ts). */
export { bookPageHeadResolver } from './book-page-meta.ts';
export { descriptionTextOf, type ImportedLot } from './lot-import.ts';
export { recordOfLot } from './bibliographic-backfill.ts';
export { createPaidReadMeter, unmeteredReads } from './paid-reads.ts';
/** What a viewer may see of lots, and a lot as every list shows it: the searches and price statistics use them too. */
export { visibilityOf };
export { toBook } from './dto.ts';
export { createImageUrls } from './image-urls.ts';
/**
 * The catalogue's cards and its newest-first order, for the features whose own SQL reads the catalogue
 * (search, price-statistics): they find ids, the cards are joined here.
 */
export { cardsByIds, cardsOf, NEWEST_FIRST, toDate, type RowReader } from './book-cards.ts';
/**
 * The archive's export and import (transfers, ADR 0029): streamed reads and batch upserts by natural key,
 * made without the rest of the catalogue so the bench can build it alone.
 */
export { createArchiveTransfer };

/**
 * Loading many lots at once (the demo archive, imports): categories and sellers by name, books in
 * batches, and the search indexes dropped during the load and built after it (bulk-load.ts,
 * bulk-indexes.ts). Made without the rest of the catalogue, so a loader needs nothing else.
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

export type BooksServiceOptions = {
  database: Database;
  billing: AccessDeps['billing'];
  /** The server's secret, from which the key of the signed image addresses is derived (ADR 0033). */
  secret: string;
  /** Where image originals come from; without one every image is a 404. */
  imageSource?: ImageSource | undefined;
  /** Counts a subscriber's paid reads (book pages, statistics, comparables) against the daily budgets (ADR 0050). */
  meterPaidRead?: PaidReadMeter | undefined;
  /** Where a change of lots or categories in this process is announced ('books.changed'). */
  events?: Pick<EventBus, 'emit'> | undefined;
};

const noImages: ImageSource = async () => null;

/**
 * The catalogue: the lots, their sellers and categories (its tables), the book pages and images, and
 * every way lots come in or change (the sales pull's imports, bulk loads, the archive transfer, the
 * categories' cleanup, the bibliographic pass). Nothing else writes these tables.
 */
export function createBooksService({
  database,
  billing,
  secret,
  imageSource = noImages,
  meterPaidRead = unmeteredReads,
  events,
}: BooksServiceOptions) {
  const imageUrls = createImageUrls(secret);
  const pages = createBookPages({
    database,
    billing,
    images: createImageService(imageSource),
    imageUrls,
    meterPaidRead,
  });
  /** Lots or categories changed in this process: counts and figures are read again. */
  const changed = () => {
    pages.invalidateCategories();
    events?.emit('books.changed', {});
  };
  return {
    ...pages,
    /** Signs the image addresses handed to subscribers (every list that names pictures gives them). */
    imageUrls,
    bulk: createArchiveBulk(database),
    /** What a user may see of lots: 'full' (subscribers, administrators) or 'hidden'. */
    visibility: (user: UserRow): Promise<Visibility> => visibilityOf({ billing }, user),
    /** A lot's cover by signed address for a viewer who may see it, else null (the favourites' covers). */
    coverUrls: (card: Pick<BookCard, 'id' | 'imageNames'>, visibility: Visibility) =>
      coverUrlsFor(imageUrls, card, visibility),
    /** The admin cleanup's view of categories: counts, finding and locking, deleting, moving lots. */
    categoryAdmin: createCategoryAdmin(database, { onChange: changed }),
    /**
     * Lots arriving one by one from the sales pull, each in the caller's transaction (lot-import.ts);
     * `changed()` after a commit that added lots or categories drops the cached category list.
     */
    imports: { ...createLotImport(database.db), changed },
    /** The lots and categories in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createBooksUsersTransfer(database),
    /** The archive transfer's reads and writes (features/transfers/archive-transfer.ts). */
    transfer: createArchiveTransfer(database, { onChange: changed }),
    /** The one-time reading of stored lots' descriptions into author, publisher, year, place (ADR 0045). */
    bibliographicBackfill: createBibliographicBackfill(database.db),
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
