import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchHistoryPage } from '@raritet/contracts/member';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryUnlessRefused, profilePath } from './get-user-profile.ts';
import { profileRootKey, type ProfileEndpoints } from './keys.ts';

/** GET /user/{id}/searchHistory or /admin/user/{id}/searchHistory: newest first, 5, 10 or 25 a page. */
export function getSearchHistory(
  userId: number,
  endpoints: ProfileEndpoints,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SearchHistoryPage> {
  return apiRequest(`${profilePath(userId, endpoints)}/searchHistory`, SearchHistoryPage, {
    query: { page, pageSize },
    signal,
  });
}

export function searchHistoryQueryOptions(userId: number, endpoints: ProfileEndpoints, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...profileRootKey(userId, endpoints), 'history', { page, pageSize }] as const,
    queryFn: ({ signal }) => getSearchHistory(userId, endpoints, page, pageSize, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

export function useSearchHistory(
  userId: number,
  endpoints: ProfileEndpoints,
  page: number,
  pageSize: number,
  enabled = true,
) {
  return useQuery({ ...searchHistoryQueryOptions(userId, endpoints, page, pageSize), enabled });
}
