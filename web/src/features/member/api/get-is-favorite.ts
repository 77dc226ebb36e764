import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteStatus } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';
import { isFavoriteQueryKey } from './keys.ts';

/** GET /books/{id}/is-favorite: the book page's heart. */
export function getIsFavorite(bookId: number, signal?: AbortSignal): Promise<FavoriteStatus> {
  return apiRequest(`/books/${bookId}/is-favorite`, FavoriteStatus, { signal });
}

export function isFavoriteQueryOptions(bookId: number) {
  return queryOptions({
    queryKey: isFavoriteQueryKey(bookId),
    queryFn: ({ signal }) => getIsFavorite(bookId, signal),
    staleTime: 60_000,
  });
}

export function useIsFavorite(bookId: number, enabled: boolean) {
  return useQuery({ ...isFavoriteQueryOptions(bookId), enabled });
}
