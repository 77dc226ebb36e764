import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResult, type DeliveryMethod } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { historyRootKey } from './keys.ts';

/** POST /notification/test {deliveryMethod}: 4 through the bot, 1 by e-mail; answers the sentence to show. */
export function sendTestNotification(deliveryMethod: DeliveryMethod): Promise<MessageResult> {
  return apiRequest('/notification/test', MessageResult, { method: 'POST', body: { deliveryMethod } });
}

export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyRootKey }),
  });
}
