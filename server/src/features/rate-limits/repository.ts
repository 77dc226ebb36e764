import { eq, lt, sql } from 'drizzle-orm';
import { preparedStatement, type Database, type DbOrTx } from '../../db/client.ts';
import { rateLimits } from './schema.ts';

/**
 * `hit` for several keys in one upsert, planned once (the searches' limits, on every search): a window
 * older than $2 seconds starts afresh. $1 is a text array of keys, in the order rows are locked in.
 */
const HIT_KEYS = preparedStatement(
  'rate_limits_hit_keys',
  sql`insert into ${rateLimits} (key, window_start, hits)
        select key, now(), 1 from unnest($1::text[]) as key
      on conflict (key) do update set
        hits = case when ${rateLimits}.window_start <= now() - make_interval(secs => $2::float8)
                    then 1 else ${rateLimits}.hits + 1 end,
        window_start = case when ${rateLimits}.window_start <= now() - make_interval(secs => $2::float8)
                            then now() else ${rateLimits}.window_start end
      returning key, hits, extract(epoch from (window_start + make_interval(secs => $2::float8) - now()))::float8
                as remaining`,
);

/** A text array literal: every element quoted (keys hold addresses, names, ids). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

/**
 * Counts one hit of each key in one statement (see HIT_KEYS): the hits so far and the seconds left in
 * its window, by key. Keys are sorted, so two requests counting the same keys lock them in one order.
 */
export async function hitKeys(
  database: Pick<Database, 'prepared'>,
  keys: readonly string[],
  windowSeconds: number,
): Promise<Map<string, { hits: number; remaining: number }>> {
  const sorted = [...new Set(keys)].sort();
  const rows = await database.prepared<{ key: string; hits: number; remaining: number }>(HIT_KEYS, [
    textArray(sorted),
    windowSeconds,
  ]);
  return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), remaining: Number(row.remaining) }]));
}

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
