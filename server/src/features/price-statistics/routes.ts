import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BookIdParams,
  CategorySearchQuery,
  DescriptionSearchQuery,
  PriceRangeSearchQuery,
  SellerSearchQuery,
  TitleSearchQuery,
} from '@raritet/contracts/archive';
import { ErrorBody } from '@raritet/contracts/errors';
import {
  Comparables,
  PRICE_STATS_PER_MINUTE,
  PRICE_STATS_PER_MINUTE_PER_ADDRESS,
  PriceStatistics,
} from '@raritet/contracts/price-statistics';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { ComparablesService } from './comparables-service.ts';
import type { PriceStatsService } from './stats-service.ts';

export type StatsRouteOptions = {
  stats: Pick<PriceStatsService, 'forSearch'>;
  comparables: Pick<ComparablesService, 'forBook'>;
  rateLimiter: Pick<RateLimiter, 'limitAll'>;
};

const schema = (summary: string) => ({
  tags: ['archive: price statistics'],
  security: [{ bearer: [] }],
  summary: `${summary}: count, median, quartiles, lowest and highest final price, a yearly or quarterly series and a histogram (subscribers; not counted against the plan, but against the day's price reads: 429 \`price_reads_daily_limit\`)`,
  response: { 200: PriceStatistics, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

const sortError = { 'querystring.sort': 'search_sort_invalid' } as const;
const textErrors = fieldErrorHandler({ 'querystring.categoryIds': 'category_id_invalid', ...sortError });

/**
 * The price statistics beside each search (`/books/{search}/stats`, the search's own query parameters;
 * `page`, `pageSize` and `sort` are ignored) and a lot's comparable sales (ADR 0035).
 * Guests get 401, users without a subscription 403; statistics and comparables together are limited per
 * minute, per user and per address (ADR 0042), and a subscriber's per Moscow day (the services, ADR 0050),
 * and cut by the search's time limit (503).
 */
export const statsRoutes: FastifyPluginAsyncZod<StatsRouteOptions> = async (
  app,
  { stats, comparables, rateLimiter },
) => {
  const perMinute = rateLimiter.limitAll(60, [
    { name: 'price-stats', max: PRICE_STATS_PER_MINUTE, key: (request) => String(request.user.id) },
    { name: 'price-stats-address', max: PRICE_STATS_PER_MINUTE_PER_ADDRESS, key: (request) => request.ip },
  ]);
  const limited = { onRequest: app.requireCachedUser, preHandler: perMinute };

  app.get(
    '/books/searchByTitle/stats',
    {
      schema: { ...schema('Statistics of a title search'), querystring: TitleSearchQuery },
      errorHandler: textErrors,
      ...limited,
    },
    async ({ user, query }) => stats.forSearch(user, { type: 'title', ...query, query: query.title }),
  );

  app.get(
    '/books/searchByDescription/stats',
    {
      schema: { ...schema('Statistics of a description search'), querystring: DescriptionSearchQuery },
      errorHandler: textErrors,
      ...limited,
    },
    async ({ user, query }) => stats.forSearch(user, { type: 'description', ...query, query: query.description }),
  );

  app.get(
    '/books/searchByCategory/stats',
    {
      schema: { ...schema("Statistics of a category's lots"), querystring: CategorySearchQuery },
      errorHandler: fieldErrorHandler({ 'querystring.categoryId': 'category_id_invalid', ...sortError }),
      ...limited,
    },
    async ({ user, query }) => stats.forSearch(user, { type: 'category', ...query }),
  );

  app.get(
    '/books/searchBySeller/stats',
    {
      schema: { ...schema("Statistics of a seller's lots"), querystring: SellerSearchQuery },
      errorHandler: fieldErrorHandler(sortError),
      ...limited,
    },
    async ({ user, query }) => stats.forSearch(user, { type: 'seller', ...query }),
  );

  app.get(
    '/books/searchByPriceRange/stats',
    {
      schema: { ...schema('Statistics of a price range'), querystring: PriceRangeSearchQuery },
      errorHandler: fieldErrorHandler({
        'querystring.minPrice': 'price_invalid',
        'querystring.maxPrice': 'price_invalid',
        ...sortError,
      }),
      ...limited,
    },
    async ({ user, query }) => stats.forSearch(user, { type: 'priceRange', ...query }),
  );

  app.get(
    '/books/:id/comparables',
    {
      schema: {
        tags: ['archive: price statistics'],
        security: [{ bearer: [] }],
        summary:
          'Comparable sales: up to 20 other lots of the same author with a similar title (or a similar title, without an author), newest first, their statistics, and the other sales of this very copy (subscribers; not counted against the plan, but against the daily price reads: 429 `price_reads_daily_limit`)',
        params: BookIdParams,
        response: {
          200: Comparables,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
      errorHandler: fieldErrorHandler({ 'params.id': 'book_id_invalid' }),
      ...limited,
    },
    async ({ user, params }) => comparables.forBook(user, params.id),
  );
};
