import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface SellerSearchParams {
  sellerName: string;
  page: number;
}

export const sellerSearchQueryKey = (params: SellerSearchParams) => [...searchQueryKeyRoot, 'seller', params] as const;

export function searchBySeller({ sellerName, page }: SellerSearchParams, signal?: AbortSignal) {
  return fetchSearch('/books/searchBySeller', { sellerName, page }, signal);
}

export function sellerSearchQueryOptions(params: SellerSearchParams) {
  return queryOptions({
    queryKey: sellerSearchQueryKey(params),
    queryFn: ({ signal }) => searchBySeller(params, signal),
    ...searchQueryDefaults,
  });
}

export function useSellerSearch(params: SellerSearchParams) {
  return useQuery(sellerSearchQueryOptions(params));
}
