import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BookIdParams } from '@raritet/contracts/archive';
import { ErrorBody } from '@raritet/contracts/errors';
import {
  FavoriteIds,
  FavoriteIdsQuery,
  FavoritesPage,
  FavoritesQuery,
  FAVORITES_ADDED_PER_DAY,
  FavoriteStatus,
} from '@raritet/contracts/member';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { FavoritesService } from './favorites-service.ts';

const tags = ['member: favourites'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody };
const bookErrors = { ...errors, 404: ErrorBody };

/**
 * The user's own favourites, plus the batch status call for result lists.
 * `/books/favorites…` are static paths, so the router prefers them to the archive's `/books/:id`.
 */
export type FavoriteRouteOptions = { favorites: FavoritesService; rateLimiter: Pick<RateLimiter, 'daily'> };

export const favoriteRoutes: FastifyPluginAsyncZod<FavoriteRouteOptions> = async (app, { favorites, rateLimiter }) => {
  const bookIdErrors = fieldErrorHandler({ 'params.id': 'book_id_invalid' });
  /**
   * Additions a Moscow day per user, whatever the subscription (a list filled before subscribing shows
   * its prices after): a counter per user and day in the shared rate-limit table (ADR 0050).
   */
  const addsPerDay: preHandlerAsyncHookHandler = (request) =>
    rateLimiter.daily('favorite-adds', request.user.id, FAVORITES_ADDED_PER_DAY, 'favorites_daily_limit');

  app.get(
    '/books/favorites',
    {
      schema: {
        tags,
        security,
        summary: "The user's favourites, newest added first; prices and covers hidden without a subscription",
        querystring: FavoritesQuery,
        response: { 200: FavoritesPage, ...errors },
      },
      onRequest: app.requireUser,
    },
    async ({ user, query }) => favorites.page(user, user.id, query),
  );

  app.get(
    '/books/favorites/ids',
    {
      schema: {
        tags,
        security,
        summary: 'Which of the given books (`bookIds`, repeated, at most 50) the user keeps',
        querystring: FavoriteIdsQuery,
        response: { 200: FavoriteIds, ...errors },
      },
      errorHandler: fieldErrorHandler({ 'querystring.bookIds': 'book_id_invalid' }),
      onRequest: app.requireUser,
    },
    async ({ user, query }) => favorites.keptAmong(user, query.bookIds),
  );

  app.post(
    '/books/:id/favorite',
    {
      schema: {
        tags,
        security,
        summary: `Adds the book to favourites (adding it again changes nothing); ${FAVORITES_ADDED_PER_DAY} a Moscow day (429 \`favorites_daily_limit\`)`,
        params: BookIdParams,
        response: { 200: FavoriteStatus, ...bookErrors, 429: ErrorBody },
      },
      errorHandler: bookIdErrors,
      onRequest: app.requireUser,
      preHandler: addsPerDay,
    },
    async ({ user, params }) => favorites.add(user, params.id),
  );

  app.delete(
    '/books/:id/favorite',
    {
      schema: {
        tags,
        security,
        summary: 'Removes the book from favourites (removing a missing favourite changes nothing)',
        params: BookIdParams,
        response: { 200: FavoriteStatus, ...bookErrors },
      },
      errorHandler: bookIdErrors,
      onRequest: app.requireUser,
    },
    async ({ user, params }) => favorites.remove(user, params.id),
  );

  app.get(
    '/books/:id/is-favorite',
    {
      schema: {
        tags,
        security,
        summary: 'Whether the user keeps the book',
        params: BookIdParams,
        response: { 200: FavoriteStatus, ...bookErrors },
      },
      errorHandler: bookIdErrors,
      onRequest: app.requireUser,
    },
    async ({ user, params }) => favorites.status(user, params.id),
  );
};
