import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';
import { diagnosticsQueryKey } from './keys.ts';

/** POST /telegramdiagnostics/delete-webhook: the bot goes back to long polling. */
export function deleteWebhook(): Promise<WebhookResult> {
  return apiRequest('/telegramdiagnostics/delete-webhook', WebhookResult, { method: 'POST' });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsQueryKey }),
  });
}
