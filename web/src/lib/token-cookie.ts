import { TOKEN_COOKIE, TOKEN_TTL_DAYS } from '@raritet/contracts/auth';
import { serverContext } from './server-context.ts';

const SECONDS_PER_DAY = 24 * 60 * 60;

export function readToken(): string | null {
  // Drawn on the server (src/server-render.tsx): the request's token, or none for the build's home page.
  if (typeof document === 'undefined') return serverContext()?.token ?? null;
  const prefix = `${TOKEN_COOKIE}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function writeToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_TTL_DAYS * SECONDS_PER_DAY}; ` +
    `Path=/; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
