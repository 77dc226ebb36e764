import type { SearchSort } from '@raritet/contracts/archive';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchHeld } from '../../../lib/held-search.ts';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface TitleSearchParams {
  title: string;
  exactPhrase: boolean;
  /** The query exactly as typed, without typo correction (ADR 0044); sent only when true. */
  noCorrection?: boolean;
  page: number;
  /** The order of the results; the statistics beside the search ignore it. */
  sort: SearchSort;
  categoryIds: number[];
}

export const titleSearchQueryKey = (params: TitleSearchParams) => [...searchQueryKeyRoot, 'title', params] as const;

export function searchByTitle(params: TitleSearchParams, signal?: AbortSignal) {
  const { title, exactPhrase, noCorrection, page, categoryIds, sort } = params;
  return fetchSearch(
    '/books/searchByTitle',
    { title, exactPhrase, page, categoryIds, sort, ...(noCorrection ? { noCorrection } : {}) },
    signal,
  );
}

export function titleSearchQueryOptions(params: TitleSearchParams) {
  return queryOptions({
    queryKey: titleSearchQueryKey(params),
    queryFn: ({ signal }) => searchByTitle(params, signal),
    ...searchQueryDefaults,
  });
}

export function useTitleSearch(params: TitleSearchParams) {
  // Not asked for while the page waits for the visitor (reached from another site, ADR 0046).
  const { held } = useSearchHeld();
  return useQuery({ ...titleSearchQueryOptions(params), enabled: !held });
}
