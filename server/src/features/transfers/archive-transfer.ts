import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { z } from 'zod';
import {
  BookRecord,
  CategoryRecord,
  ImageIndexRecord,
  SellerRecord,
  isSafeEntryPath,
} from '@raritet/contracts/transfers';
import { isValidImageName, type ImageStore } from '../../integrations/image-store/image-store.ts';
import type { Provider } from '../../lib/provider.ts';
import type { ArchiveTransfer } from '../books/service.ts';
import { IMAGES_FOLDER, ndjsonPath, PackageError } from './package-format.ts';
import { packageFiles, type PackageFile } from './package-files.ts';
import { readRecords } from './package-reader.ts';
import { writePackage, type EntrySource } from './package-writer.ts';
import { importedBook, importedCategory, importedSeller } from './archive-records.ts';
import type { ImportContext, TransferKindDefinition } from './transfer-runner.ts';
import { PRIVATE_FILE_MODE } from '../../lib/private-files.ts';

const ENTRIES = {
  categories: ndjsonPath('categories'),
  sellers: ndjsonPath('sellers'),
  books: ndjsonPath('books'),
  images: ndjsonPath('images'),
};

/** Records per upsert statement: large enough that round trips do not count, small enough to cancel between. */
const BATCH = { categories: 2000, sellers: 5000, books: 2000, images: 200 };
/** An import that wrote this many lots refreshes the planner's statistics before it commits. */
const ANALYZE_AFTER_ROWS = 10_000;

export type ArchiveTransferDeps = {
  archive: Pick<
    ArchiveTransfer,
    | 'read'
    | 'importCategories'
    | 'importSellers'
    | 'importBooks'
    | 'bookIds'
    | 'startBulk'
    | 'finishBulk'
    | 'analyze'
    | 'readRecordsAgain'
    | 'changed'
  >;
  /** The image store in use (asked once per export or import: the settings may change it). */
  images: Provider<ImageStore>;
};

const imagePath = (sourceLotId: number, name: string) => `${IMAGES_FOLDER}${sourceLotId}/${name}`;

/** A record whose name was only control characters has none left: refused with its line. */
function named<T extends { name: string }>(path: string, line: number, record: T): T {
  if (record.name === '') throw new PackageError('transfer_record_invalid', { path, line, field: 'name' });
  return record;
}

/** The lines of an NDJSON file written by this process (the image index, kept aside while images are written). */
async function* linesOf(file: string): AsyncGenerator<unknown> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as unknown;
}

/** Records of one entry, each checked against its schema, handed over in batches. */
async function eachBatch<T>(
  { file, signal }: Pick<ImportContext, 'file' | 'signal'>,
  path: string,
  schema: z.ZodType<T>,
  size: number,
  handle: (batch: { line: number; record: T }[]) => Promise<void>,
): Promise<void> {
  // The next batch is read and checked while the database writes the previous one.
  let writing: Promise<void> | undefined;
  const flush = async (batch: { line: number; record: T }[]) => {
    if (writing) await writing;
    signal.throwIfAborted();
    writing = handle(batch);
    writing.catch(() => undefined);
  };
  let batch: { line: number; record: T }[] = [];
  try {
    for await (const { line, record } of readRecords(file, path, signal)) {
      const parsed = schema.safeParse(record);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || '-';
        throw new PackageError('transfer_record_invalid', { path, line, field });
      }
      batch.push({ line, record: parsed.data });
      if (batch.length >= size) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await flush(batch);
    if (writing) await writing;
  } catch (error) {
    // The statement under way ends before the transaction is rolled back.
    await writing?.catch(() => undefined);
    throw error;
  }
}

/**
 * The archive's package (ADR 0029): every stored
 * field of categories, sellers and books (sellers and categories named, never by id), an image index and,
 * when asked for, the image files under `images/<sourceLotId>/<name>`. The archive reads and writes its own
 * tables (books/transfer.ts); this file holds the package's layout and the import's order and checks.
 */
export function archiveTransferDefinition({ archive, images }: ArchiveTransferDeps): TransferKindDefinition {
  return {
    kind: 'archive',
    messages: {
      exportRunning: 'transfer_data_export_running',
      exportFailed: 'transfer_data_export_failed',
      exportNotReady: 'transfer_data_export_not_ready',
      exportFileMissing: 'transfer_data_export_file_missing',
      importCancelled: 'transfer_data_import_cancelled',
      importDone: 'transfer_data_import_done',
    },

    async writeExport({ file, signal, options, productVersion, progress }) {
      const includeImages = options.includeImages === true;
      const indexFile = `${file}.images.tmp`;
      try {
        await archive.read(async (reader) => {
          const counts = await reader.counts();
          const total = counts.books + counts.sellers + counts.categories + (includeImages ? counts.books : 0);
          let done = 0;
          async function* counted<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
            for await (const item of source) {
              done += 1;
              progress((done * 100) / Math.max(1, total));
              yield item;
            }
          }
          // Filled in while the images are written; the writer reads the counts when it writes the manifest.
          const extraCounts: Record<string, number> = { imagesMissing: 0 };
          async function* imageEntries(): AsyncGenerator<EntrySource> {
            const store = await images.get();
            const index = createWriteStream(indexFile, { mode: PRIVATE_FILE_MODE });
            try {
              for await (const ref of counted(reader.imageRefs())) {
                // A name listed twice is one file.
                for (const name of new Set(ref.imageNames)) {
                  const path = imagePath(ref.sourceLotId, name);
                  const data =
                    isValidImageName(name) && isSafeEntryPath(path) ? await store.get(ref.bookId, name) : null;
                  if (!data) {
                    extraCounts.imagesMissing! += 1;
                    continue;
                  }
                  const line = JSON.stringify({ sourceLotId: ref.sourceLotId, name, path, size: data.length });
                  if (!index.write(`${line}\n`)) await once(index, 'drain');
                  // Pictures are compressed already: stored as they are.
                  yield { path, bytes: () => [data], compress: false };
                }
              }
            } finally {
              index.end();
              await once(index, 'close');
            }
          }
          async function* entries(): AsyncGenerator<EntrySource> {
            // Books first: the sellers and categories read after them include every one a book names.
            yield { path: ENTRIES.books, records: () => counted(reader.books()) };
            yield { path: ENTRIES.sellers, records: () => counted(reader.sellers()) };
            yield { path: ENTRIES.categories, records: () => counted(reader.categories()) };
            if (includeImages) {
              yield* imageEntries();
              yield { path: ENTRIES.images, records: () => linesOf(indexFile) };
            } else {
              yield { path: ENTRIES.images, records: () => [] };
            }
          }
          await writePackage(file, {
            kind: 'archive',
            productVersion,
            signal,
            entries: entries(),
            counts: extraCounts,
          });
        });
      } finally {
        await rm(indexFile, { force: true });
      }
    },

    async importPackage(context) {
      const { manifest, tx, progress, report } = context;
      const listed = new Set(manifest.entries.map((entry) => entry.path));
      for (const path of [ENTRIES.categories, ENTRIES.sellers, ENTRIES.books]) {
        if (!listed.has(path)) throw new PackageError('transfer_entry_missing', { path });
      }
      const hasImages = manifest.entries.some((entry) => entry.path.startsWith(IMAGES_FOLDER));
      if (hasImages && !listed.has(ENTRIES.images))
        throw new PackageError('transfer_entry_missing', { path: ENTRIES.images });

      const count = (entity: string) => manifest.counts[entity] ?? 0;
      const total = count('categories') + count('sellers') + count('books') + count('images');
      let done = 0;
      const advance = (records: number) => {
        done += records;
        progress((done * 100) / Math.max(1, total));
      };
      const result = {
        created: 0,
        updated: 0,
        unchanged: 0,
        categories: 0,
        sellers: 0,
        images: 0,
        total: count('books'),
      };
      const repeated = (
        path: string,
        batch: { line: number }[],
        positions: number[],
        key: (index: number) => string,
      ) => {
        for (const position of positions) {
          const index = position - 1;
          report({ row: batch[index]!.line, key: key(index), message: 'transfer_record_duplicate', params: { path } });
        }
      };

      await eachBatch(context, ENTRIES.categories, CategoryRecord, BATCH.categories, async (batch) => {
        const outcome = await archive.importCategories(
          batch.map(({ line, record }) => named(ENTRIES.categories, line, importedCategory(record))),
          tx,
        );
        repeated(ENTRIES.categories, batch, outcome.repeated, (index) => batch[index]!.record.name);
        result.categories += batch.length - outcome.repeated.length;
        advance(batch.length);
      });
      await eachBatch(context, ENTRIES.sellers, SellerRecord, BATCH.sellers, async (batch) => {
        const outcome = await archive.importSellers(
          batch.map(({ line, record }) => named(ENTRIES.sellers, line, importedSeller(record))),
          tx,
        );
        repeated(ENTRIES.sellers, batch, outcome.repeated, (index) => batch[index]!.record.name);
        result.sellers += batch.length - outcome.repeated.length;
        advance(batch.length);
      });
      const bulk = await archive.startBulk(count('books'), tx);
      await eachBatch(context, ENTRIES.books, BookRecord, BATCH.books, async (batch) => {
        const outcome = await archive.importBooks(
          batch.map(({ line, record }) => {
            const { book, refused } = importedBook(record);
            if (refused) {
              report({
                row: line,
                key: String(record.sourceLotId),
                message: 'transfer_image_names_refused',
                params: { path: ENTRIES.books, ...refused },
              });
            }
            return book;
          }),
          tx,
        );
        const missing = outcome.missingSeller ?? outcome.missingCategory;
        if (missing !== null) {
          const field = outcome.missingSeller === missing ? 'sellerName' : 'categoryName';
          throw new PackageError('transfer_record_invalid', {
            path: ENTRIES.books,
            line: batch[missing - 1]!.line,
            field,
          });
        }
        repeated(ENTRIES.books, batch, outcome.repeated, (index) => String(batch[index]!.record.sourceLotId));
        result.created += outcome.created;
        result.updated += outcome.updated;
        result.unchanged += outcome.unchanged;
        advance(batch.length);
      });
      if (bulk) await archive.finishBulk(tx);
      if (listed.has(ENTRIES.images)) result.images = await importImages(context, advance);
      if (result.created + result.updated >= ANALYZE_AFTER_ROWS) await archive.analyze(tx);
      if (result.created + result.updated > 0) await archive.readRecordsAgain(tx);
      archive.changed();
      return result;
    },
  };

  /**
   * The image files, after every book row exists: the index and the `images/` entries are read side by
   * side (the index lists the files in the order they are stored). A file is written to the store unless
   * the store holds the same bytes already, so a file an import did not change is never touched; files of
   * an import rolled back afterwards stay behind under ids no row will ever have (ADR 0029).
   */
  async function importImages(context: ImportContext, advance: (records: number) => void): Promise<number> {
    const { file, tx, signal } = context;
    let store: ImageStore | undefined;
    const files = packageFiles(file, IMAGES_FOLDER, signal);
    const invalid = (line: number, field: string) =>
      new PackageError('transfer_record_invalid', { path: ENTRIES.images, line, field });
    let written = 0;
    let lastLine = 0;
    try {
      await eachBatch(context, ENTRIES.images, ImageIndexRecord, BATCH.images, async (batch) => {
        const ids = await archive.bookIds(
          batch.map((item) => item.record.sourceLotId),
          tx,
        );
        for (const { line, record } of batch) {
          lastLine = line;
          if (!isValidImageName(record.name)) throw invalid(line, 'name');
          if (record.path !== imagePath(record.sourceLotId, record.name)) throw invalid(line, 'path');
          const next: IteratorResult<PackageFile> = await files.next();
          if (next.done || next.value.path !== record.path) throw invalid(line, 'path');
          const bookId = ids.get(record.sourceLotId);
          if (bookId === undefined) throw invalid(line, 'sourceLotId');
          const data = await next.value.read();
          if (data.length !== record.size) throw invalid(line, 'size');
          store ??= await images.get();
          const stored = await store.get(bookId, record.name);
          if (!stored?.equals(data)) await store.put(bookId, record.name, data);
          written += 1;
          signal.throwIfAborted();
        }
        advance(batch.length);
      });
      // A file under images/ that the index does not list.
      if (!(await files.next()).done) throw invalid(lastLine + 1, 'path');
    } finally {
      await files.return(undefined);
    }
    return written;
  }
}
