import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookImages } from '@raritet/contracts/archive';
import { apiRequest } from './api-client.ts';

/**
 * GET /books/{id}/images: the lot's image names and their addresses (empty for users without a
 * subscription). The book page's gallery shows them; any picture of the lot whose signed address has
 * expired asks here for a fresh one (book-image.ts), so both share this cache entry.
 */
export function getBookImages(bookId: number, signal?: AbortSignal): Promise<BookImages> {
  return apiRequest(`/books/${bookId}/images`, BookImages, { signal });
}

/** The answer depends on the viewer's subscription: one bought meanwhile must not show the cached empty list. */
export const bookImagesQueryKey = (bookId: number, subscribed: boolean) =>
  ['book-images', bookId, { subscribed }] as const;

export function bookImagesQueryOptions(bookId: number, subscribed: boolean) {
  return queryOptions({
    queryKey: bookImagesQueryKey(bookId, subscribed),
    queryFn: ({ signal }) => getBookImages(bookId, signal),
  });
}

export function useBookImages(bookId: number | null, subscribed: boolean) {
  return useQuery({ ...bookImagesQueryOptions(bookId ?? 0, subscribed), enabled: bookId !== null });
}
