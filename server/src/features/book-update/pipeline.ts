import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { ImageStore } from '../../integrations/image-store/image-store.ts';
import { SourceBlockedError, type SalesSource } from '../../integrations/sales-source/http-source.ts';
import { FINISHED_STATUS } from '../../integrations/sales-source/lot.ts';
import { describeError, safeError } from '../../lib/error-text.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import type { BooksService } from '../books/service.ts';
import { createLotStorage } from './lot-storage.ts';
import { MAX_LOT_ATTEMPTS, type BookUpdateRepository, type NewLogEntry } from './repository.ts';

/** A live run shows it this often (a timer, so a slow download does not look like a dead process). */
const HEARTBEAT_MS = 5_000;
/** A run that has not shown signs of life for this long was killed; the next run takes over its work. */
export const RUN_STALE_MS = 30_000;
/** Lots of a category read per listing call (the platform's largest page). */
export const PAGE_SIZE = 200;
/** Listing pages read per category and run: 10,000 lots, then the next run goes on. */
const MAX_PAGES = 50;
/** A blocked platform is tried this many times in a run, then the run ends as blocked. */
const BLOCKED_ATTEMPTS = 3;
/** A running auction is re-checked at most this many times. */
const MAX_WATCH_CHECKS = 50;

export type PullSettings = { categoryIds: number[]; intervalMinutes: number };
export type RunOutcome = 'done' | 'paused' | 'busy' | 'blocked' | 'failed' | 'off';

export type PipelineDeps = {
  database: Database;
  repository: BookUpdateRepository;
  archive: Pick<BooksService['imports'], 'importLot' | 'knownSourceIds' | 'reserveBookId' | 'changed'>;
  /** The platform client, or undefined when SALES_SOURCE=off. */
  source: () => SalesSource | undefined;
  /** The platform's base address: images are fetched only from its site. */
  sourceBaseUrl: () => string;
  images: Provider<ImageStore>;
  settings: () => Promise<PullSettings>;
  /** Told the ids of lots new to the archive, after each commit (the alerts subscribe). */
  announce: (bookIds: number[]) => void;
  /** The pause before trying a blocked platform again. */
  blockedRetryMs: number;
  /** True once the process is shutting down: a run stops after its current lot (the next start resumes). */
  stopping: () => boolean;
  /** The server log: skipped lots and failures are named there too. */
  log?: Pick<Logger, 'info' | 'warn' | 'error'> | undefined;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Codes of the log entries that name a lot the run could not store because of what the platform sent. */
const SKIPPED_CODES: ReadonlySet<string> = new Set(['book_update_log_lot_skipped', 'book_update_log_lot_given_up']);

/**
 * One pull: list new finished lots of each watched category → fetch each lot → its description → its
 * images → store it by platform id, then announce it. The found lots wait in a table, so a run killed in
 * the middle leaves its work to the next; a lot is stored in one transaction with its removal from that
 * table, so nothing is stored twice or lost.
 */
export function createPullPipeline(deps: PipelineDeps) {
  const { repository, archive, database } = deps;
  const now = deps.now ?? (() => new Date());
  const sleep = deps.sleep ?? sleepFor;

  return async function run({ explicit }: { explicit: boolean }): Promise<RunOutcome> {
    const source = deps.source();
    const runId = randomUUID();
    const started = now();
    if (!(await repository.claimRun(runId, started, new Date(started.getTime() - RUN_STALE_MS)))) return 'busy';
    const settings = await deps.settings();
    const logs: NewLogEntry[] = [];
    /** Lots of this run skipped for what the platform sent (reported at the end of the run). */
    let skippedLots = 0;
    const log = (entry: NewLogEntry) => {
      if (SKIPPED_CODES.has(entry.code)) {
        skippedLots += 1;
        deps.log?.warn(
          { lotId: entry.lotId, reason: entry.params?.reason ?? entry.exceptionMessage },
          'sales pull: a lot was skipped',
        );
      }
      logs.push(entry);
    };
    const flush = async () => {
      await repository.log(logs.splice(0));
    };
    let blockedTries = 0;
    /** A platform call, tried again after a pause when the platform blocks it, at most BLOCKED_ATTEMPTS per run. */
    async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
      for (;;) {
        try {
          return await work();
        } catch (error) {
          if (!(error instanceof SourceBlockedError)) throw error;
          blockedTries += 1;
          log({
            operationName: what,
            lotId: null,
            code: 'book_update_log_blocked',
            isError: true,
            exceptionMessage: error.message,
          });
          if (blockedTries >= BLOCKED_ATTEMPTS) throw error;
          await flush();
          await sleep(deps.blockedRetryMs * blockedTries);
        }
      }
    }
    let currentOperation = '';
    /** What the run is doing, for the status: written when it changes (the heartbeat timer keeps it alive). */
    const operation = async (name: string) => {
      if (name === currentOperation) return;
      currentOperation = name;
      await repository.updateRun(runId, { currentOperation: name, runHeartbeatAt: now() });
    };
    /** Paused (unless the operator asked for this run), shutting down, or another run took over (this one looked dead). */
    const stopRequested = async () => {
      if (deps.stopping()) return true;
      const state = await repository.state();
      return state.runId !== runId || (!explicit && state.isPaused);
    };

    async function discover(client: SalesSource): Promise<void> {
      for (const categoryId of settings.categoryIds) {
        await operation(`list:${categoryId}`);
        for (let page = 1; page <= MAX_PAGES; page++) {
          if (await stopRequested()) return;
          const listing = await call('list', () => client.finishedLots(categoryId, page, PAGE_SIZE));
          await repository.rememberCategories(listing.categories);
          for (const skipped of listing.skipped) {
            log({
              operationName: 'list',
              lotId: skipped.lotId ?? null,
              code: 'book_update_log_lot_skipped',
              params: { reason: skipped.reason },
              isError: false,
            });
          }
          const sold = listing.lots.filter((lot) => lot.soldQuantity > 0 || lot.status !== FINISHED_STATUS);
          const ids = sold.map((lot) => lot.id);
          const [known, queued] = await Promise.all([archive.knownSourceIds(ids), repository.queuedAmong(ids)]);
          const fresh = sold.filter((lot) => !known.has(lot.id) && !queued.has(lot.id));
          await repository.enqueue(
            fresh.map((lot) => ({ sourceLotId: lot.id, sourceCategoryId: lot.categoryId ?? categoryId })),
          );
          if (fresh.length > 0)
            log({
              operationName: 'list',
              lotId: null,
              code: 'book_update_log_category_new',
              params: { category: categoryId, count: fresh.length },
              isError: false,
            });
          // Newest first: a page with nothing new means the rest was seen by earlier runs.
          if (fresh.length === 0 || listing.lots.length + listing.skipped.length < PAGE_SIZE) break;
        }
        const running = await call('list', () => client.activeLots(categoryId, 1, PAGE_SIZE));
        for (const lot of running.lots.filter((item) => item.type === 'auction' && item.endDate)) {
          await repository.watch({
            sourceLotId: lot.id,
            sourceCategoryId: lot.categoryId ?? categoryId,
            nextCheckAt: new Date(lot.endDate!.getTime() + 60_000),
          });
        }
        await flush();
      }
    }

    /** Auctions that should have ended by now: finished ones join the queue, running ones wait again. */
    async function recheckWatched(client: SalesSource): Promise<void> {
      await operation('watch');
      for (const watched of await repository.dueWatched(now(), 500)) {
        if (await stopRequested()) return;
        const reading = await call('watch', () => client.lot(watched.sourceLotId));
        const lot = reading && 'lot' in reading ? reading.lot : undefined;
        if (lot && lot.status !== FINISHED_STATUS && watched.checks < MAX_WATCH_CHECKS) {
          const next =
            lot.endDate && lot.endDate > now() ? lot.endDate.getTime() + 60_000 : now().getTime() + 30 * 60_000;
          await repository.watch({ ...watched, nextCheckAt: new Date(next) });
          continue;
        }
        await database.db.transaction(async (tx) => {
          if (lot && lot.status === FINISHED_STATUS) {
            await repository.enqueue(
              [{ sourceLotId: watched.sourceLotId, sourceCategoryId: watched.sourceCategoryId }],
              tx,
            );
          }
          await repository.unwatch(watched.sourceLotId, tx);
        });
      }
    }

    const { processLot } = createLotStorage({ ...deps, runId, now, log, call });

    async function processQueue(client: SalesSource): Promise<'done' | 'paused'> {
      const categoryNames = await repository.categoryNames();
      for (;;) {
        const batch = await repository.nextQueued(50);
        if (batch.length === 0) return 'done';
        const added: number[] = [];
        for (const queued of batch) {
          if (await stopRequested()) {
            await flush();
            return 'paused';
          }
          await operation('fetch');
          // Counted before the try, so a try that ends the process counts as well: after MAX_LOT_ATTEMPTS
          // the lot is given up, and no lot can make the server fail on every start.
          const attempt = await repository.countAttempt(queued.sourceLotId);
          try {
            const bookId = await processLot(client, queued, categoryNames);
            if (bookId !== undefined) added.push(bookId);
          } catch (error) {
            if (error instanceof SourceBlockedError) {
              await repository.returnAttempt(queued.sourceLotId);
              throw error;
            }
            // Given up: the row stays with its attempts, so neither this run nor the next listing brings it back.
            log({
              operationName: 'lot',
              lotId: queued.sourceLotId,
              code: attempt >= MAX_LOT_ATTEMPTS ? 'book_update_log_lot_given_up' : 'book_update_log_lot_failed',
              isError: true,
              exceptionMessage: describeError(error),
            });
          }
        }
        await flush();
        if (added.length > 0) {
          archive.changed();
          deps.announce(added);
        }
        // A batch that stored nothing and gave up nothing would repeat forever: the attempts move it on.
      }
    }

    const heartbeat = setInterval(() => {
      repository.updateRun(runId, { runHeartbeatAt: now() }).catch(() => {});
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let outcome: RunOutcome = 'done';
    let sourceState: 'ok' | 'blocked' | 'error' = 'ok';
    let lastError: string | null = null;
    try {
      if (!source) {
        outcome = 'off';
        log({
          operationName: 'start',
          lotId: null,
          code: 'book_update_log_source_off',
          isError: false,
        });
      } else {
        log({
          operationName: 'start',
          lotId: null,
          code: explicit ? 'book_update_log_run_explicit' : 'book_update_log_run_scheduled',
          isError: false,
        });
        await discover(source);
        await recheckWatched(source);
        outcome = await processQueue(source);
        if (outcome === 'paused')
          log({
            operationName: 'pause',
            lotId: null,
            code: deps.stopping() ? 'book_update_log_stopped_shutdown' : 'book_update_log_stopped_paused',
            isError: false,
          });
      }
    } catch (error) {
      outcome = error instanceof SourceBlockedError ? 'blocked' : 'failed';
      sourceState = error instanceof SourceBlockedError ? 'blocked' : 'error';
      lastError = describeError(error);
      log({
        operationName: 'run',
        lotId: null,
        code: sourceState === 'blocked' ? 'book_update_log_run_blocked' : 'book_update_log_run_failed',
        isError: true,
        exceptionMessage: lastError,
      });
    } finally {
      clearInterval(heartbeat);
      const ended = now();
      if (skippedLots > 0) {
        log({
          operationName: 'end',
          lotId: null,
          code: 'book_update_log_run_skipped',
          params: { count: skippedLots },
          isError: false,
        });
        deps.log?.warn({ skipped: skippedLots }, 'sales pull: lots skipped in this run');
      }
      log({
        operationName: 'end',
        lotId: null,
        code: 'book_update_log_run_ended',
        params: { outcome },
        isError: false,
      });
      // The state is released whatever happens to the log.
      await flush().catch((error: unknown) => {
        lastError ??= describeError(error);
        deps.log?.error({ err: safeError(error) }, 'sales pull: the run log could not be written');
      });
      await repository.updateRun(runId, {
        runId: null,
        runHeartbeatAt: null,
        currentOperation: null,
        lastRunEndedAt: ended,
        sourceState,
        lastError,
      });
    }
    return outcome;
  };
}

export type PullPipeline = ReturnType<typeof createPullPipeline>;
