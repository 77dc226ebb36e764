import { useMutation } from '@tanstack/react-query';
import { TestSendResult } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /telegramdiagnostics/test-send {chatId, message}. */
export function sendTestMessage(body: { chatId: string; message: string }): Promise<TestSendResult> {
  return apiRequest('/telegramdiagnostics/test-send', TestSendResult, { method: 'POST', body });
}

export function useSendTestMessage() {
  return useMutation({ mutationFn: sendTestMessage });
}
