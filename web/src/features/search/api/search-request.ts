import { keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SearchResponse } from '@raritet/contracts/archive';
import { isApiError } from '../../../lib/api-error.ts';
import { apiRequest, type ApiRequestOptions } from '../../../lib/api-client.ts';
import { ListedBook } from '../../books/lib/listed-book.ts';

/** Every search's key starts here, so one invalidation refreshes them all. */
export const searchQueryKeyRoot = ['archive', 'search'] as const;

const ListedSearchResponse = SearchResponse.extend({ items: z.array(ListedBook) });
export type ListedSearchResponse = z.infer<typeof ListedSearchResponse>;

/**
 * The five searches share the answer's shape. An empty body and a body that is not a search response are
 * told apart by the UnexpectedResponseError.
 */
export function fetchSearch(
  path: string,
  query: NonNullable<ApiRequestOptions['query']>,
  signal?: AbortSignal,
): Promise<ListedSearchResponse> {
  return apiRequest(path, ListedSearchResponse, { query: { pageSize: SEARCH_PAGE_SIZE, ...query }, signal });
}

const MAX_RETRIES = 2;

/** Only a lost connection or a server failure is worth another try; a retry of bad data gives bad data. */
function shouldRetrySearch(failureCount: number, error: Error): boolean {
  if (!isApiError(error)) return false;
  return (error.isNetworkError || error.status >= 500) && failureCount < MAX_RETRIES;
}

/**
 * Each search counts against the plan's monthly limit: never repeat one on a window focus or a
 * reconnect, and keep the last page on screen while the next one loads.
 */
export const searchQueryDefaults = {
  staleTime: 10 * 60_000,
  gcTime: 30 * 60_000,
  retry: shouldRetrySearch,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  placeholderData: keepPreviousData,
} as const;
