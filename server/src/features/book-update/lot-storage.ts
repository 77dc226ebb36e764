import type { SalesSource } from '../../integrations/sales-source/http-source.ts';
import {
  finalPriceOf,
  FINISHED_STATUS,
  isSold,
  saleDateOf,
  type SourceLot,
} from '../../integrations/sales-source/lot.ts';
import { describeError } from '../../lib/error-text.ts';
import { lineText } from '../../lib/outside-text.ts';
import { descriptionTextOf } from '../books/service.ts';
import { downloadImage, isAllowedImageUrl, MAX_IMAGES_PER_LOT } from './lot-images.ts';
import { lotTypeOf } from './lot-type.ts';
import type { PipelineDeps } from './pipeline.ts';
import { publicationYear } from './publication-year.ts';
import { recordOfLot } from '../books/service.ts';
import type { NewLogEntry } from './repository.ts';

/** The placeholder category of a lot the platform files nowhere we know (the original's 'unknown'). */
const UNKNOWN_CATEGORY = 'unknown';

/** What one run gives the storing of its lots. */
export type LotStorageContext = Pick<
  PipelineDeps,
  'database' | 'repository' | 'archive' | 'images' | 'sourceBaseUrl'
> & {
  runId: string;
  now: () => Date;
  log: (entry: NewLogEntry) => void;
  /** A platform call, tried again when the platform blocks it (the run's own rule). */
  call: <T>(what: string, work: () => Promise<T>) => Promise<T>;
};

/**
 * One queued lot of a run: read from the platform, watched while it runs, skipped (logged) when it is
 * not a sale the archive can take, else stored with its description and images, in one transaction with
 * its removal from the queue. The lot's fields are the sales-source reader's, already normalised.
 */
export function createLotStorage(context: LotStorageContext) {
  const { database, repository, archive, images, sourceBaseUrl, runId, now, log, call } = context;

  async function storeImages(lot: SourceLot, bookId: number): Promise<string[]> {
    const store = await images.get();
    const names: string[] = [];
    const urls = lot.images.slice(0, MAX_IMAGES_PER_LOT);
    // At most two downloads at a time, as the old system did; in order, so the cover stays first.
    for (let start = 0; start < urls.length; start += 2) {
      const pair = urls.slice(start, start + 2);
      const results = await Promise.all(
        pair.map(async (url, offset) => {
          if (!isAllowedImageUrl(url, sourceBaseUrl())) {
            log({
              operationName: 'images',
              lotId: lot.id,
              code: 'book_update_log_image_foreign',
              params: { url: lineText(url, 200, true) },
              isError: false,
            });
            return undefined;
          }
          try {
            const { data, kind } = await downloadImage(url);
            const name = `${lot.id}_${start + offset + 1}.${kind.extension}`;
            await store.put(bookId, name, data);
            return name;
          } catch (error) {
            log({
              operationName: 'images',
              lotId: lot.id,
              code: 'book_update_log_image_skipped',
              isError: false,
              exceptionMessage: describeError(error),
            });
            return undefined;
          }
        }),
      );
      names.push(...results.filter((name): name is string => name !== undefined));
    }
    return names;
  }

  async function processLot(
    client: SalesSource,
    queued: { sourceLotId: number; sourceCategoryId: number | null },
    categoryNames: Map<number, string>,
  ) {
    const id = queued.sourceLotId;
    const reading = await call('lot', () => client.lot(id));
    if (!reading || 'skipped' in reading) {
      await repository.dequeue(id);
      log({
        operationName: 'lot',
        lotId: id,
        ...(reading
          ? { code: 'book_update_log_lot_skipped', params: { reason: reading.skipped } }
          : { code: 'book_update_log_lot_not_found' }),
        isError: false,
      });
      return undefined;
    }
    const lot = reading.lot;
    if (lot.status !== FINISHED_STATUS) {
      await database.db.transaction(async (tx) => {
        await repository.watch(
          {
            sourceLotId: id,
            sourceCategoryId: queued.sourceCategoryId,
            nextCheckAt: lot.endDate ?? new Date(now().getTime() + 30 * 60_000),
          },
          tx,
        );
        await repository.dequeue(id, tx);
      });
      return undefined;
    }
    if (!isSold(lot)) {
      await repository.dequeue(id);
      // Sold, but at a price that is no price (a string of words, negative, beyond MAX_PRICE): bad data.
      const noPrice = lot.soldQuantity > 0 && lot.currency === 'RUB' && finalPriceOf(lot) === undefined;
      log({
        operationName: 'lot',
        lotId: id,
        ...(noPrice
          ? { code: 'book_update_log_lot_skipped', params: { reason: 'no valid price' } }
          : { code: 'book_update_log_lot_unsold' }),
        isError: false,
      });
      return undefined;
    }
    const descriptionHtml = await call('description', () => client.description(id));
    const bookId = await archive.reserveBookId();
    const imageNames = await storeImages(lot, bookId);
    const categoryName = categoryNames.get(lot.categoryId ?? queued.sourceCategoryId ?? -1) ?? UNKNOWN_CATEGORY;
    const descriptionText = descriptionTextOf(descriptionHtml);
    // The platform gives no author, publisher or place: the description's opening record does, else the
    // title names the author (ADR 0045).
    const record = recordOfLot(descriptionHtml, lot.title, now());
    const stored = await database.db.transaction(async (tx) => {
      const result = await archive.importLot(
        {
          sourceLotId: id,
          title: lot.title,
          year: record.year ?? publicationYear(descriptionText, lot.title, now()) ?? null,
          author: record.author ?? null,
          publisher: record.publisher ?? null,
          publicationPlace: record.place ?? null,
          type: lotTypeOf(categoryName, lot.title),
          descriptionHtml,
          sellerName: lot.sellerName ?? 'Неизвестный продавец',
          categoryName,
          finalPrice: finalPriceOf(lot)!,
          saleDate: saleDateOf(lot, now()),
          imageNames,
          city: lot.city ?? null,
        },
        tx,
        bookId,
      );
      await repository.dequeue(id, tx);
      if (result.created) await repository.countStored(runId, { sourceLotId: id, title: lot.title }, tx);
      return result;
    });
    log({
      operationName: 'lot',
      lotId: id,
      ...(stored.created
        ? { code: 'book_update_log_lot_stored', params: { title: lineText(lot.title, 200, true) } }
        : { code: 'book_update_log_lot_known' }),
      isError: false,
    });
    return stored.created ? stored.bookId : undefined;
  }

  return { processLot };
}
