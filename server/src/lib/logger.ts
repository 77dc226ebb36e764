import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * The process's one logger: readable lines in a terminal, JSON (for log collectors) everywhere else.
 * The HTTP server logs through it, and so does work that runs outside any request (the search
 * history's batched writes), so every line reaches the same place in the same shape.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
