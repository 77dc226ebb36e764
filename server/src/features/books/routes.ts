import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookDetail,
  BookIdParams,
  BookImageParams,
  BookImageQuery,
  BookImages,
  CategoryList,
  RecentSaleList,
  RecentSalesQuery,
} from '@raritet/contracts/archive';
import { ErrorBody } from '@raritet/contracts/errors';
import { BOOK_PAGES_PER_MINUTE } from '@raritet/contracts/price-statistics';
import type { AuthService } from '../auth/service.ts';
import { optionalUser } from '../../plugins/auth.ts';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { BookPages } from './book-pages.ts';
import type { RateLimiter } from '../rate-limits/service.ts';

export type BookRouteOptions = {
  books: BookPages;
  auth: Pick<AuthService, 'userFromToken'>;
  rateLimiter: Pick<RateLimiter, 'limitAll'>;
};

const tags = ['archive: books'];
const bearer = [{ bearer: [] }];

/** A book, its images, the category list and the recent sales. */
export const bookRoutes: FastifyPluginAsyncZod<BookRouteOptions> = async (app, { books, auth, rateLimiter }) => {
  const bookIdErrors = fieldErrorHandler({ 'params.id': 'book_id_invalid' });
  // Book pages a minute per user (ADR 0050); a subscriber's are also counted a day by the service.
  const pagesPerMinute = rateLimiter.limitAll(60, [
    { name: 'book-pages-minute', max: BOOK_PAGES_PER_MINUTE, key: (request) => String(request.user.id) },
  ]);

  app.get(
    '/categories',
    { schema: { tags, summary: 'Every category with its number of lots', response: { 200: CategoryList } } },
    async () => books.categories(),
  );

  app.get(
    '/books/recent-sales',
    {
      schema: {
        tags,
        summary: 'The newest sales, public (price and date included)',
        querystring: RecentSalesQuery,
        response: { 200: RecentSaleList, 400: ErrorBody },
      },
      errorHandler: fieldErrorHandler({ 'querystring.limit': 'recent_sales_limit_invalid' }),
    },
    async ({ query }) => books.recentSales(query.limit),
  );

  app.get(
    '/books/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "One lot; price, date, added date and images hidden without a subscription. Limited per minute; a subscriber's pages also per day (429 `book_pages_daily_limit`)",
        params: BookIdParams,
        response: { 200: BookDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
      errorHandler: bookIdErrors,
      onRequest: app.requireCachedUser,
      preHandler: pagesPerMinute,
    },
    async ({ user, params }) => books.getBook(user, params.id),
  );

  app.get(
    '/books/:id/images',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The lot's image names, cover first, and their signed addresses; empty without a subscription",
        params: BookIdParams,
        response: { 200: BookImages, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
      errorHandler: bookIdErrors,
      onRequest: app.requireCachedUser,
    },
    async ({ user, params }) => books.imageList(user, params.id),
  );

  app.get(
    '/books/:id/images/:imageId',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'One image (or a thumbnail `size` pixels wide); for subscribers (bearer token or a signed address: `exp`, `sig`), recent-sale covers for all',
        params: BookImageParams,
        querystring: BookImageQuery,
        // 200: the image bytes (Buffers are sent as they are, not serialized).
        response: { 200: z.any(), 304: z.null(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      errorHandler: fieldErrorHandler({
        'params.id': 'book_id_invalid',
        'params.imageId': { code: 'image_not_found', status: 404 },
        'querystring.size': 'image_size_invalid',
        'querystring.exp': { code: 'image_link_invalid', status: 403 },
        'querystring.sig': { code: 'image_link_invalid', status: 403 },
      }),
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const { size, exp, sig } = request.query;
      const user = await optionalUser(request, auth);
      const result = await books.image(user, id, imageId, size, request.headers['if-none-match'], { exp, sig });
      reply.header('etag', result.etag).header('cache-control', result.cacheControl);
      if (result.status === 304) return reply.code(304).send(null);
      return reply.type(result.image.contentType).send(result.image.data);
    },
  );
};
