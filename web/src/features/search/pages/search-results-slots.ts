import type { ListFavoriteSlot } from '../../books/components/book-list.tsx';

/** What app/ may plug into a result screen from other features (the favourites toggle). */
export interface SearchResultsSlots {
  favoriteSlot?: ListFavoriteSlot;
}
