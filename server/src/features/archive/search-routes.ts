import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategorySearchQuery,
  DescriptionSearchQuery,
  PriceRangeSearchQuery,
  SearchResponse,
  SellerSearchQuery,
  TitleSearchQuery,
} from '@raritet/contracts/archive';
import { ErrorBody } from '@raritet/contracts/errors';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { SearchService } from './search-service.ts';

const schema = (summary: string) => ({
  tags: ['archive: search'],
  security: [{ bearer: [] }],
  summary,
  description:
    '`sort`: `newest` (the default) or `oldest` by sale date, `price_desc` or `price_asc` by final price ' +
    '(subscribers and administrators; 403 `search_sort_price_subscribers_only` otherwise), `relevance` ' +
    '(title and description searches; 400 `search_sort_relevance_text_only` elsewhere). Equal dates or ' +
    'prices are ordered by lot id. The statistics of the same matches: the same path + `/stats`.',
  response: { 200: SearchResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody },
});

/** Every search takes `sort` (ADR 0035); an unknown value gets its own message. */
const sortError = { 'querystring.sort': 'search_sort_invalid' } as const;

/**
 * The five searches (visitor area §7 Books). Guests get 401; users without a subscription see lots
 * with price and date hidden (price range: a count and two titles) and may not sort by price (403);
 * subscribers are counted against their plan's monthly limit.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  const textSearchErrors = fieldErrorHandler({ 'querystring.categoryIds': 'category_id_invalid', ...sortError });

  app.get(
    '/books/searchByTitle',
    {
      schema: {
        ...schema('Title and author, word forms or exact phrase; typo-tolerant'),
        querystring: TitleSearchQuery,
      },
      errorHandler: textSearchErrors,
      onRequest: app.requireCachedUser,
    },
    async ({ user, query }) => search.search(user, { type: 'title', ...query, query: query.title }),
  );

  app.get(
    '/books/searchByDescription',
    {
      schema: { ...schema('Description, word forms or exact phrase'), querystring: DescriptionSearchQuery },
      errorHandler: textSearchErrors,
      onRequest: app.requireCachedUser,
    },
    async ({ user, query }) => search.search(user, { type: 'description', ...query, query: query.description }),
  );

  app.get(
    '/books/searchByCategory',
    {
      schema: { ...schema('Lots of one category'), querystring: CategorySearchQuery },
      errorHandler: fieldErrorHandler({ 'querystring.categoryId': 'category_id_invalid', ...sortError }),
      onRequest: app.requireCachedUser,
    },
    async ({ user, query }) => search.search(user, { type: 'category', ...query }),
  );

  app.get(
    '/books/searchBySeller',
    {
      schema: { ...schema("A seller's lots (name ignoring case, or its beginning)"), querystring: SellerSearchQuery },
      errorHandler: fieldErrorHandler(sortError),
      onRequest: app.requireCachedUser,
    },
    async ({ user, query }) => search.search(user, { type: 'seller', ...query }),
  );

  app.get(
    '/books/searchByPriceRange',
    {
      schema: { ...schema('Final price between minPrice and maxPrice, inclusive'), querystring: PriceRangeSearchQuery },
      errorHandler: fieldErrorHandler({
        'querystring.minPrice': 'price_invalid',
        'querystring.maxPrice': 'price_invalid',
        ...sortError,
      }),
      onRequest: app.requireCachedUser,
    },
    async ({ user, query }) => search.search(user, { type: 'priceRange', ...query }),
  );
};
