import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookUpdateActionResult, BookUpdateStatus } from '@raritet/contracts/book-update';
import { ErrorBody } from '@raritet/contracts/errors';
import { formatMessage, type Language, type MessageCode } from '@raritet/contracts/messages';
import type { BookUpdateService } from './service.ts';

export type BookUpdateRouteOptions = { bookUpdate: BookUpdateService };

const admin = { tags: ['admin: book update'], security: [{ bearer: [] }] };
const errors = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** The sales pull's status and controls: admin only, no bodies. */
export const bookUpdateRoutes: FastifyPluginAsyncZod<BookUpdateRouteOptions> = async (app, { bookUpdate }) => {
  app.get(
    '/bookupdateservice/status',
    {
      schema: {
        ...admin,
        summary: 'The pull: state, figures, source and the latest log entries',
        response: { 200: BookUpdateStatus, ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => bookUpdate.status(request.lang),
  );

  const actions: [string, string, (lang: Language) => Promise<{ code: MessageCode; status: BookUpdateStatus }>][] = [
    [
      'pause',
      'Stops a running pull after its current lot and keeps scheduled runs from starting',
      (lang) => bookUpdate.pause(lang),
    ],
    ['resume', 'Lets scheduled runs start again', (lang) => bookUpdate.resume(lang)],
    ['runNow', 'Runs one pull to its end, paused or not; 409 while one runs', (lang) => bookUpdate.runNow(lang)],
    [
      'runCategoryCheck',
      "Re-reads stored lots' platform categories, newest first, and moves lots that changed",
      (lang) => bookUpdate.runCategoryCheck(lang),
    ],
  ];
  for (const [action, summary, run] of actions) {
    app.post(
      `/bookupdateservice/${action}`,
      {
        schema: { ...admin, summary, response: { 200: BookUpdateActionResult, ...errors } },
        onRequest: app.requireAdmin,
      },
      async (request) => {
        const { code, status } = await run(request.lang);
        return { message: formatMessage(code, request.lang), status };
      },
    );
  }
};
