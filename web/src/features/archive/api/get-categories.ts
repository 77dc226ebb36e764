import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Category } from '@raritet/contracts/archive';
import { apiRequest } from '../../../lib/api-client.ts';

export const categoriesQueryKey = ['archive', 'categories'] as const;

const CategoryList = z.array(Category);

/** Public list; sent without the token so a stale session never turns it into a 401. */
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
