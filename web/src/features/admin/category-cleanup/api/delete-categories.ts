import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CategoryDeletion } from '@raritet/contracts/category-cleanup';
import { apiRequest } from '../../../../lib/api-client.ts';
import { categoriesQueryKey } from '../../../../lib/categories.ts';
import { cleanupCategoriesQueryKey } from './get-cleanup-categories.ts';

/** The three deletion modes: by names, the unwanted placeholders, by id. */
export type DeletionTarget =
  { mode: 'names'; names: readonly string[] } | { mode: 'unwanted' } | { mode: 'single'; id: number; name: string };

export function deleteCategories(target: DeletionTarget): Promise<CategoryDeletion> {
  switch (target.mode) {
    case 'names':
      return apiRequest('/CategoryCleanup/byNames', CategoryDeletion, { method: 'DELETE', body: target.names });
    case 'unwanted':
      return apiRequest('/CategoryCleanup/unwanted', CategoryDeletion, { method: 'DELETE' });
    case 'single':
      return apiRequest(`/CategoryCleanup/${target.id}`, CategoryDeletion, { method: 'DELETE' });
  }
}

/** After a deletion or merge: the cleanup table and the public category list (catalogue, filters). */
export function refreshCategoryLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cleanupCategoriesQueryKey }),
    queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  ]);
}

export function useDeleteCategories() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategories, onSuccess: () => refreshCategoryLists(queryClient) });
}
