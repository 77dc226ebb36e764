import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CategoryList, type Category } from '@raritet/contracts/archive';
import { apiRequest } from './api-client.ts';

/** The public list's key: the admin cleanup invalidates it after changing categories. */
export const categoriesQueryKey = ['categories'] as const;

// The spec calls it "a list"; a wrapped { categories } or { items } is accepted too.
const CategoriesAnswer = z
  .union([CategoryList, z.object({ categories: CategoryList.optional(), items: CategoryList.optional() })])
  .nullish()
  .transform((body) => (Array.isArray(body) ? body : (body?.categories ?? body?.items ?? [])));

/** Public list (the archive's screens, the profile's history names); sent without the token so a stale session never turns it into a 401. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest('/categories', CategoriesAnswer, { auth: false, signal });
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
