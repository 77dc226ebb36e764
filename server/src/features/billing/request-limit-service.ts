import { isAdminRole } from '@raritet/contracts/auth';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { limitResetDate, usageMonth } from './month.ts';
import { createUsageRepository } from './usage-repository.ts';

/** Who is searching, as billing sees it; only a subscriber's request is counted. */
export type SearchAccess =
  { kind: 'admin' } | { kind: 'unsubscribed' } | { kind: 'subscriber'; remainingRequests: number };

/**
 * "May this user make one more search request this month?", from the running plan's
 * monthlyRequestLimit. `remainingRequests: null` means unlimited or not counted: administrators, and
 * users without a running subscription (the archive decides what those see).
 */

export function createRequestLimitService({ database }: { database: Database }) {
  const repository = createUsageRepository(database);

  async function countedLimit(userId: number): Promise<number | null> {
    const access = await repository.access(userId);
    if (!access || isAdminRole(access.role)) return null;
    return access.limit;
  }

  /** Counts one request in one statement; throws 429 'search_limit_reached' once the month's limit is used up. */
  async function consume(userId: number): Promise<SearchAccess> {
    const now = new Date();
    const row = await repository.consumeIfSubscribed(userId, usageMonth(now));
    if (row?.admin) return { kind: 'admin' };
    if (!row || row.limit === null) return { kind: 'unsubscribed' };
    if (row.count === null) {
      throw new AppError(429, 'search_limit_reached', { limit: row.limit, resetDate: limitResetDate(now) });
    }
    return { kind: 'subscriber', remainingRequests: row.limit - row.count };
  }

  return {
    /**
     * The archive's access check in one round trip: an administrator (not counted), a user without a
     * running subscription (not counted), or a subscriber with one request counted (429 past the limit).
     */
    searchAccess: consume,

    /** Counts one request, or throws 429 'search_limit_reached' once the month's limit is used up. */
    async consumeSearchRequest(userId: number): Promise<{ remainingRequests: number | null }> {
      const access = await consume(userId);
      return { remainingRequests: access.kind === 'subscriber' ? access.remainingRequests : null };
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
