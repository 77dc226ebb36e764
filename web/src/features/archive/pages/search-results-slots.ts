import type { ReactNode } from 'react';
import type { ListedBook } from '../api/search-request.ts';

/**
 * The favourite toggle of one book in a result list. `pageBookIds` are all books of the page, so the
 * toggles of a page can ask about all of them at once instead of one request per book.
 */
export type ListFavoriteSlot = (book: ListedBook, pageBookIds: readonly number[]) => ReactNode;

/** What app/ may plug into a result screen from other features (the favourites toggle). */
export interface SearchResultsSlots {
  favoriteSlot?: ListFavoriteSlot;
}
