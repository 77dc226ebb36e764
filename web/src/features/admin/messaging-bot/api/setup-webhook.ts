import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';
import { diagnosticsQueryKey } from './keys.ts';

/** POST /telegramdiagnostics/setup-webhook {baseUrl}: the server adds the path and the secret. */
export function setupWebhook(body: { baseUrl: string }): Promise<WebhookResult> {
  return apiRequest('/telegramdiagnostics/setup-webhook', WebhookResult, { method: 'POST', body });
}

export function useSetupWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsQueryKey }),
  });
}
