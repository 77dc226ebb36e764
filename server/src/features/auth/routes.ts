import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTCHA_TOKEN_HEADER,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
  ResendConfirmationResponse,
  ChangePasswordResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  SessionList,
  User,
} from '@raritet/contracts/auth';
import { ErrorBody } from '@raritet/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, requestToken } from '../../plugins/auth.ts';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import { clearSessionCookies, deviceId, sessionCookieToken, setSessionCookies } from '../../plugins/session-cookie.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import { unauthorized } from '../../lib/errors.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { AuthService, LoginClient } from './service.ts';

export type AuthRouteOptions = { auth: AuthService; rateLimiter: RateLimiter };

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Who is logging in (the session list, the known devices); a browser without a device cookie gets one. */
const clientOf = (request: FastifyRequest, reply: FastifyReply): LoginClient => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
  deviceId: deviceId(request, reply),
});

/** The answer of a call that starts a session: its token in the body (API clients) and in the cookie. */
function started<T extends { token: string }>(request: FastifyRequest, reply: FastifyReply, answer: T): T {
  setSessionCookies(request, reply, answer.token);
  return answer;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, rateLimiter }) => {
  app.get(
    '/auth/captcha',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new captcha image; its token comes in the x-captcha-token header',
        response: { 200: z.any().describe('image/png'), 429: ErrorBody },
      },
      preHandler: rateLimiter.limit('captcha', { max: 30, windowSeconds: 60, key: (req) => req.ip }),
    },
    async (_request, reply) => {
      const { token, png } = await auth.issueCaptcha();
      return reply
        .header(CAPTCHA_TOKEN_HEADER, token)
        .header('access-control-expose-headers', CAPTCHA_TOKEN_HEADER)
        .header('cache-control', 'no-store')
        .type('image/png')
        .send(png);
    },
  );

  app.post(
    '/auth/register',
    {
      schema: { tags: ['auth'], body: RegisterRequest, response: { 201: LoginResponse, ...errors } },
      preHandler: rateLimiter.limit('register', { max: 10, windowSeconds: 600, key: (req) => req.ip }),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(started(request, reply, await auth.register(request.body, request.lang, clientOf(request, reply)))),
  );

  // The e-mailed link, through the site's /confirm-email page; no login needed (another browser may open it).
  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Confirms the account's address with the e-mailed link's query (user, expires, signature)",
        body: ConfirmEmailRequest,
        response: { 200: ConfirmEmailResponse, 400: ErrorBody, 429: ErrorBody },
      },
      errorHandler: fieldErrorHandler({
        'body.user': 'email_confirmation_invalid',
        'body.expires': 'email_confirmation_invalid',
        'body.signature': 'email_confirmation_invalid',
      }),
      preHandler: rateLimiter.limit('confirm-email', { max: 30, windowSeconds: 60, key: (req) => req.ip }),
    },
    async (request) => auth.confirmEmail(request.body, request.lang),
  );

  // A few an hour per account: the mail goes to an address nobody has confirmed yet.
  app.post(
    '/auth/resend-confirmation',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: `Sends the address confirmation again (${EMAIL_CONFIRMATION_RESENDS_PER_HOUR} an hour; 409 when confirmed)`,
        response: { 200: ResendConfirmationResponse, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
      onRequest: app.requireUser,
      preHandler: rateLimiter.limit('resend-confirmation', {
        max: EMAIL_CONFIRMATION_RESENDS_PER_HOUR,
        windowSeconds: 3600,
        key: (request) => String(request.user.id),
        code: 'email_confirmation_resend_limited',
      }),
    },
    async (request) => ({ message: await auth.resendConfirmation(request.user, request.lang) }),
  );

  // Per account, from all addresses together: past a few failures strangers need the captcha, while a
  // known address or device with the right password still gets in (login-throttle.ts, ADR 0051).
  const throttledLogin = createLoginThrottle(auth, rateLimiter);
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logs in: the token in the answer (API clients) and in the HttpOnly session cookie (browsers)',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
      // Per address, whatever the account: slows one source trying many accounts.
      preHandler: rateLimiter.limit('login', { max: 30, windowSeconds: 60, key: (req) => req.ip }),
    },
    async (request, reply) => started(request, reply, await throttledLogin(request.body, clientOf(request, reply))),
  );

  app.get(
    '/auth/user',
    {
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: User, 401: ErrorBody } },
      onRequest: app.requireUser,
    },
    async (request) => auth.userDto(request.user),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: "Ends this token's session on the server (again: still 204) and clears the session cookie",
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      // The cookie goes whatever the answer: a browser holding an ended or forged token is done with it.
      clearSessionCookies(request, reply);
      const token = bearerToken(request) ?? sessionCookieToken(request, { hintRequired: false });
      if (!token) throw unauthorized();
      await auth.logout(token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Ends every session of the account, this one too (log out everywhere)',
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await auth.endAllSessions(request.user.id);
      clearSessionCookies(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: "The account's live sessions, the most recently used first; the one asking is marked current",
        response: { 200: SessionList, 401: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request) => auth.listSessions(request.user.id, requestToken(request) ?? ''),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Ends one session of the account (this one too: its cookie is cleared)',
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const { sessions } = await auth.listSessions(request.user.id, requestToken(request) ?? '');
      await auth.endSession(request.user.id, request.params.id);
      if (sessions.some((session) => session.id === request.params.id && session.current)) {
        clearSessionCookies(request, reply);
      }
      return reply.code(204).send(null);
    },
  );

  // Wrong current passwords per account: a stolen token alone does not let anyone guess the password.
  const failedChanges = rateLimiter.limitFailures('change-password', {
    max: 10,
    windowSeconds: 15 * 60,
    key: (req) => String(req.user.id),
    failed: (status) => status === 400,
    code: 'password_change_locked',
  });
  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'A new password; every session ends, the answer is a fresh token (and cookie) for this one',
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
      preHandler: [app.requireUser, failedChanges.preHandler],
      onSend: failedChanges.onSend,
    },
    async (request, reply) =>
      started(request, reply, await auth.changePassword(request.user, request.body, clientOf(request, reply))),
  );
};
