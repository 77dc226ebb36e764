import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FavoritesPage } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryUnlessRefused } from './get-user-profile.ts';
import { profileRootKey } from './keys.ts';

/** GET /admin/user/{id}/favorites: another user's favourites, read by an administrator on the profile. */
export function getUserFavorites(
  userId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<FavoritesPage> {
  return apiRequest(`/admin/user/${userId}/favorites`, FavoritesPage, { query: { page, pageSize }, signal });
}

export function userFavoritesQueryOptions(userId: number, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...profileRootKey(userId, 'admin'), 'favorites', { page, pageSize }] as const,
    queryFn: ({ signal }) => getUserFavorites(userId, page, pageSize, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useUserFavorites(userId: number, page: number, pageSize: number, enabled: boolean) {
  return useQuery({ ...userFavoritesQueryOptions(userId, page, pageSize), enabled });
}
