import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookDetail } from '@raritet/contracts/archive';
import { apiRequest } from '../../../../lib/api-client.ts';
import { bookQueryKey } from '../../../../lib/book-query-key.ts';

export function getBook(bookId: number, signal?: AbortSignal): Promise<BookDetail> {
  return apiRequest(`/books/${bookId}`, BookDetail, { signal });
}

/**
 * The server hides price, date and images from users without an active subscription, so the answer
 * depends on the viewer's access: a subscription bought meanwhile must not show the cached hidden one.
 */
export function bookQueryOptions(bookId: number, subscribed: boolean) {
  return queryOptions({
    queryKey: [...bookQueryKey(bookId), 'detail', { subscribed }] as const,
    queryFn: ({ signal }) => getBook(bookId, signal),
  });
}

export function useBook(bookId: number | null, subscribed: boolean) {
  return useQuery({ ...bookQueryOptions(bookId ?? 0, subscribed), enabled: bookId !== null });
}
