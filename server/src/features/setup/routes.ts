import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetupInitializeRequest, SetupInitializeResponse, SetupStatus } from '@raritet/contracts/setup';
import { ErrorBody } from '@raritet/contracts/errors';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { SetupService } from './service.ts';

export type SetupRouteOptions = { setup: SetupService; rateLimiter: RateLimiter };

export const setupRoutes: FastifyPluginAsyncZod<SetupRouteOptions> = async (app, { setup, rateLimiter }) => {
  app.get('/setup/status', { schema: { tags: ['setup'], response: { 200: SetupStatus } } }, async () => setup.status());

  app.post(
    '/setup/initialize',
    {
      schema: {
        tags: ['setup'],
        summary: 'Creates the first administrator; needs the one-time token printed at start',
        body: SetupInitializeRequest,
        response: { 200: SetupInitializeResponse, 400: ErrorBody, 403: ErrorBody, 429: ErrorBody },
      },
      preHandler: rateLimiter.limit('setup', { max: 10, windowSeconds: 600, key: (req) => req.ip }),
    },
    async (request) => setup.initialize(request.body, request.lang),
  );
};
