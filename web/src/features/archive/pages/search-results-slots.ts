import type { ReactNode } from 'react';
import type { ListedBook } from '../api/search-request.ts';

/** What app/ may plug into a result screen from other features (the favourites toggle). */
export interface SearchResultsSlots {
  favoriteSlot?: (book: ListedBook) => ReactNode;
}
