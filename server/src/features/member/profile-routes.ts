import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { User } from '@raritet/contracts/auth';
import { ErrorBody } from '@raritet/contracts/errors';
import { SearchHistoryPage, SearchHistoryQuery, UserIdParams } from '@raritet/contracts/member';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { ProfileService } from './profile-service.ts';

const tags = ['member: profile'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** Bad ids and history page sizes get their own messages on the profile and admin-profile calls. */
export const profileFieldErrors = fieldErrorHandler({
  'params.id': 'user_id_invalid',
  'querystring.pageSize': 'history_page_size_invalid',
});

/** The user's own profile: any other id is a 403, for administrators too. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get(
    '/user/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The user, as /auth/user returns it; only for their own id',
        params: UserIdParams,
        response: { 200: User, ...errors },
      },
      errorHandler: profileFieldErrors,
      onRequest: app.requireUser,
    },
    async ({ user, params }) => profile.ownProfile(user, params.id),
  );

  app.get(
    '/user/:id/searchHistory',
    {
      schema: {
        tags,
        security,
        summary: "The user's searches, newest first, 5, 10 or 25 a page; only for their own id",
        params: UserIdParams,
        querystring: SearchHistoryQuery,
        response: { 200: SearchHistoryPage, ...errors },
      },
      errorHandler: profileFieldErrors,
      onRequest: app.requireUser,
    },
    async ({ user, params, query }) => profile.ownHistory(user, params.id, query),
  );
};
