import { PRICE_UPPER_FALLBACK } from '@raritet/contracts/archive';
import type { SearchHistoryRecord } from '@raritet/contracts/archive';
import {
  categorySearchPath,
  descriptionSearchPath,
  priceRangeSearchPath,
  sellerSearchPath,
  titleSearchPath,
} from '../../../lib/search-links.ts';

/** A price range as the history stores it ('min-max'); a missing bound reads as 0 below, 999999 above. */
export function readPriceRange(query: string): { min: number; max: number } | null {
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(query);
  if (match === null) return null;
  const [, low = '', high = ''] = match;
  const min = low === '' ? 0 : Number(low);
  // Without an upper price the link uses 999999 (never below the lower bound).
  const max = high === '' ? Math.max(PRICE_UPPER_FALLBACK, min) : Number(high);
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) return null;
  return { min, max };
}

/**
 * The search a history row records, as the address of its result screen, so a click reruns
 * it: with the exact phrase, the categories and the order it was made with (rows from before
 * they were kept rerun with the defaults). Null when the stored query cannot be turned back into a
 * search (an empty or damaged row).
 */
export function historyRecordPath(
  record: Pick<SearchHistoryRecord, 'searchType' | 'query' | 'exactPhrase' | 'sort' | 'categoryIds'>,
): string | null {
  const query = record.query.trim();
  if (query === '') return null;
  const sort = record.sort ?? undefined;
  const text = {
    ...(record.exactPhrase ? { exactPhrase: true } : {}),
    ...(record.categoryIds?.length ? { categoryIds: record.categoryIds } : {}),
    ...(sort ? { sort } : {}),
  };
  switch (record.searchType) {
    case 'title':
      return titleSearchPath(query, text);
    case 'description':
      return descriptionSearchPath(query, text);
    case 'seller':
      return sellerSearchPath(query, { sort });
    case 'category': {
      const id = Number(query);
      return Number.isSafeInteger(id) && id > 0 ? categorySearchPath(id, { sort }) : null;
    }
    case 'priceRange': {
      const range = readPriceRange(query);
      return range === null ? null : priceRangeSearchPath(range.min, range.max, { sort });
    }
  }
}
