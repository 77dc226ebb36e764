import { useMutation } from '@tanstack/react-query';
import { ChangePasswordResponse, type ChangePasswordRequest } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Every session of the account ends on the server; the answer's fresh token carries this one on, so the
 * caller must store it before anything else is asked with the old one.
 */
export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest('/auth/change-password', ChangePasswordResponse, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
