import type { SearchSort } from '@raritet/contracts/archive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchHeld } from '../../../lib/held-search.ts';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface DescriptionSearchParams {
  description: string;
  exactPhrase: boolean;
  /** The query exactly as typed, without typo correction (ADR 0044); sent only when true. */
  noCorrection?: boolean;
  page: number;
  /** The order of the results; the statistics beside the search ignore it. */
  sort: SearchSort;
  categoryIds: number[];
}

export const descriptionSearchQueryKey = (params: DescriptionSearchParams) =>
  [...searchQueryKeyRoot, 'description', params] as const;

export function searchByDescription(params: DescriptionSearchParams, signal?: AbortSignal) {
  const { description, exactPhrase, noCorrection, page, categoryIds, sort } = params;
  return fetchSearch(
    '/books/searchByDescription',
    { description, exactPhrase, page, categoryIds, sort, ...(noCorrection ? { noCorrection } : {}) },
    signal,
  );
}

export function descriptionSearchQueryOptions(params: DescriptionSearchParams) {
  return queryOptions({
    queryKey: descriptionSearchQueryKey(params),
    queryFn: ({ signal }) => searchByDescription(params, signal),
    ...searchQueryDefaults,
  });
}

export function useDescriptionSearch(params: DescriptionSearchParams) {
  // Not asked for while the page waits for the visitor (reached from another site, ADR 0046).
  const { held } = useSearchHeld();
  return useQuery({ ...descriptionSearchQueryOptions(params), enabled: !held });
}
