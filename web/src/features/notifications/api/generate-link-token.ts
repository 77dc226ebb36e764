import { useMutation } from '@tanstack/react-query';
import { LinkTokenResponse } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /notification/telegram/generate-link-token: no body; a single-use token, its expiry and the deep link. */
export function generateLinkToken(): Promise<LinkTokenResponse> {
  return apiRequest('/notification/telegram/generate-link-token', LinkTokenResponse, { method: 'POST' });
}

export function useGenerateLinkToken() {
  return useMutation({ mutationFn: generateLinkToken });
}
