import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Category } from '@raritet/contracts/archive';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /categories, only to name the categories the search history records by id. Public, so sent
 * without the token; a failure just leaves the ids on screen.
 */
export async function getCategoryNames(signal?: AbortSignal): Promise<Map<number, string>> {
  const list = z.array(Category).parse(await apiRequest<unknown>('/categories', { auth: false, signal }));
  return new Map(list.map((category) => [category.id, category.name]));
}

export function categoryNamesQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'category-names'] as const,
    queryFn: ({ signal }) => getCategoryNames(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useCategoryNames(enabled: boolean) {
  return useQuery({ ...categoryNamesQueryOptions(), enabled });
}
