import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookUpdateActionResult } from '@raritet/contracts/book-update';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { BookUpdateAction } from '../lib/service-state.ts';
import { bookUpdateStatusQueryKey } from './get-book-update-status.ts';

/**
 * POST /bookupdateservice/{pause|resume|runNow|runCategoryCheck}: four endpoints of one shape (no body; the
 * answer is a sentence and the status after it), so one fetcher, as the server declares them in one loop.
 */
export function runBookUpdateAction(action: BookUpdateAction): Promise<BookUpdateActionResult> {
  return apiRequest(`/bookupdateservice/${action}`, BookUpdateActionResult, { method: 'POST' });
}

/** One mutation per button, so each has its own pending state. The answer's status replaces the cached one. */
export function useBookUpdateAction(action: BookUpdateAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runBookUpdateAction(action),
    onSuccess: (result) => queryClient.setQueryData(bookUpdateStatusQueryKey, result.status),
  });
}
