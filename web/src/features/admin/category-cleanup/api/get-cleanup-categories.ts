import { queryOptions, useQuery } from '@tanstack/react-query';
import { CleanupCategoryList, type CleanupCategory } from '@raritet/contracts/category-cleanup';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export const cleanupCategoriesQueryKey = [...adminQueryKey, 'category-cleanup', 'categories'] as const;

/** GET /CategoryCleanup/categories; the server sends them in Russian name order. */
export function getCleanupCategories(signal?: AbortSignal): Promise<CleanupCategory[]> {
  return apiRequest('/CategoryCleanup/categories', CleanupCategoryList, { signal });
}

export function cleanupCategoriesQueryOptions() {
  return queryOptions({ queryKey: cleanupCategoriesQueryKey, queryFn: ({ signal }) => getCleanupCategories(signal) });
}

export function useCleanupCategories() {
  return useQuery(cleanupCategoriesQueryOptions());
}
