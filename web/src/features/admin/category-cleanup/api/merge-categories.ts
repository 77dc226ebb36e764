import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MergeCategoriesResponse, type MergeCategoriesRequest } from '@raritet/contracts/category-cleanup';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshCategoryLists } from './delete-categories.ts';

/** POST /CategoryCleanup/merge: the sources' lots move to the target, the emptied sources are deleted. */
export function mergeCategories(request: MergeCategoriesRequest): Promise<MergeCategoriesResponse> {
  return apiRequest('/CategoryCleanup/merge', MergeCategoriesResponse, { method: 'POST', body: request });
}

export function useMergeCategories() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mergeCategories, onSuccess: () => refreshCategoryLists(queryClient) });
}
