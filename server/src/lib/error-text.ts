import { lineText } from './outside-text.ts';

/** What an error's text may take in a log line, a table row or a job's stored output. */
export const ERROR_TEXT_MAX = 500;
const CAUSE_DEPTH = 3;

/** Drizzle's wrapper of a failed statement: its message is the whole query with every parameter. */
const isFailedQuery = (error: Error) =>
  'query' in error && 'params' in error && error.message.startsWith('Failed query');

function ownMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const coded = typeof code === 'string' && code !== '' && !error.message.includes(code) ? ` (${code})` : '';
  return `${error.message}${coded}`;
}

/**
 * An error's text safe to keep anywhere: one line, storable (ADR 0039), at most ERROR_TEXT_MAX
 * characters. A failed statement is told by the database's own message, never by Drizzle's, which
 * carries the statement's parameters (outside text: a lot's description, a package's record). A
 * generic message ('fetch failed') is followed by its causes' ('connect ECONNREFUSED 127.0.0.1:443').
 */
export function describeError(error: unknown, max = ERROR_TEXT_MAX): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    if (current instanceof Error && isFailedQuery(current)) {
      parts.push('the database refused a statement');
    } else {
      const text = ownMessage(current);
      if (!parts.some((part) => part.includes(text))) parts.push(text);
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return lineText(parts.join(': '), max, true) || 'unknown error';
}

/**
 * The error as it may be logged or stored: the same name, its text from `describeError`, the stack's
 * frames of the original (where it happened), no other fields (Drizzle's `params`, a cause holding
 * outside text). pg-boss stores a failed job's error as JSON in its jsonb column, and PostgreSQL
 * refuses a NUL there, so only such an error may leave a job's handler.
 */
export function safeError(error: unknown): Error {
  const safe = new Error(describeError(error));
  if (error instanceof Error) {
    safe.name = lineText(error.name, 100) || 'Error';
    const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
    safe.stack = [
      `${safe.name}: ${safe.message}`,
      ...frames.slice(0, 20).map((line) => `    ${lineText(line, 300)}`),
    ].join('\n');
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') Object.assign(safe, { code: lineText(code, 50) });
  }
  return safe;
}
