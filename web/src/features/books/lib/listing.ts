import { DESCRIPTION_PREVIEW_LENGTH } from '@raritet/contracts/archive';
import { isSubscribersOnly } from '../../../lib/book-values.ts';

// How a book is listed (result cards, recent sales, favourites): its description cut short, and whether the
// server hid its values. Formatting one value is the app-wide lib/book-values.ts.

/** List descriptions are cut at 150 characters and end with an ellipsis. */
export function truncateDescription(text: string, limit: number = DESCRIPTION_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  return `${clean.slice(0, limit).trimEnd()}…`;
}

/** True when the server hid price or date on any of these books (the user has no subscription). */
export function hasHiddenValues(
  books: ReadonlyArray<{ price?: unknown; finalPrice?: unknown; date?: unknown; endDate?: unknown }>,
): boolean {
  return books.some(
    (book) =>
      isSubscribersOnly(book.price) ||
      isSubscribersOnly(book.finalPrice) ||
      isSubscribersOnly(book.date) ||
      isSubscribersOnly(book.endDate),
  );
}
