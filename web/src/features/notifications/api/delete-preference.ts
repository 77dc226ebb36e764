import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from './keys.ts';

/** DELETE /notification/preferences/{id}: answers the sentence to show. */
export function deletePreference(id: number): Promise<MessageResult> {
  return apiRequest(`/notification/preferences/${id}`, MessageResult, { method: 'DELETE' });
}

export function useDeletePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreference,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
  });
}
