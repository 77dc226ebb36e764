import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from './schema.ts';

/** rate_limits: one fixed-window counter per key (primary key). */
export function createRateLimitsRepository(db: DbOrTx) {
  return {
    /**
     * Counts one hit of the key in one upsert: a window older than `windowSeconds` starts afresh.
     * Returns the hits so far and the seconds left in the window.
     */
    hit: async (key: string, windowSeconds: number, tx: DbOrTx = db): Promise<{ hits: number; remaining: number }> => {
      const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds}::float8)`;
      const [row] = await tx
        .insert(rateLimits)
        .values({ key, windowStart: sql`now()`, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          hits: rateLimits.hits,
          remaining: sql<number>`extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}::float8) - now()))::float8`,
        });
      return row!;
    },

    /** Gives back one hit of the key's current window. */
    giveBack: async (key: string, tx: DbOrTx = db): Promise<void> => {
      await tx
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    /** Counters whose window started more than a day ago: no rule has a longer window. */
    deleteStale: async (tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .delete(rateLimits)
          .where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`))
          .returning({ key: rateLimits.key })
      ).length,
  };
}
