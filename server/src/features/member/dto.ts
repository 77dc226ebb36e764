import type { FavoriteItem } from '@raritet/contracts/member';
import { SUBSCRIBERS_ONLY, type SearchHistoryRecord, type SearchType } from '@raritet/contracts/archive';
import type { Visibility } from '../archive/dto.ts';
import type { FavoriteRow } from './favorites-repository.ts';
import type { SearchHistoryRow } from './profile-repository.ts';

/** A favourite as the list shows it: price and cover follow the viewer's visibility, as in search. */
export function toFavoriteItem(row: FavoriteRow, visibility: Visibility): FavoriteItem {
  const full = visibility === 'full';
  const price = full ? row.finalPrice : SUBSCRIBERS_ONLY;
  return {
    id: row.bookId,
    title: row.title,
    author: row.author,
    categoryName: row.categoryName,
    addedDate: row.addedDate.toISOString(),
    finalPrice: price,
    price,
    firstImageName: full ? (row.imageNames[0] ?? null) : null,
  };
}

export function toSearchHistoryRecord(row: SearchHistoryRow): SearchHistoryRecord {
  return {
    id: row.id,
    // Only the archive writes this column, always with one of the five search types.
    searchType: row.searchType as SearchType,
    query: row.query,
    searchDate: row.searchDate.toISOString(),
  };
}

export type Paging = { page: number; pageSize: number };

/** The page fields every member list shares; a page past the last one simply has no items. */
export function pageOf<T>(items: T[], { page, pageSize }: Paging, totalItems: number) {
  return { items, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;
