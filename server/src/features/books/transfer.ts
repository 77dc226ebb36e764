import type { Database, DbOrTx } from '../../db/client.ts';
import { restartBibliographicBackfill } from './bibliographic-backfill.ts';
import {
  createTransferRepository,
  type BookUpsertOutcome,
  type ExportedBook,
  type ExportedCategory,
  type ExportedSeller,
  type ImageRef,
  type UpsertOutcome,
} from './transfer-repository.ts';

export type { BookUpsertOutcome, ExportedBook, ExportedCategory, ExportedSeller, ImageRef, UpsertOutcome };

/** An import of at least this many lots into an archive without any builds the search indexes at the end. */
const BULK_MIN_BOOKS = 10_000;

/** Rows read per statement by the export (keyset pages by id). */
const PAGE_ROWS = { books: 2000, sellers: 5000, categories: 5000 };

/** What the export reads: every stored field, a page at a time, so memory stays the same whatever the size. */
export type ArchiveReader = {
  counts(): Promise<{ books: number; sellers: number; categories: number }>;
  categories(): AsyncGenerator<ExportedCategory>;
  sellers(): AsyncGenerator<ExportedSeller>;
  /** By id, which follows the sale order: the import inserts new lots in this order. */
  books(): AsyncGenerator<ExportedBook>;
  /** The books that name images, by id, for the images' pass. */
  imageRefs(): AsyncGenerator<ImageRef>;
};

/**
 * Keyset pages by id (`id > last`, its primary key), the next page asked for while the current one is
 * consumed (on PostgreSQL the database works meanwhile); rows are handed out without their id.
 */
async function* pages<T extends { id: number }, R>(
  read: (afterId: number) => Promise<T[]>,
  limit: number,
  shape: (row: T) => R,
): AsyncGenerator<R> {
  let page = await read(0);
  for (;;) {
    const last = page.at(-1);
    const next = page.length === limit && last ? read(last.id) : undefined;
    // A failing prefetch is seen when it is awaited below; until then it must not count as unhandled.
    next?.catch(() => undefined);
    for (const row of page) yield shape(row);
    if (!next) return;
    page = await next;
  }
}

/**
 * The archive transfer's access to the archive's tables (ADR 0029): streamed reads for the
 * export and batch upserts by natural key for the import, which runs them in its one transaction. Made
 * without the rest of the archive (the bench builds it alone); `onChange` hears of an import's writes.
 */
export function createArchiveTransfer(database: Database, { onChange }: { onChange?: () => void } = {}) {
  const repository = createTransferRepository();

  const readerOf = (db: DbOrTx): ArchiveReader => ({
    counts: () => repository.counts(db),
    categories: () =>
      pages(
        (after) => repository.categoriesAfter(db, after, PAGE_ROWS.categories),
        PAGE_ROWS.categories,
        ({ id: _id, ...row }) => row,
      ),
    sellers: () =>
      pages(
        (after) => repository.sellersAfter(db, after, PAGE_ROWS.sellers),
        PAGE_ROWS.sellers,
        ({ id: _id, ...row }) => row,
      ),
    books: () =>
      pages(
        (after) => repository.booksAfter(db, after, PAGE_ROWS.books),
        PAGE_ROWS.books,
        ({ id: _id, ...row }) => row,
      ),
    imageRefs: () =>
      pages(
        (after) => repository.imageRefsAfter(db, after, PAGE_ROWS.books),
        PAGE_ROWS.books,
        ({ id, ...row }): ImageRef => ({ bookId: id, ...row }),
      ),
  });

  return {
    /**
     * Runs `work` over the archive as one consistent picture where that costs nobody anything: on
     * PostgreSQL a read-only repeatable-read transaction (writers go on meanwhile). On PGlite a
     * transaction would hold the only connection for the whole export, so the pages are read one by one
     * between other requests; the export then writes the books before the sellers and categories they
     * name, so every name a book carries is in the file (lots added meanwhile bring theirs along).
     */
    read<T>(work: (reader: ArchiveReader) => Promise<T>): Promise<T> {
      if (database.driver === 'pglite') return work(readerOf(database.db));
      return database.db.transaction((tx) => work(readerOf(tx)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    },

    /** Upserts a batch of categories by name in the import's transaction. */
    importCategories: (records: readonly ExportedCategory[], tx: DbOrTx): Promise<UpsertOutcome> =>
      repository.upsertCategories(tx, records),

    /** Upserts a batch of sellers by name (ignoring case) in the import's transaction. */
    importSellers: (records: readonly ExportedSeller[], tx: DbOrTx): Promise<UpsertOutcome> =>
      repository.upsertSellers(tx, records),

    /**
     * Upserts a batch of books by source lot id in the import's transaction, new ones in the batch's order.
     * Keys repeated within one transaction (this batch or an earlier one) are skipped and their positions
     * returned, as is the first book whose seller or category exists nowhere.
     */
    importBooks: (records: readonly ExportedBook[], tx: DbOrTx): Promise<BookUpsertOutcome> =>
      repository.upsertBooks(tx, records),

    /** The ids of the books with these source lot ids (their images are stored under the id). */
    bookIds: (sourceLotIds: readonly number[], tx: DbOrTx): Promise<Map<number, number>> =>
      repository.bookIds(tx, sourceLotIds),

    /**
     * Before an import of `books` lots: into an archive without any lot, the search indexes are dropped
     * inside the import's transaction and built once at the end (`finishBulk`), which costs less than
     * keeping them up row by row. Only then: the transaction holds the books table exclusively meanwhile
     * (on PostgreSQL readers of the archive wait for it; on PGlite everything waits for it anyway).
     * Returns whether it did.
     */
    async startBulk(books: number, tx: DbOrTx): Promise<boolean> {
      if (books < BULK_MIN_BOOKS || !(await repository.hasNoBooks(tx))) return false;
      await repository.dropSearchIndexes(tx);
      return true;
    },

    /** The indexes `startBulk` dropped, built again in the same transaction. */
    finishBulk: (tx: DbOrTx): Promise<void> => repository.createSearchIndexes(tx),

    /** Planner statistics after a large import, inside its transaction. */
    analyze: (tx: DbOrTx): Promise<void> => repository.analyze(tx),

    /**
     * In an import's transaction that wrote lots: the bibliographic pass (ADR 0045) reads the archive
     * again, so an imported lot without an author, publisher, year or place gets them from its description
     * as a pulled one does at intake.
     */
    readRecordsAgain: (tx: DbOrTx): Promise<void> => restartBibliographicBackfill(tx),

    /** After an import: what the archive keeps in memory about categories is dropped. */
    changed: (): void => onChange?.(),
  };
}

export type ArchiveTransfer = ReturnType<typeof createArchiveTransfer>;
