import type { Logger } from './lib/logger.ts';
import { safeError } from './lib/error-text.ts';

type ProcessEvents = Pick<NodeJS.Process, 'on'>;

/**
 * The last line of defence of the server process (ADR 0039). Node ends a process on an unhandled
 * promise rejection; one of those (pg-boss storing a job's failure that PostgreSQL refused) stopped the
 * service over one lot of the trading platform. Now:
 * - an unhandled rejection is logged with its error and the process goes on serving: a rejected promise
 *   has unwound like any caught error, nothing is left half-done by it;
 * - an uncaught exception is logged and `onFatal` is called: Node's guidance is that the state is unknown
 *   after one (a synchronous throw may have stopped code in the middle of an update), so the process
 *   stops in order and exits 1, for its supervisor to start it again (docs/operations.md, "Under a supervisor").
 * Errors are logged cleaned (`safeError`): their text may be outside text.
 */
export function installProcessGuard(
  log: Pick<Logger, 'error' | 'fatal'>,
  onFatal: (error: unknown) => void,
  target: ProcessEvents = process,
): void {
  target.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: safeError(reason) }, 'unhandled promise rejection: logged, the server goes on');
  });
  target.on('uncaughtException', (error: Error, origin: string) => {
    log.fatal({ err: safeError(error), origin }, 'uncaught exception: the server stops and exits 1');
    onFatal(error);
  });
}
