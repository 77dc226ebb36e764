import { apiRequest, NoContent } from '../../../lib/api-client.ts';

/** Long enough for a slow network; the app has forgotten the session already, nobody waits for this. */
const LOGOUT_TIMEOUT_MS = 10_000;

/**
 * Ends the cookie's session on the server and clears the HttpOnly cookie, which only the server can
 * (ADR 0051). The caller forgets the session at once and does not wait: the call survives the page being
 * closed, its 401 (a session the server had ended already) ends nothing, and its failure changes nothing
 * the user could act on.
 */
export function logout(): Promise<void> {
  return apiRequest('/auth/logout', NoContent, {
    method: 'POST',
    auth: false,
    keepalive: true,
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  });
}
