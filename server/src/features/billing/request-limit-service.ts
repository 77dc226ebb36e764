import { isAdminRole } from '@raritet/contracts/auth';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { limitResetDate, usageMonth } from './month.ts';
import { createUsageRepository } from './usage-repository.ts';

/**
 * "May this user make one more search request this month?", from the running plan's
 * monthlyRequestLimit. `remainingRequests: null` means unlimited or not counted: administrators, and
 * users without a running subscription (the archive decides what those see).
 */
export function createRequestLimitService({ database }: { database: Database }) {
  const repository = createUsageRepository(database.db);

  async function countedLimit(userId: number): Promise<number | null> {
    const access = await repository.access(userId);
    if (!access || isAdminRole(access.role)) return null;
    return access.limit;
  }

  return {
    /** Counts one request, or throws 429 'search_limit_reached' once the month's limit is used up. */
    async consumeSearchRequest(userId: number): Promise<{ remainingRequests: number | null }> {
      const limit = await countedLimit(userId);
      if (limit === null) return { remainingRequests: null };
      const now = new Date();
      const count = await repository.consume(userId, usageMonth(now), limit);
      if (count === undefined) {
        throw new AppError(429, 'search_limit_reached', { limit, resetDate: limitResetDate(now) });
      }
      return { remainingRequests: limit - count };
    },

    /** The same answer without counting anything. */
    async remainingSearchRequests(userId: number): Promise<{ remainingRequests: number | null }> {
      const limit = await countedLimit(userId);
      if (limit === null) return { remainingRequests: null };
      return { remainingRequests: Math.max(0, limit - (await repository.used(userId, usageMonth()))) };
    },
  };
}

export type RequestLimitService = ReturnType<typeof createRequestLimitService>;
