import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from '@raritet/contracts/auth';
import { serverContext } from './server-context.ts';

/**
 * Whether this browser holds a session, and which (ADR 0051). The login token itself lives in an
 * HttpOnly cookie that scripts never see; the server sets beside it a readable hint holding the
 * session's public id (not a credential). The app reads the hint to know it is logged in, and to tell
 * an answer about the session it holds from one about a session that has since been replaced.
 */
export function readSessionHint(): string | null {
  // Rendered on the server (src/entry-server.tsx): the request's session, or none for the build's home page.
  if (typeof document === 'undefined') return serverContext()?.token ? 'server-session' : null;
  const prefix = `${SESSION_HINT_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

/**
 * Deletes a `token` cookie that scripts can see: one the app wrote itself before the token moved to an
 * HttpOnly cookie (ADR 0051). The server ignores it without a hint, and it should not sit readable.
 */
export function forgetScriptToken(): void {
  if (
    typeof document === 'undefined' ||
    !document.cookie.split(/;\s*/).some((part) => part.startsWith(`${TOKEN_COOKIE}=`))
  )
    return;
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Forgets the hint here at once (a session the server refused): the app is logged out whatever the
 * server's logout call, which clears both cookies, makes of it.
 */
export function clearSessionHint(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
