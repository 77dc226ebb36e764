import { useMutation } from '@tanstack/react-query';
import { MessageResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /telegramdiagnostics/test-send {chatId, message}: the sentence to show; Telegram's refusal is a 400/502. */
export function sendTestMessage(body: { chatId: string; message: string }): Promise<MessageResult> {
  return apiRequest('/telegramdiagnostics/test-send', MessageResult, { method: 'POST', body });
}

export function useSendTestMessage() {
  return useMutation({ mutationFn: sendTestMessage });
}
