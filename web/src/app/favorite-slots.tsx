import type { BookDetail } from '@raritet/contracts/archive';
import type { ListFavoriteSlot } from '../features/books/components/book-list.tsx';
import { FavoriteToggle } from '../features/member/components/favorite-toggle.tsx';

/**
 * The member area's heart, plugged into the search and book screens (features never import each other:
 * the router hands these to the search and book pages). A result page's hearts share one status call.
 */
export const listFavoriteSlot: ListFavoriteSlot = (book, pageBookIds) => (
  <FavoriteToggle bookId={book.id} title={book.title} pageBookIds={pageBookIds} />
);

export function bookFavoriteSlot(book: BookDetail) {
  return <FavoriteToggle bookId={book.id} title={book.title} />;
}
