import { BOOK_UPDATE_STATUS_LOGS, type BookUpdateStatus, type SalesSourceName } from '@raritet/contracts/book-update';
import { formatMessage, isMessageCode, type Language, type MessageCode } from '@raritet/contracts/messages';
import type { AdminSettings } from '@raritet/contracts/settings';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events.ts';
import type { ImageStore } from '../../integrations/image-store/image-store.ts';
import { createHttpSalesSource, type SalesSource } from '../../integrations/sales-source/http-source.ts';
import type { JobQueue } from '../../jobs/types.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import type { BooksService } from '../books/service.ts';
import { createCategoryCheck } from './category-check.ts';
import { createPullPipeline, RUN_STALE_MS, type PullSettings, type RunOutcome } from './pipeline.ts';
import { createBookUpdateRepository, type BookUpdateStateRow } from './repository.ts';
import { redactText } from '../../lib/redact.ts';

/** Logs are kept this long (the issue: 30 days). */
const LOG_DAYS = 30;

export type BookUpdateServiceOptions = {
  database: Database;
  books: Pick<BooksService, 'imports'>;
  /** The admin settings in effect: the watched categories and the schedule (bookUpdate group). */
  settings: { current(): Promise<Pick<AdminSettings, 'bookUpdate'>> };
  jobs: JobQueue;
  /** Where the pull announces lots new to the archive ('lots.added'; the alerts react). */
  events: Pick<EventBus, 'emit'>;
  images: Provider<ImageStore>;
  /** SALES_SOURCE, and the base address the client calls (the simulator's own when it is in use). */
  source: { name: SalesSourceName; url: () => string | undefined; delayMs: number };
  /** The pause before trying a blocked platform again in a run (tests: 0). */
  blockedRetryMs?: number;
  now?: () => Date;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function parseCategoryIds(text: string): number[] {
  return [...new Set(text.split(',').map((part) => Number(part.trim())))].filter(
    (id) => Number.isSafeInteger(id) && id > 0,
  );
}

/**
 * The sales pull as the admin section and the job layer see it: its status from the database (so any
 * process shows the same), pause and resume, a run on request, the category check, and the new-lots
 * announcement the alerts subscribe to.
 */
export function createBookUpdateService(options: BookUpdateServiceOptions) {
  const { database, books, jobs, source } = options;
  const now = options.now ?? (() => new Date());
  const repository = createBookUpdateRepository(database.db);
  let client: { url: string; source: SalesSource } | undefined;
  let stopping = false;

  /** The platform client for the current address (made again only when the address changes). */
  function salesSource(): SalesSource | undefined {
    const url = source.name === 'off' ? undefined : source.url();
    if (!url) return undefined;
    if (client?.url !== url) client = { url, source: createHttpSalesSource({ baseUrl: url, delayMs: source.delayMs }) };
    return client.source;
  }

  async function pullSettings(): Promise<PullSettings> {
    const { CategoryIds, IntervalMinutes } = (await options.settings.current()).bookUpdate;
    return { categoryIds: parseCategoryIds(CategoryIds), intervalMinutes: IntervalMinutes };
  }

  const announce = (bookIds: number[]) => options.events.emit('lots.added', { bookIds });

  const pull = createPullPipeline({
    database,
    repository,
    archive: books.imports,
    source: salesSource,
    sourceBaseUrl: () => source.url() ?? '',
    images: options.images,
    settings: pullSettings,
    announce,
    blockedRetryMs: options.blockedRetryMs ?? 30_000,
    stopping: () => stopping,
    log: options.log,
    now,
  });

  const categoryCheck = createCategoryCheck({ repository, archive: books.imports, source: salesSource, now });

  /** An interval (the settings' IntervalMinutes, read live) after the last run ended; now when none ran. */
  const nextRunOf = (state: BookUpdateStateRow, intervalMinutes: number): Date =>
    state.lastRunEndedAt ? new Date(state.lastRunEndedAt.getTime() + intervalMinutes * 60_000) : now();

  const isRunning = (state: BookUpdateStateRow) =>
    state.runId !== null &&
    state.runHeartbeatAt !== null &&
    now().getTime() - state.runHeartbeatAt.getTime() < RUN_STALE_MS;

  async function status(lang: Language = 'ru'): Promise<BookUpdateStatus> {
    const [state, logs, queued, settings] = await Promise.all([
      repository.state(),
      repository.latestLogs(BOOK_UPDATE_STATUS_LOGS),
      repository.queueLength(),
      pullSettings(),
    ]);
    return {
      isPaused: state.isPaused,
      isRunningNow: isRunning(state),
      lastRunTimeUtc: iso(state.lastRunEndedAt),
      nextRunTimeUtc: state.isPaused || source.name === 'off' ? null : iso(nextRunOf(state, settings.intervalMinutes)),
      currentOperationName: isRunning(state) ? state.currentOperation : null,
      processedCount: state.processedCount,
      lastProcessedLotId: state.lastProcessedLotId,
      lastProcessedLotTitle: state.lastProcessedLotTitle,
      logs: logs.map((row) => ({
        timestamp: row.at.toISOString(),
        message: isMessageCode(row.messageCode)
          ? formatMessage(row.messageCode, lang, row.messageParams)
          : row.messageCode,
        operationName: row.operationName,
        lotId: row.lotId,
        isError: row.isError,
        exceptionMessage: row.exceptionMessage,
      })),
      sourceState: state.sourceState as BookUpdateStatus['sourceState'],
      lastError: state.lastError,
      source: source.name,
      // An operator may put a password in SALES_SOURCE_URL: the panel shows the address without it.
      sourceUrl: source.name === 'off' ? null : redactText(source.url() ?? '') || null,
      watchedCategoryIds: settings.categoryIds,
      intervalMinutes: settings.intervalMinutes,
      queuedLots: queued,
      isCategoryCheckRunning: state.categoryCheckRunning,
    };
  }

  const answer = async (code: MessageCode, lang: Language) => ({ code, status: await status(lang) });

  return {
    status,

    /** Stops a running pull after its current lot and keeps scheduled runs from starting. */
    async pause(lang: Language) {
      await repository.update({ isPaused: true });
      return answer('book_update_paused', lang);
    },

    async resume(lang: Language) {
      await repository.update({ isPaused: false });
      return answer('book_update_resumed', lang);
    },

    /** One pull to its end, paused or not (the operator asked); 409 while one runs. */
    async runNow(lang: Language) {
      if (source.name === 'off') throw new AppError(409, 'book_update_source_off');
      const state = await repository.state();
      if (isRunning(state)) throw conflict('book_update_running');
      await jobs.send('book-update.pull', { explicit: true }, { singletonKey: 'explicit' });
      return answer(state.isPaused ? 'book_update_run_started_paused' : 'book_update_run_started', lang);
    },

    async runCategoryCheck(lang: Language) {
      if (source.name === 'off') throw new AppError(409, 'book_update_source_off');
      if ((await repository.state()).categoryCheckRunning) throw conflict('book_update_category_check_running');
      await repository.update({ categoryCheckRunning: true, categoryCheckBefore: null });
      await jobs.send('book-update.category-check', {}, { singletonKey: 'category-check' });
      return answer('book_update_category_check_started', lang);
    },

    /** The pull itself (the job's handler). */
    pull: (explicit: boolean): Promise<RunOutcome> => pull({ explicit }),

    /** Every minute: starts a scheduled pull when one is due, not paused and none runs. */
    async tick(): Promise<boolean> {
      if (source.name === 'off') return false;
      const state = await repository.state();
      if (state.isPaused || isRunning(state)) return false;
      if (nextRunOf(state, (await pullSettings()).intervalMinutes) > now()) return false;
      return (await jobs.send('book-update.pull', { explicit: false }, { singletonKey: 'scheduled' })) !== null;
    },

    /** One batch of the category check; true when more remain (the job sends itself again). */
    categoryCheckBatch: () => categoryCheck(),

    /** The daily sweep: log entries older than LOG_DAYS, and lots given up as long ago. */
    async sweepLogs(): Promise<number> {
      const before = new Date(now().getTime() - LOG_DAYS * 86_400_000);
      return (await repository.deleteLogsBefore(before)) + (await repository.forgetGivenUpBefore(before));
    },

    /**
     * The process is shutting down: a running pull stops after its current lot, so the job engine's stop
     * does not wait for a whole pull; its queue is resumed by the next start.
     */
    stop(): void {
      stopping = true;
    },
  };
}

export type BookUpdateService = ReturnType<typeof createBookUpdateService>;
