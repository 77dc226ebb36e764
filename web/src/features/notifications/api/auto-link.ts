import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { botStatusQueryKey } from './keys.ts';

/** What the bot's signed link carried: `/notifications?telegramId=…&expires=…&signature=…`. */
export interface AutoLinkBody {
  telegramId: string;
  expires?: string;
  signature?: string;
}

/** POST /notification/telegram/auto-link: the server checks the signature and the expiry it made. */
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
