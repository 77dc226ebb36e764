import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteIds, FAVORITES_PAGE_SIZE_MAX } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';
import { favoriteIdsQueryKey } from './keys.ts';

/**
 * GET /books/favorites/ids?bookIds=…: which books of a result page are favourites, in one call for the
 * whole page (every heart of the page asks with the same key, so the query runs once).
 */
export function getFavoriteIds(bookIds: readonly number[], signal?: AbortSignal): Promise<FavoriteIds> {
  return apiRequest('/books/favorites/ids', FavoriteIds, {
    query: { bookIds: [...bookIds].slice(0, FAVORITES_PAGE_SIZE_MAX) },
    signal,
  });
}

export function favoriteIdsQueryOptions(bookIds: readonly number[]) {
  const key = favoriteIdsQueryKey(bookIds);
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => getFavoriteIds(key[3], signal),
    staleTime: 60_000,
  });
}

export function useFavoriteIds(bookIds: readonly number[], enabled: boolean) {
  return useQuery({ ...favoriteIdsQueryOptions(bookIds), enabled: enabled && bookIds.length > 0 });
}
