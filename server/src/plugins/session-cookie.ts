import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { DEVICE_COOKIE, SESSION_HINT_COOKIE, TOKEN_COOKIE } from '@raritet/contracts/auth';
import { forbidden } from '../lib/errors.ts';

/**
 * The browser's session (ADR 0051): the login token in an HttpOnly cookie that page scripts never see,
 * `Secure` on https, `SameSite=Lax`, set and cleared only by the server. Beside it a script-readable
 * hint (the session's public id, no credential) tells the web app it is logged in, and a long-lived
 * HttpOnly device cookie lets a known browser past the login's captcha. API clients keep sending
 * `Authorization: Bearer`; the header wins when both come.
 */

/** A year: a device stays known as long as it keeps logging in now and then. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[\w-]{32}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const secure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * The session cookie's token, or undefined. Only beside its hint: the web app logs out by deleting the
 * hint at once, so a browser whose logout call never reached the server is a guest here all the same
 * (the token, which the page cannot delete, is left unused until it expires). `hintRequired: false` for
 * the logout itself: ending a session is always safe, and the app deletes the hint as it sends the call.
 */
export function sessionCookieToken(request: FastifyRequest, { hintRequired = true } = {}): string | undefined {
  const token = request.cookies?.[TOKEN_COOKIE];
  const hint = request.cookies?.[SESSION_HINT_COOKIE];
  if (token === undefined || token === '') return undefined;
  return hintRequired && (hint === undefined || hint === '') ? undefined : token;
}

/** Sets the session cookie (and its hint) to this freshly issued token, for as long as its session lives. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { exp, sid } = decodeJwt(token);
  const maxAge = Math.max(0, (exp ?? 0) - Math.floor(Date.now() / 1000));
  const common = { path: '/', sameSite: 'lax', secure: secure(request), maxAge } as const;
  reply.setCookie(TOKEN_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, String(sid), { ...common, httpOnly: false });
}

/** Clears the session cookie and its hint (logout, a session that has ended). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const common = { path: '/', sameSite: 'lax', secure: secure(request) } as const;
  reply.clearCookie(TOKEN_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, common);
}

/** The browser's device id from its cookie, or a new one (set on the answer) when it has none. */
export function deviceId(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies?.[DEVICE_COOKIE];
  if (known !== undefined && DEVICE_ID.test(known)) return known;
  const fresh = randomBytes(24).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, fresh, {
    path: '/api/auth',
    sameSite: 'lax',
    secure: secure(request),
    httpOnly: true,
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
  return fresh;
}

/** The host (and port) of an Origin header, or null when it is none or `null`. */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * The CSRF defence of every state-changing call (ADR 0051), from what browsers say of where a request
 * comes from: a `Sec-Fetch-Site` other than `same-origin` (or `none`: the user's own action) is refused,
 * and so is, from a browser without that header, an `Origin` that is not this site (or PUBLIC_URL).
 * Every current browser sends one of the two with a POST; a request with neither is no browser's
 * cross-site form or fetch (webhooks, API clients, scripts), and a browser old enough to send neither
 * still keeps the `SameSite=Lax` session cookie off cross-site POSTs. Bearer calls need no defence (a
 * browser cannot send that header across sites without CORS, which the API does not allow), but the
 * check costs nothing and keeps one rule for every call, login included.
 */
function csrfCheck(publicUrl: string | undefined) {
  const publicHost = publicUrl ? originHost(publicUrl) : null;
  return async function checkOrigin(request: FastifyRequest): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) {
      if (site === 'same-origin' || site === 'none') return;
      throw forbidden('cross_site_refused');
    }
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const host = originHost(origin);
    // The request's own host as an origin spells it (a default port dropped).
    const ownHost = originHost(`${request.protocol}://${request.host}`);
    if (host === null || (host !== ownHost && host !== publicHost)) throw forbidden('cross_site_refused');
  };
}

/** Cookies read and set on every request; the CSRF check before anything else of a state-changing call. */
export async function registerSessionCookies(app: FastifyInstance, { publicUrl }: { publicUrl?: string | undefined }) {
  await app.register(fastifyCookie);
  app.addHook('onRequest', csrfCheck(publicUrl));
}
