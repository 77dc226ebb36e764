import type { FastifyPluginAsync } from 'fastify';
import { bookRoutes, type BookRouteOptions } from '../books/routes.ts';
import { feedbackRoutes, type FeedbackRouteOptions } from '../feedback/routes.ts';
import { searchRoutes } from '../search/routes.ts';
import { statsRoutes, type StatsRouteOptions } from '../price-statistics/routes.ts';
import type { HistoryService } from '../search/history-service.ts';
import type { SearchService } from '../search/searches.ts';

export type ArchiveRouteOptions = BookRouteOptions &
  FeedbackRouteOptions &
  Pick<StatsRouteOptions, 'stats' | 'comparables'> & { search: SearchService; history: Pick<HistoryService, 'flush'> };

/** Every archive call; each route gives its own inputs their own error messages (plugins/field-errors.ts). */
export const archiveRoutes: FastifyPluginAsync<ArchiveRouteOptions> = async (app, options) => {
  // The search history is written after the replies; what is still queued goes in before the database closes.
  app.addHook('onClose', () => options.history.flush());
  await app.register(searchRoutes, { search: options.search, rateLimiter: options.rateLimiter });
  await app.register(statsRoutes, {
    stats: options.stats,
    comparables: options.comparables,
    rateLimiter: options.rateLimiter,
  });
  await app.register(bookRoutes, { books: options.books, auth: options.auth, rateLimiter: options.rateLimiter });
  await app.register(feedbackRoutes, {
    feedback: options.feedback,
    auth: options.auth,
    rateLimiter: options.rateLimiter,
  });
};
