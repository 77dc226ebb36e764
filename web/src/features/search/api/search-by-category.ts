import type { SearchSort } from '@raritet/contracts/archive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchHeld } from '../../../lib/held-search.ts';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface CategorySearchParams {
  categoryId: number;
  page: number;
  /** The order of the results; the statistics beside the search ignore it. */
  sort: SearchSort;
}

export const categorySearchQueryKey = (params: CategorySearchParams) =>
  [...searchQueryKeyRoot, 'category', params] as const;

export function searchByCategory({ categoryId, page, sort }: CategorySearchParams, signal?: AbortSignal) {
  return fetchSearch('/books/searchByCategory', { categoryId, page, sort }, signal);
}

export function categorySearchQueryOptions(params: CategorySearchParams) {
  return queryOptions({
    queryKey: categorySearchQueryKey(params),
    queryFn: ({ signal }) => searchByCategory(params, signal),
    ...searchQueryDefaults,
  });
}

/** An id that cannot exist (0 from an unreadable address) is never sent. */
export function useCategorySearch(params: CategorySearchParams) {
  // Not asked for while the page waits for the visitor (reached from another site, ADR 0046).
  const { held } = useSearchHeld();
  return useQuery({ ...categorySearchQueryOptions(params), enabled: params.categoryId > 0 && !held });
}
