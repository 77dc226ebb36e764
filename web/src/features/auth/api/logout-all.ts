import { useMutation } from '@tanstack/react-query';
import { apiRequest, NoContent } from '../../../lib/api-client.ts';

/** Ends every session of the account on the server, this one too (204). */
export function logoutAll(): Promise<void> {
  return apiRequest('/auth/logout-all', NoContent, { method: 'POST' });
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
