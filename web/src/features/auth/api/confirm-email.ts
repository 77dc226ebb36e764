import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmEmailResponse, type ConfirmEmailRequest } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user-query.ts';

/** POST /auth/confirm-email with the e-mailed link's query; no login needed. */
export function confirmEmail(body: ConfirmEmailRequest): Promise<ConfirmEmailResponse> {
  return apiRequest('/auth/confirm-email', ConfirmEmailResponse, { method: 'POST', body });
}

/** The session's user (when logged in here) is read again: the notifications page stops asking for it. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
