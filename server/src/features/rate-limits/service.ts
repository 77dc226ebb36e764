import type { FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { MessageCode } from '@raritet/contracts/messages';
import type { Database } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { moscowDate, secondsToMoscowMidnight } from '../../lib/moscow-time.ts';
import { createRateLimitsRepository, hitKeys } from './repository.ts';

export type RateLimitRule = {
  /** How many requests one key may make per window. */
  max: number;
  windowSeconds: number;
  /** What is being limited, e.g. the client address, or the account for logins. */
  key: (request: FastifyRequest) => string;
  /**
   * The 429's own message code (parameters: `max` as scaled, `seconds` and `minutes` until the window
   * ends); without one, the generic too-many-requests answer.
   */
  code?: MessageCode;
};

/** One of the limits `limitAll` counts a request against: its name (the key's prefix), max and key. */
export type NamedLimit = Omit<RateLimitRule, 'windowSeconds'> & { name: string };

export type FailureLimitRule = RateLimitRule & {
  /** Which answers count against the key (e.g. 401 for a wrong password); every other answer is given back. */
  failed: (statusCode: number) => boolean;
  code: MessageCode;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Keys whose attempt this request holds (limitFailures), given back when the answer is not a failure. */
    heldRateLimitKeys?: string[];
  }
}

/**
 * A fixed-window limiter whose counters live in the database (table rate_limits), so that several
 * API processes behind a load balancer share one limit. One upsert per limited request; old counters
 * are deleted by a scheduled job, never inside a request.
 */
const DAY_SECONDS = 86_400;

export function createRateLimiter(database: Database, scale = 1) {
  const repository = createRateLimitsRepository(database.db);

  /** Counts one hit of the key: whether it is within the allowance (`max` as scaled), and when its window ends. */
  async function hit(key: string, max: number, windowSeconds: number) {
    const row = await repository.hit(key, windowSeconds);
    return { allowed: row.hits <= allowance(max), retryAfterSeconds: Math.max(1, Math.ceil(row.remaining)) };
  }

  /** The allowed hits of a rule's key per window, as scaled. */
  const allowance = (max: number) => Math.max(1, Math.round(max * scale));

  /** Gives back one hit of the key's current window (an attempt that turned out not to count). */
  const giveBack = (key: string) => repository.giveBack(key);

  /** The 429 of a used-up window: the rule's own message when it has one, with Retry-After. */
  function refusal(rule: Pick<RateLimitRule, 'max' | 'code'>, seconds: number): Error {
    if (!rule.code) return tooManyRequests(seconds);
    const params = { max: allowance(rule.max), seconds, minutes: Math.ceil(seconds / 60) };
    return new AppError(429, rule.code, params, { 'retry-after': String(seconds) });
  }

  /** A preHandler that answers 429 with Retry-After once the key has used up its window. */
  function limit(name: string, rule: RateLimitRule): preHandlerAsyncHookHandler {
    return async (request) => {
      const result = await hit(`${name}:${rule.key(request)}`, rule.max, rule.windowSeconds);
      if (!result.allowed) throw refusal(rule, result.retryAfterSeconds);
    };
  }

  /**
   * Counts one of `max` (as scaled) a Moscow day for this id, and refuses the rest of the day: 429 with
   * `code` (parameter `limit`) and Retry-After until Moscow midnight. The day is in the key, so a new day
   * is a new counter whatever the window says.
   */
  async function daily(name: string, id: number, max: number, code: MessageCode): Promise<void> {
    const { allowed } = await hit(`${name}:${id}:${moscowDate()}`, max, DAY_SECONDS);
    if (allowed) return;
    const seconds = secondsToMoscowMidnight();
    throw new AppError(429, code, { limit: allowance(max) }, { 'retry-after': String(seconds) });
  }

  /**
   * `limit` for several limits of one request at once (e.g. per user and per address), all counted in
   * one statement over one window: 429 with Retry-After (the longest wait) once any of them is used up.
   */
  function limitAll(windowSeconds: number, limits: readonly NamedLimit[]): preHandlerAsyncHookHandler {
    return async (request) => {
      const keys = limits.map((rule) => `${rule.name}:${rule.key(request)}`);
      const counted = await hitKeys(database, keys, windowSeconds);
      let wait = 0;
      limits.forEach((rule, index) => {
        const row = counted.get(keys[index]!);
        if (row && row.hits > allowance(rule.max)) wait = Math.max(wait, Math.max(1, Math.ceil(row.remaining)));
      });
      if (wait > 0) throw tooManyRequests(wait);
    };
  }

  /**
   * Limits failures rather than requests (failed logins per account). Each request takes a hit before
   * it runs, so parallel attempts cannot all slip under the limit, and gives it back when its answer is
   * not a failure. Both hooks go on the route: `preHandler` and `onSend`. The hit is given back before
   * the answer leaves (onSend, not onResponse), so the client's next attempt never meets its own
   * successful attempt still counted.
   */
  function limitFailures(
    name: string,
    rule: FailureLimitRule,
  ): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
    return {
      preHandler: async (request) => {
        const key = `${name}:${rule.key(request)}`;
        const result = await hit(key, rule.max, rule.windowSeconds);
        if (!result.allowed) throw refusal(rule, result.retryAfterSeconds);
        (request.heldRateLimitKeys ??= []).push(key);
      },
      onSend: async (request, reply, payload) => {
        // The key as the preHandler made it: an answer refused before that (a malformed body, no session)
        // holds none, and its request may not even have what the key is made of.
        const key = request.heldRateLimitKeys?.find((held) => held.startsWith(`${name}:`));
        if (key === undefined || rule.failed(reply.statusCode)) return payload;
        await giveBack(key).catch((error: unknown) => request.log.error({ err: error }, 'rate limit give-back failed'));
        return payload;
      },
    };
  }

  return {
    hit,
    giveBack,
    limit,
    daily,
    limitAll,
    limitFailures,
    /** Deletes counters whose window ended long ago (the rate-limits.sweep job). */
    sweep: () => repository.deleteStale(),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
