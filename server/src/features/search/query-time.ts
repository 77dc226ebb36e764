import type { Database } from '../../db/client.ts';
import { AppError, isStatementTimeout } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';

/** How long a search's, its statistics' or a lot's comparables' statements may take (SEARCH_TIMEOUT_MS). */
export const DEFAULT_SEARCH_TIMEOUT_MS = 5000;

export type QueryTimeOptions = {
  database: Database;
  timeoutMs?: number | undefined;
  /** Where a cut is reported (the operator sees which kind of call hits the limit, and how often). */
  log?: Partial<Pick<Logger, 'warn'>> | undefined;
};

/**
 * Runs the statements of one search, statistics or comparables call within the time limit
 * (Database.bounded, ADR 0042). Work cut by it answers 503 with `code`, which asks to refine the
 * search: never a 500, and the database is not kept busy by one request for longer than the limit.
 */
export function createQueryTime({ database, timeoutMs = DEFAULT_SEARCH_TIMEOUT_MS, log }: QueryTimeOptions) {
  return async <T>(code: 'search_timeout' | 'comparables_timeout', work: () => Promise<T>): Promise<T> => {
    try {
      return await database.bounded(timeoutMs, work);
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
      log?.warn?.({ code, timeoutMs }, 'archive: statements cut by SEARCH_TIMEOUT_MS');
      throw new AppError(503, code);
    }
  };
}

export type QueryTime = ReturnType<typeof createQueryTime>;
