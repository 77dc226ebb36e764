import { queryOptions, useQuery } from '@tanstack/react-query';
import { Comparables } from '@raritet/contracts/price-statistics';
import { isApiError } from '../../../lib/api-error.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { bookQueryKey } from '../../../lib/book-query-key.ts';

/** GET /books/{id}/comparables: the other sales of the same work, subscribers only. */
export function getComparables(bookId: number, signal?: AbortSignal): Promise<Comparables> {
  return apiRequest(`/books/${bookId}/comparables`, Comparables, { signal });
}

export function comparablesQueryOptions(bookId: number) {
  return queryOptions({
    queryKey: [...bookQueryKey(bookId), 'comparables'] as const,
    queryFn: ({ signal }) => getComparables(bookId, signal),
    staleTime: 5 * 60_000,
    // A refusal (403: no subscription any more) or a missing book will not change by asking again.
    retry: (failureCount, error) =>
      isApiError(error) && (error.isNetworkError || error.status >= 500) && failureCount < 2,
  });
}

/** Asked only once the book is on screen and the viewer may see prices. */
export function useComparables(bookId: number, enabled: boolean) {
  return useQuery({ ...comparablesQueryOptions(bookId), enabled });
}
