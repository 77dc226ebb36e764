import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSearch, searchQueryDefaults, searchQueryKeyRoot } from './search-request.ts';

export interface TitleSearchParams {
  title: string;
  exactPhrase: boolean;
  page: number;
  categoryIds: number[];
}

export const titleSearchQueryKey = (params: TitleSearchParams) => [...searchQueryKeyRoot, 'title', params] as const;

export function searchByTitle(params: TitleSearchParams, signal?: AbortSignal) {
  const { title, exactPhrase, page, categoryIds } = params;
  return fetchSearch('/books/searchByTitle', { title, exactPhrase, page, categoryIds }, signal);
}

export function titleSearchQueryOptions(params: TitleSearchParams) {
  return queryOptions({
    queryKey: titleSearchQueryKey(params),
    queryFn: ({ signal }) => searchByTitle(params, signal),
    ...searchQueryDefaults,
  });
}

export function useTitleSearch(params: TitleSearchParams) {
  return useQuery(titleSearchQueryOptions(params));
}
