import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategorySearchQuery,
  DescriptionSearchQuery,
  PriceRangeSearchQuery,
  SEARCHES_PER_MINUTE,
  SEARCHES_PER_MINUTE_PER_ADDRESS,
  SearchResponse,
  SellerSearchQuery,
  TitleSearchQuery,
} from '@raritet/contracts/archive';
import { ErrorBody } from '@raritet/contracts/errors';
import { fieldErrorHandler } from '../../plugins/field-errors.ts';
import type { RateLimiter } from '../rate-limits/service.ts';
import type { HistoryService } from './history-service.ts';
import type { Searches } from './searches.ts';

const schema = (summary: string) => ({
  tags: ['archive: search'],
  security: [{ bearer: [] }],
  summary,
  description:
    '`sort`: `newest` (the default) or `oldest` by sale date, `price_desc` or `price_asc` by final price ' +
    '(subscribers and administrators; 403 `search_sort_price_subscribers_only` otherwise), `relevance` ' +
    '(title and description searches; 400 `search_sort_relevance_text_only` elsewhere). Equal dates or ' +
    'prices are ordered by lot id. The statistics of the same matches: the same path + `/stats`. Pages ' +
    'start within the first 10,000 results, and within `totalItems` when it is a lower bound ("more than ' +
    '200" of a phrase; 400 `search_page_too_deep` beyond; `totalPages` counts those pages); 429 `rate_limited` past 30 searches a minute per user or 60 per address; 503 `search_timeout` ' +
    'when the statements outlast SEARCH_TIMEOUT_MS (ADR 0042).',
  response: {
    200: SearchResponse,
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    429: ErrorBody,
    503: ErrorBody,
  },
});

/** Every search takes `sort` (ADR 0035); an unknown value gets its own message. */
const sortError = { 'querystring.sort': 'search_sort_invalid' } as const;

export type SearchRouteOptions = {
  search: Searches;
  history: Pick<HistoryService, 'flush'>;
  rateLimiter: Pick<RateLimiter, 'limitAll'>;
};

/**
 * The five searches. Guests get 401; users without a subscription see lots
 * with price and date hidden (price range: a count and two titles) and may not sort by price (403);
 * subscribers are counted against their plan's monthly limit. Everyone's searches are limited per
 * minute, per user and per address (ADR 0042), before anything else is read.
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchRouteOptions> = async (
  app,
  { search, history, rateLimiter },
) => {
  // The search history is written after the replies; what is still queued goes in before the database closes.
  app.addHook('onClose', () => history.flush());
  const textSearchErrors = fieldErrorHandler({ 'querystring.categoryIds': 'category_id_invalid', ...sortError });
  const hooks = {
    onRequest: app.requireCachedUser,
    preHandler: rateLimiter.limitAll(60, [
      { name: 'search', max: SEARCHES_PER_MINUTE, key: (request) => String(request.user.id) },
      { name: 'search-address', max: SEARCHES_PER_MINUTE_PER_ADDRESS, key: (request) => request.ip },
    ]),
  };

  app.get(
    '/books/searchByTitle',
    {
      schema: {
        ...schema('Title and author, word forms or exact phrase; typo-tolerant'),
        querystring: TitleSearchQuery,
      },
      errorHandler: textSearchErrors,
      ...hooks,
    },
    async ({ user, query }) => search.search(user, { type: 'title', ...query, query: query.title }),
  );

  app.get(
    '/books/searchByDescription',
    {
      schema: { ...schema('Description, word forms or exact phrase'), querystring: DescriptionSearchQuery },
      errorHandler: textSearchErrors,
      ...hooks,
    },
    async ({ user, query }) => search.search(user, { type: 'description', ...query, query: query.description }),
  );

  app.get(
    '/books/searchByCategory',
    {
      schema: { ...schema('Lots of one category'), querystring: CategorySearchQuery },
      errorHandler: fieldErrorHandler({ 'querystring.categoryId': 'category_id_invalid', ...sortError }),
      ...hooks,
    },
    async ({ user, query }) => search.search(user, { type: 'category', ...query }),
  );

  app.get(
    '/books/searchBySeller',
    {
      schema: { ...schema("A seller's lots (name ignoring case, or its beginning)"), querystring: SellerSearchQuery },
      errorHandler: fieldErrorHandler(sortError),
      ...hooks,
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
      ...hooks,
    },
    async ({ user, query }) => search.search(user, { type: 'priceRange', ...query }),
  );
};
