import type { FavoriteItem } from '@raritet/contracts/member';
import { SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import type { BookCard, BooksService, Visibility } from '../books/service.ts';
import type { FavoriteRow } from './favorites-repository.ts';

/** A favourite as the list shows it: price and cover follow the viewer's visibility, as in search. */
export function toFavoriteItem(
  row: FavoriteRow,
  card: BookCard,
  visibility: Visibility,
  books: Pick<BooksService, 'coverUrls'>,
): FavoriteItem {
  const full = visibility === 'full';
  const price = full ? card.finalPrice : SUBSCRIBERS_ONLY;
  return {
    id: row.bookId,
    title: card.title,
    author: card.author,
    categoryName: card.categoryName,
    addedDate: row.addedDate.toISOString(),
    finalPrice: price,
    price,
    firstImageName: full ? (card.imageNames[0] ?? null) : null,
    coverUrls: books.coverUrls(card, visibility),
  };
}
