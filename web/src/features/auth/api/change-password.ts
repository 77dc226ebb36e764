import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, ChangePasswordResponse } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Every session of the account ends on the server; the answer's fresh token carries this one on, so the
 * caller must store it before anything else is asked with the old one.
 */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/auth/change-password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
