import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '@raritet/contracts/auth';

/**
 * A login as the browser holds it after logging in, for `context.addCookies`: the token in an HttpOnly
 * cookie (the app deletes a token cookie its scripts can read, as a leftover of older versions) and, beside
 * it, the session hint (its id), without which the server takes the token for a leftover of a logout.
 * Used by the specs and by the web bench, which imports nothing of the test runner.
 */
export function sessionCookies(token: string, url: string) {
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };
  return [
    { name: TOKEN_COOKIE, value: token, url, httpOnly: true, sameSite: 'Lax' as const },
    { name: SESSION_HINT_COOKIE, value: String(sid), url, sameSite: 'Lax' as const },
  ];
}
