import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookImages } from '@raritet/contracts/archive';
import { apiRequest } from '../../../../lib/api-client.ts';
import { bookQueryKey } from './get-book.ts';

/** The lot's image names (empty for users without a subscription and for lots without photos). */
export function getBookImages(bookId: number, signal?: AbortSignal): Promise<BookImages> {
  return apiRequest(`/books/${bookId}/images`, BookImages, { signal });
}

export function bookImagesQueryOptions(bookId: number, subscribed: boolean) {
  return queryOptions({
    queryKey: [...bookQueryKey(bookId), 'images', { subscribed }] as const,
    queryFn: ({ signal }) => getBookImages(bookId, signal),
  });
}

export function useBookImages(bookId: number | null, subscribed: boolean) {
  return useQuery({ ...bookImagesQueryOptions(bookId ?? 0, subscribed), enabled: bookId !== null });
}
