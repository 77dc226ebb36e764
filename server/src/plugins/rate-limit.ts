import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client.ts';
import { tooManyRequests } from '../lib/errors.ts';

export type RateLimitRule = {
  /** How many requests one key may make per window. */
  max: number;
  windowSeconds: number;
  /** What is being limited, e.g. the client address, or address plus e-mail for logins. */
  key: (request: FastifyRequest) => string;
};

/**
 * A fixed-window limiter whose counters live in the database (table rate_limits), so that several
 * API processes behind a load balancer share one limit. One upsert per limited request.
 */
export function createRateLimiter(database: Database, scale = 1) {
  async function hit(key: string, max: number, windowSeconds: number) {
    const [row] = await database.query<{ hits: number; remaining: number }>(
      `insert into rate_limits (key, window_start, hits) values ($1, now(), 1)
       on conflict (key) do update set
         hits = case when rate_limits.window_start <= now() - make_interval(secs => $2::float8)
                     then 1 else rate_limits.hits + 1 end,
         window_start = case when rate_limits.window_start <= now() - make_interval(secs => $2::float8)
                     then now() else rate_limits.window_start end
       returning hits, extract(epoch from (window_start + make_interval(secs => $2::float8) - now()))::float8 as remaining`,
      [key, windowSeconds],
    );
    if (Math.random() < 0.01) {
      await database.query(`delete from rate_limits where window_start < now() - interval '1 day'`);
    }
    const limit = Math.max(1, Math.round(max * scale));
    return { allowed: (row?.hits ?? 0) <= limit, retryAfterSeconds: Math.max(1, Math.ceil(row?.remaining ?? 1)) };
  }

  /** A preHandler that answers 429 with Retry-After once the key has used up its window. */
  function limit(name: string, rule: RateLimitRule): preHandlerAsyncHookHandler {
    return async (request) => {
      const result = await hit(`${name}:${rule.key(request)}`, rule.max, rule.windowSeconds);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    };
  }

  return { hit, limit };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
