import { useMutation } from '@tanstack/react-query';
import { FeedbackCreated } from '@raritet/contracts/archive';
import { apiRequest } from '../../../lib/api-client.ts';

export interface FeedbackInput {
  message: string;
  /** A reply address; guests may leave one, a logged-in user is known to the server. */
  email?: string;
  /** The path the dialog was opened on, so operators see the context. */
  page?: string;
}

/** POST /feedback → 201 { id, message }: the message lands in the operators' list; `message` thanks the sender. */
export function sendFeedback(input: FeedbackInput): Promise<FeedbackCreated | undefined> {
  const email = input.email?.trim();
  return apiRequest('/feedback', FeedbackCreated.optional(), {
    method: 'POST',
    body: { message: input.message.trim(), ...(email ? { email } : {}), ...(input.page ? { page: input.page } : {}) },
  });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
