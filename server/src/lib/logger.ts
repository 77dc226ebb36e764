import pino, { type Logger } from 'pino';
import { REDACTED, needsRedaction, redactDeep } from './redact.ts';

export type { Logger };

/**
 * Fields that are secrets by their name, wherever a log call puts them (pino's `redact`: removed before
 * the line is written). Headers are not logged by default; these catch them if a line ever does.
 */
const SECRET_PATHS = [
  'password',
  '*.password',
  'Pass',
  '*.Pass',
  'SecretKey',
  '*.SecretKey',
  'Token',
  '*.Token',
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.query.token',
  'req.query.ticket',
  'res.headers["set-cookie"]',
];

/**
 * Every line, whatever its shape (request lines with their URL, errors with their stack and causes,
 * messages), passes the scrubber of lib/redact.ts before it is written: credentials in URLs and messages
 * and the secrets the process knows. Only lines that hold something to scrub are parsed and rebuilt, on
 * their string values, so a line stays valid JSON.
 */
function scrubLine(line: string): string {
  if (!needsRedaction(line)) return line;
  try {
    return `${JSON.stringify(redactDeep(JSON.parse(line) as unknown))}\n`;
  } catch {
    // Not one JSON object (never written by pino): nothing of it is kept but the fact.
    return `${JSON.stringify({ level: 50, msg: `a log line was dropped: it held a secret and was not JSON (${REDACTED})` })}\n`;
  }
}

/**
 * The process's one logger: readable lines in a terminal, JSON (for log collectors) everywhere else.
 * The HTTP server logs through it, and so does work that runs outside any request (the search
 * history's batched writes), so every line reaches the same place in the same shape and the same
 * redaction (docs/adr/0040).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: SECRET_PATHS, censor: REDACTED }, hooks: { streamWrite: scrubLine } };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
