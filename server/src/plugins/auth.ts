import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { isAdminRole } from '@raritet/contracts/auth';
import type { AuthService, UserRow } from '../features/auth/service.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { sessionCookieToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin; read it only in routes that use one of them. */
    user: UserRow;
  }
  interface FastifyInstance {
    requireUser: onRequestAsyncHookHandler;
    /**
     * requireUser for hot read-only routes (searches, book calls): the account may be up to a few
     * seconds old (features/auth/session-cache.ts). Use it only where nothing but the user's id and role is read
     * and the account is not changed; everything else uses requireUser.
     */
    requireCachedUser: onRequestAsyncHookHandler;
    requireAdmin: onRequestAsyncHookHandler;
    /**
     * requireAdmin for file downloads, spread into the route (`...app.requireAdminForDownload`): besides
     * the header, a single-use `ticket` query parameter (a link opened in a new window; POST
     * /api/admin/download-ticket) or the `token` field of a posted form (a form download), the two
     * variants of the data export's download for browsers that cannot send a header. A login token in the
     * address is refused (docs/adr/0040). The header and the ticket are checked in onRequest, like every
     * admin route; only a urlencoded form without either waits for its body (preValidation, still before
     * the body is validated: ADR 0050).
     */
    requireAdminForDownload: {
      onRequest: onRequestAsyncHookHandler;
      preValidation: preValidationAsyncHookHandler;
    };
  }
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The login token of the request: the bearer header (API clients), else the browser's HttpOnly session
 * cookie (ADR 0051; state-changing calls by cookie passed the CSRF check of session-cookie.ts).
 */
export function requestToken(request: FastifyRequest): string | undefined {
  return bearerToken(request) ?? sessionCookieToken(request);
}

/**
 * The user behind the request's token on a public call, or null. A missing, expired or foreign token
 * makes the caller a guest here rather than an error: the call is public.
 */
export async function optionalUser(
  request: FastifyRequest,
  auth: Pick<AuthService, 'userFromToken'>,
): Promise<UserRow | null> {
  const token = requestToken(request);
  if (!token) return null;
  return auth.userFromToken(token).catch(() => null);
}

/** Role checks happen here, on the server, for every call; the web app only hides what is forbidden. */
export function registerAuth(
  app: FastifyInstance,
  auth: Pick<AuthService, 'userFromToken' | 'cachedUserFromToken' | 'userFromDownloadTicket'>,
) {
  app.decorateRequest('user', null as unknown as UserRow);

  const userRequired =
    (find: (token: string) => Promise<UserRow | null>): onRequestAsyncHookHandler =>
    async (request) => {
      const token = requestToken(request);
      if (!token) throw unauthorized('unauthorized');
      const user = await find(token);
      if (!user) throw unauthorized('session_expired');
      request.user = user;
    };
  const requireUser = userRequired((token) => auth.userFromToken(token));

  app.decorate('requireUser', requireUser);
  app.decorate('requireCachedUser', userRequired(auth.cachedUserFromToken));
  app.decorate('requireAdmin', async function (this: FastifyInstance, request, reply) {
    await requireUser.call(this, request, reply);
    if (!isAdminRole(request.user.role)) throw forbidden('admin_required');
  } as onRequestAsyncHookHandler);
  const field = (value: unknown, name: string): string | undefined => {
    const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
    return typeof found === 'string' ? found : undefined;
  };
  const admitAdmin = (request: FastifyRequest, user: UserRow | null) => {
    if (!user) throw unauthorized('session_expired');
    request.user = user;
    if (!isAdminRole(user.role)) throw forbidden('admin_required');
  };
  /** A form download: a urlencoded POST, whose `token` field is read once the body is parsed. */
  const isForm = (request: FastifyRequest) =>
    request.method === 'POST' &&
    /^application\/x-www-form-urlencoded\b/i.test(String(request.headers['content-type'] ?? ''));
  app.decorate('requireAdminForDownload', {
    onRequest: async (request: FastifyRequest) => {
      // A login token in an address is refused whatever else the request carries, so that no link with
      // one in it ever works (it would sit in histories and logs), even from a browser with the cookie.
      if (field(request.query, 'token') !== undefined) throw unauthorized('download_token_in_query');
      // A ticket in the address decides alone: a used or unknown one is refused even from a browser that
      // also carries the session cookie (single use means the address never works twice).
      const ticket = field(request.query, 'ticket');
      if (ticket) {
        const user = await auth.userFromDownloadTicket(ticket);
        if (!user) throw unauthorized('download_ticket_invalid');
        return admitAdmin(request, user);
      }
      // The bearer header or the browser's session cookie (a form download from the web app carries it).
      const token = requestToken(request);
      if (token) return admitAdmin(request, await auth.userFromToken(token));
      if (!isForm(request)) throw unauthorized('unauthorized');
    },
    preValidation: async (request: FastifyRequest) => {
      if (request.user) return;
      const token = field(request.body, 'token');
      if (!token) throw unauthorized('unauthorized');
      admitAdmin(request, await auth.userFromToken(token));
    },
  });
}
