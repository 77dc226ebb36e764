import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Category } from '@raritet/contracts/archive';
import { apiRequest } from './api-client.ts';

const categoriesQueryKey = ['categories'] as const;

const CategoryList = z.array(Category);

/** Public list (the archive's screens, the profile's history names); sent without the token so a stale session never turns it into a 401. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const body = await apiRequest<unknown>('/categories', { auth: false, signal });
  // The spec calls it "a list"; a wrapped { categories } or { items } is accepted too.
  const list =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? ((body as { categories?: unknown; items?: unknown }).categories ?? (body as { items?: unknown }).items)
      : body;
  const parsed = CategoryList.safeParse(list ?? []);
  if (!parsed.success) throw new Error('Unexpected categories response');
  return parsed.data;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** The same cached list as names by id (the profile names the categories its history records by id). */
export function useCategoryNames(enabled: boolean) {
  return useQuery({
    ...categoriesQueryOptions(),
    enabled,
    select: (list) => new Map(list.map((category) => [category.id, category.name])),
  });
}
