import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchType } from '@raritet/contracts/archive';
import { PriceStatistics } from '@raritet/contracts/price-statistics';
import { isApiError } from '../../../lib/api-error.ts';
import { apiRequest, type ApiRequestOptions } from '../../../lib/api-client.ts';

/**
 * The search a statistics call describes: its type and the search's own query parameters without the
 * page and the order, which do not change the figures.
 */
export interface SearchStatsRequest {
  type: SearchType;
  query: NonNullable<ApiRequestOptions['query']>;
}

const PATHS: Record<SearchType, string> = {
  title: '/books/searchByTitle/stats',
  description: '/books/searchByDescription/stats',
  category: '/books/searchByCategory/stats',
  seller: '/books/searchBySeller/stats',
  priceRange: '/books/searchByPriceRange/stats',
};

export const searchStatsQueryKey = ({ type, query }: SearchStatsRequest) =>
  ['archive', 'search-stats', type, query] as const;

export function getSearchStats({ type, query }: SearchStatsRequest, signal?: AbortSignal): Promise<PriceStatistics> {
  return apiRequest(PATHS[type], PriceStatistics, { query, signal });
}

/**
 * Not counted against the plan, but limited per minute: a page change or a new order reuses the figures
 * (they do not depend on either), a refusal or a bad answer is not asked again by itself.
 */
export function searchStatsQueryOptions(request: SearchStatsRequest) {
  return queryOptions({
    queryKey: searchStatsQueryKey(request),
    queryFn: ({ signal }) => getSearchStats(request, signal),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
    retry: (failureCount, error) =>
      isApiError(error) && (error.isNetworkError || error.status >= 500) && failureCount < 2,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSearchStats(request: SearchStatsRequest, enabled: boolean) {
  return useQuery({ ...searchStatsQueryOptions(request), enabled });
}
