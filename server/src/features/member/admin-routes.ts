import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { User } from '@raritet/contracts/auth';
import { ErrorBody } from '@raritet/contracts/errors';
import {
  FavoritesPage,
  FavoritesQuery,
  SearchHistoryPage,
  SearchHistoryQuery,
  UserIdParams,
} from '@raritet/contracts/member';
import { profileFieldErrors } from './profile-routes.ts';
import type { ProfileService } from './profile-service.ts';

const admin = { tags: ['admin: users'], security: [{ bearer: [] }] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export type MemberAdminRouteOptions = { profile: ProfileService };

/**
 * An administrator reads any user's profile: the data, the search history and,
 * our addition, the favourites. Read only: favourites change through their owner alone.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod<MemberAdminRouteOptions> = async (app, { profile }) => {
  app.get(
    '/admin/user/:id',
    {
      schema: {
        ...admin,
        summary: 'Any user, as /auth/user shows it',
        params: UserIdParams,
        response: { 200: User, ...errors },
      },
      errorHandler: profileFieldErrors,
      onRequest: app.requireAdmin,
    },
    async ({ params }) => profile.anyProfile(params.id),
  );

  app.get(
    '/admin/user/:id/searchHistory',
    {
      schema: {
        ...admin,
        summary: "Any user's searches, newest first, 5, 10 or 25 a page",
        params: UserIdParams,
        querystring: SearchHistoryQuery,
        response: { 200: SearchHistoryPage, ...errors },
      },
      errorHandler: profileFieldErrors,
      onRequest: app.requireAdmin,
    },
    async ({ params, query }) => profile.anyHistory(params.id, query),
  );

  app.get(
    '/admin/user/:id/favorites',
    {
      schema: {
        ...admin,
        summary: "Any user's favourites, newest added first (read only)",
        params: UserIdParams,
        querystring: FavoritesQuery,
        response: { 200: FavoritesPage, ...errors },
      },
      errorHandler: profileFieldErrors,
      onRequest: app.requireAdmin,
    },
    async ({ user, params, query }) => profile.anyFavorites(user, params.id, query),
  );
};
