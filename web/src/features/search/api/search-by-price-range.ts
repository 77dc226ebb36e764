import type { SearchSort } from '@raritet/contracts/archive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchHeld } from '../../../lib/held-search.ts';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface PriceRangeSearchParams {
  minPrice: number;
  maxPrice: number;
  page: number;
  /** The order of the results; the statistics beside the search ignore it. */
  sort: SearchSort;
}

export const priceRangeSearchQueryKey = (params: PriceRangeSearchParams) =>
  [...searchQueryKeyRoot, 'priceRange', params] as const;

export function searchByPriceRange({ minPrice, maxPrice, page, sort }: PriceRangeSearchParams, signal?: AbortSignal) {
  return fetchSearch('/books/searchByPriceRange', { minPrice, maxPrice, page, sort }, signal);
}

export function priceRangeSearchQueryOptions(params: PriceRangeSearchParams) {
  return queryOptions({
    queryKey: priceRangeSearchQueryKey(params),
    queryFn: ({ signal }) => searchByPriceRange(params, signal),
    ...searchQueryDefaults,
  });
}

/** `enabled` is false when the address holds no readable range: nothing is sent. */
export function usePriceRangeSearch(params: PriceRangeSearchParams, enabled = true) {
  // Not asked for while the page waits for the visitor (reached from another site, ADR 0046).
  const { held } = useSearchHeld();
  return useQuery({ ...priceRangeSearchQueryOptions(params), enabled: enabled && !held });
}
