import { useMutation } from '@tanstack/react-query';
import { ResendConfirmationResponse } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /auth/resend-confirmation: a few an hour (429 with the server's sentence beyond), 409 when confirmed. */
export function resendConfirmation(): Promise<ResendConfirmationResponse> {
  return apiRequest('/auth/resend-confirmation', ResendConfirmationResponse, { method: 'POST' });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
