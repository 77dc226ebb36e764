import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTCHA_TOKEN_HEADER,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  User,
  normalizeEmail,
} from '@raritet/contracts/auth';
import { ErrorBody } from '@raritet/contracts/errors';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { AuthService } from './service.ts';

export type AuthRouteOptions = { auth: AuthService; rateLimiter: RateLimiter };

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

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
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse, ...errors } },
      // Per address and account: guessing one account's password is slowed without locking out others.
      preHandler: rateLimiter.limit('login', {
        max: 10,
        windowSeconds: 60,
        key: (req) => `${req.ip}:${normalizeEmail((req.body as LoginRequest | undefined)?.email ?? '')}`,
      }),
    },
    async (request) => auth.login(request.body),
  );

  app.get(
    '/auth/user',
    {
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: User, 401: ErrorBody } },
      preHandler: app.requireUser,
    },
    async (request) => auth.userDto(request.user),
  );
};
