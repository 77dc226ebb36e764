import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResult, type AutoLinkBody } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { botStatusQueryKey } from './keys.ts';

/**
 * POST /notification/telegram/auto-link: links the chat of the bot's link offer once its owner confirmed
 * it (ADR 0048); `replace` when the dialog said the current chat would be replaced.
 */
export function autoLink(body: AutoLinkBody): Promise<MessageResult> {
  return apiRequest('/notification/telegram/auto-link', MessageResult, { method: 'POST', body });
}

export function useAutoLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: autoLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: botStatusQueryKey }),
  });
}
