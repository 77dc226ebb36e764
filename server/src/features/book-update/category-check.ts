import type { SalesSource } from '../../integrations/sales-source/http-source.ts';
import type { BooksService } from '../books/service.ts';
import type { BookUpdateRepository } from './repository.ts';

/** Stored lots compared per batch; the job pauses between batches. */
export const CATEGORY_CHECK_BATCH = 200;

/**
 * The category check (the original's was commented out): stored lots, newest first, are read again from
 * the platform, and a lot the platform now files under another category moves there. One batch per call,
 * resumed from the last lot checked, so a restart loses nothing; it stops when the service is paused.
 * Lots the platform does not know (the demo archive's) are left as they are.
 */
export function createCategoryCheck({
  repository,
  archive,
  source,
}: {
  repository: BookUpdateRepository;
  archive: Pick<BooksService['imports'], 'stored' | 'moveToCategory' | 'changed'>;
  source: () => SalesSource | undefined;
  now: () => Date;
}) {
  return async function batch(): Promise<{ checked: number; moved: number; more: boolean }> {
    const state = await repository.state();
    const client = source();
    if (!state.categoryCheckRunning || state.isPaused || !client) {
      await repository.update({ categoryCheckRunning: false });
      return { checked: 0, moved: 0, more: false };
    }
    const lots = await archive.stored(CATEGORY_CHECK_BATCH, state.categoryCheckBefore ?? undefined);
    const names = await repository.categoryNames();
    let moved = 0;
    for (const lot of lots) {
      const reading = await client.lot(lot.sourceLotId);
      const categoryId = reading && 'lot' in reading ? reading.lot.categoryId : undefined;
      const name = categoryId === undefined ? undefined : names.get(categoryId);
      if (name && name !== lot.categoryName && (await archive.moveToCategory(lot.bookId, name))) {
        moved += 1;
        await repository.log([
          {
            operationName: 'category-check',
            lotId: lot.sourceLotId,
            code: 'book_update_log_lot_moved',
            params: { from: lot.categoryName, to: name },
            isError: false,
          },
        ]);
      }
    }
    const more = lots.length === CATEGORY_CHECK_BATCH;
    await repository.update({
      categoryCheckBefore: lots.at(-1)?.bookId ?? null,
      categoryCheckRunning: more,
    });
    if (moved > 0) archive.changed();
    if (!more) {
      await repository.log([
        { operationName: 'category-check', lotId: null, code: 'book_update_log_category_check_done', isError: false },
      ]);
    }
    return { checked: lots.length, moved, more };
  };
}
