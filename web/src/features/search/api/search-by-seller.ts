import type { SearchSort } from '@raritet/contracts/archive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchHeld } from '../../../lib/held-search.ts';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface SellerSearchParams {
  sellerName: string;
  page: number;
  /** The order of the results; the statistics beside the search ignore it. */
  sort: SearchSort;
}

export const sellerSearchQueryKey = (params: SellerSearchParams) => [...searchQueryKeyRoot, 'seller', params] as const;

export function searchBySeller({ sellerName, page, sort }: SellerSearchParams, signal?: AbortSignal) {
  return fetchSearch('/books/searchBySeller', { sellerName, page, sort }, signal);
}

export function sellerSearchQueryOptions(params: SellerSearchParams) {
  return queryOptions({
    queryKey: sellerSearchQueryKey(params),
    queryFn: ({ signal }) => searchBySeller(params, signal),
    ...searchQueryDefaults,
  });
}

export function useSellerSearch(params: SellerSearchParams) {
  // Not asked for while the page waits for the visitor (reached from another site, ADR 0046).
  const { held } = useSearchHeld();
  return useQuery({ ...sellerSearchQueryOptions(params), enabled: !held });
}
