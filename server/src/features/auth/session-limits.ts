import { SESSION_IDLE_DAYS, TOKEN_TTL_DAYS } from '@raritet/contracts/auth';

const DAY_SECONDS = 24 * 60 * 60;

/** A session ends 30 days after its login whatever happens (the token's `exp`; ADR 0051). */
export const SESSION_TTL_SECONDS = TOKEN_TTL_DAYS * DAY_SECONDS;

/** ...and sooner when it goes unused for 7 days. */
export const SESSION_IDLE_SECONDS = SESSION_IDLE_DAYS * DAY_SECONDS;

/**
 * How stale a session's "last used" may get before a request writes it again: the idle limit is kept to
 * these few minutes without a write on every request.
 */
export const SESSION_TOUCH_SECONDS = 5 * 60;
