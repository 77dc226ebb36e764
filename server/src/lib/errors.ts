import type { MessageCode } from '@raritet/contracts/messages';

type Params = Record<string, string | number>;

/** An error a client caused or may see: a status, a stable code and parameters for its message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params: Params = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageCode, params?: Params) => new AppError(400, code, params);
export const unauthorized = (code: MessageCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: MessageCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: MessageCode = 'not_found') => new AppError(404, code);
export const conflict = (code: MessageCode = 'conflict') => new AppError(409, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', { seconds: retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

/** PostgreSQL's SQLSTATE of an error, whether or not Drizzle wrapped the driver's error. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True for PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}

/**
 * True for PostgreSQL's query_canceled: a statement cut by its statement_timeout, or one of time-bounded
 * work refused for starting after its deadline (Database.bounded).
 */
export function isStatementTimeout(error: unknown): boolean {
  return postgresErrorCode(error) === '57014';
}

/**
 * True when PostgreSQL refused text it cannot store (U+0000: character_not_in_repertoire 22021, or
 * untranslatable_character 22P05). The edge refuses such input first; this is the net behind it.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === '22021' || code === '22P05';
}

/** The constraint a foreign_key_violation names (e.g. a referenced row deleted meanwhile), else undefined. */
export function foreignKeyViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
