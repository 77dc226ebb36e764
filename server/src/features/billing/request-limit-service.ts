import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { limitResetDate, usageMonth } from './month.ts';
import { createUsageRepository } from './usage-repository.ts';

/**
 * Who is searching, as billing sees it; only a subscriber's request is counted. Administrators are
 * not asked about: the archive knows their role from the session and counts nothing for them.
 */
export type SearchAccess = { kind: 'unsubscribed' } | { kind: 'subscriber'; remainingRequests: number };

/** "May this user make one more search request this month?", from the running plan's monthlyRequestLimit. */
export function createRequestLimitService({ database }: { database: Database }) {
  const repository = createUsageRepository(database);

  return {
    /**
     * The archive's access check in one round trip: a user without a running subscription (not
     * counted), or a subscriber with one request counted (429 'search_limit_reached' past the limit).
     * `count: false`: nothing counted, only what is left (a search repeated within a moment, ADR 0046).
     */
    async searchAccess(userId: number, { count = true }: { count?: boolean } = {}): Promise<SearchAccess> {
      const now = new Date();
      if (!count) {
        // The same search again within a moment (ADR 0046): already counted, so only what is left.
        const standing = await repository.standing(userId, usageMonth(now));
        if (standing.limit === null) return { kind: 'unsubscribed' };
        return { kind: 'subscriber', remainingRequests: Math.max(0, standing.limit - Number(standing.count ?? 0)) };
      }
      const row = await repository.consumeIfSubscribed(userId, usageMonth(now));
      if (row.limit === null) return { kind: 'unsubscribed' };
      if (row.count === null) {
        throw new AppError(429, 'search_limit_reached', { limit: row.limit, resetDate: limitResetDate(now) });
      }
      return { kind: 'subscriber', remainingRequests: row.limit - row.count };
    },
  };
}

export type RequestLimitService = ReturnType<typeof createRequestLimitService>;
