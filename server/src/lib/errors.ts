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

/** True for PostgreSQL's unique_violation, whether or not Drizzle wrapped the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The constraint a foreign_key_violation names (e.g. a referenced row deleted meanwhile), else undefined. */
export function foreignKeyViolation(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
