import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FavoritesPage } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';
import { ownFavoritesQueryKey } from './keys.ts';

/** GET /books/favorites?page&pageSize: the session user's favourites, newest added first. */
export function getFavorites(page: number, pageSize: number, signal?: AbortSignal): Promise<FavoritesPage> {
  return apiRequest('/books/favorites', FavoritesPage, { query: { page, pageSize }, signal });
}

export function favoritesQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ownFavoritesQueryKey(page, pageSize),
    queryFn: ({ signal }) => getFavorites(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFavorites(page: number, pageSize: number, enabled = true) {
  return useQuery({ ...favoritesQueryOptions(page, pageSize), enabled });
}
