import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedbackCreated, FeedbackListQuery, FeedbackPage, FeedbackRequest } from '@raritet/contracts/archive';
import { ErrorBody } from '@raritet/contracts/errors';
import { formatMessage } from '@raritet/contracts/messages';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { AuthService } from '../auth/service.ts';
import { optionalUser } from '../../plugins/auth.ts';
import type { FeedbackService } from './service.ts';

export type FeedbackRouteOptions = {
  feedback: FeedbackService;
  auth: Pick<AuthService, 'userFromToken'>;
  rateLimiter: RateLimiter;
};

/** The home page's feedback dialog, and the operators' list of what came in. */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRouteOptions> = async (
  app,
  { feedback, auth, rateLimiter },
) => {
  app.post(
    '/feedback',
    {
      schema: {
        tags: ['archive: feedback'],
        summary: 'Leaves a message for the operators (guests too)',
        body: FeedbackRequest,
        response: { 201: FeedbackCreated, 400: ErrorBody, 429: ErrorBody },
      },
      preHandler: rateLimiter.limit('feedback', { max: 10, windowSeconds: 600, key: (request) => request.ip }),
    },
    async (request, reply) => {
      const user = await optionalUser(request, auth);
      const referer = request.headers.referer;
      const item = await feedback.submit({
        message: request.body.message,
        email: request.body.email,
        page: request.body.page ?? referer,
        userId: user?.id ?? null,
      });
      return reply.code(201).send({ id: item.id, message: formatMessage('feedback_received', request.lang) });
    },
  );

  app.get(
    '/admin/feedback',
    {
      schema: {
        tags: ['admin: feedback'],
        security: [{ bearer: [] }],
        summary: 'Feedback messages, newest first',
        querystring: FeedbackListQuery,
        response: { 200: FeedbackPage, 401: ErrorBody, 403: ErrorBody },
      },
      onRequest: app.requireAdmin,
    },
    async ({ query }) => feedback.list(query.page, query.pageSize),
  );
};
