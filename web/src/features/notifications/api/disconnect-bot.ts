import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { botStatusQueryKey, preferencesQueryKey } from './keys.ts';

/** POST /notification/telegram/disconnect: answers the sentence to show. */
export function disconnectBot(): Promise<MessageResult> {
  return apiRequest('/notification/telegram/disconnect', MessageResult, { method: 'POST' });
}

export function useDisconnectBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectBot,
    // The bot option of the preference form follows the status; the server may have moved preferences too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: botStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: preferencesQueryKey }),
      ]),
  });
}
