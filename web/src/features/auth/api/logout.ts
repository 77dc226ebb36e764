import { apiRequest, NoContent } from '../../../lib/api-client.ts';

/** Long enough for a slow network; the app has forgotten the token already, nobody waits for this. */
const LOGOUT_TIMEOUT_MS = 10_000;

/**
 * Ends this token's session on the server. The caller forgets the token at once and does not wait:
 * the token is passed in (the cookie is cleared meanwhile), the call survives the page being closed,
 * and its failure changes nothing the user could act on.
 */
export function logout(token: string): Promise<void> {
  return apiRequest('/auth/logout', NoContent, {
    method: 'POST',
    token,
    keepalive: true,
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  });
}
