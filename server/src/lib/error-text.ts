import { lineText } from './outside-text.ts';
import { redactText } from './redact.ts';

/** What an error's text may take in a log line, a table row or a job's stored output. */
export const ERROR_TEXT_MAX = 500;
const CAUSE_DEPTH = 3;

/** An Error, or what looks like one (pg-boss's 'error' events are plain copies of the error's fields). */
type ErrorLike = { message: string; name?: unknown; stack?: unknown; code?: unknown; cause?: unknown };
const asErrorLike = (value: unknown): ErrorLike | undefined =>
  value !== null && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string'
    ? (value as ErrorLike)
    : undefined;

/** Drizzle's wrapper of a failed statement: its message is the whole query with every parameter. */
const isFailedQuery = (error: ErrorLike) =>
  'query' in error && 'params' in error && error.message.startsWith('Failed query');

function ownMessage(value: unknown): string {
  const error = asErrorLike(value);
  if (!error) return String(value);
  const { code } = error;
  const coded = typeof code === 'string' && code !== '' && !error.message.includes(code) ? ` (${code})` : '';
  return `${error.message}${coded}`;
}

/**
 * An error's text safe to keep anywhere: one line, storable (ADR 0039), without credentials or known
 * secrets (redact.ts, ADR 0040), at most ERROR_TEXT_MAX characters. A failed statement is told by the database's own message, never by Drizzle's, which
 * carries the statement's parameters (outside text: a lot's description, a package's record). A
 * generic message ('fetch failed') is followed by its causes' ('connect ECONNREFUSED 127.0.0.1:443').
 */
export function describeError(error: unknown, max = ERROR_TEXT_MAX): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    const like = asErrorLike(current);
    if (like && isFailedQuery(like)) {
      parts.push('the database refused a statement');
    } else {
      const text = ownMessage(current);
      if (!parts.some((part) => part.includes(text))) parts.push(text);
    }
    current = like?.cause;
  }
  return lineText(redactText(parts.join(': ')), max, true) || 'unknown error';
}

/**
 * The error as it may be logged or stored: the same name, its text from `describeError`, the stack's
 * frames of the original (where it happened), no other fields (Drizzle's `params`, a cause holding
 * outside text). pg-boss stores a failed job's error as JSON in its jsonb column, and PostgreSQL
 * refuses a NUL there, so only such an error may leave a job's handler.
 */
export function safeError(value: unknown): Error {
  const safe = new Error(describeError(value));
  const error = asErrorLike(value);
  if (error) {
    safe.name = (typeof error.name === 'string' && lineText(error.name, 100)) || 'Error';
    const stack = typeof error.stack === 'string' ? error.stack : '';
    const frames = stack.split('\n').filter((line) => line.startsWith('    at '));
    safe.stack = [
      `${safe.name}: ${safe.message}`,
      ...frames.slice(0, 20).map((line) => `    ${lineText(redactText(line), 300)}`),
    ].join('\n');
    if (typeof error.code === 'string') Object.assign(safe, { code: lineText(error.code, 50) });
  }
  return safe;
}
