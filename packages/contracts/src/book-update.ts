import { z } from 'zod';

/**
 * The sales pull ("book-update service"): its status, log and the
 * operator's controls. The spec's field names are kept; `sourceState`, `lastError`, `source`,
 * `watchedCategoryIds`, `intervalMinutes`, `queuedLots` and `isCategoryCheckRunning` are our additions.
 */
export const SALES_SOURCES = ['simulator', 'meshok', 'off'] as const;
export type SalesSourceName = (typeof SALES_SOURCES)[number];
export const SOURCE_STATES = ['ok', 'blocked', 'error'] as const;

/** Log entries the status carries, newest first (the section shows the last 10 on phones). */
export const BOOK_UPDATE_STATUS_LOGS = 200;

export const BookUpdateLogEntry = z.object({
  timestamp: z.string(),
  message: z.string(),
  operationName: z.string(),
  lotId: z.number().int().nullable(),
  isError: z.boolean(),
  exceptionMessage: z.string().nullable(),
});
export type BookUpdateLogEntry = z.infer<typeof BookUpdateLogEntry>;

export const BookUpdateStatus = z.object({
  isPaused: z.boolean(),
  isRunningNow: z.boolean(),
  lastRunTimeUtc: z.string().nullable(),
  nextRunTimeUtc: z.string().nullable(),
  currentOperationName: z.string().nullable(),
  processedCount: z.number().int(),
  lastProcessedLotId: z.number().int().nullable(),
  lastProcessedLotTitle: z.string().nullable(),
  logs: z.array(BookUpdateLogEntry),
  sourceState: z.enum(SOURCE_STATES),
  lastError: z.string().nullable(),
  /** Which source is in use (SALES_SOURCE) and where. */
  source: z.enum(SALES_SOURCES),
  sourceUrl: z.string().nullable(),
  watchedCategoryIds: z.array(z.number().int()),
  intervalMinutes: z.number().int(),
  /** Lots found and waiting to be fetched. */
  queuedLots: z.number().int(),
  isCategoryCheckRunning: z.boolean(),
});
export type BookUpdateStatus = z.infer<typeof BookUpdateStatus>;

/** What pause, resume, runNow and runCategoryCheck answer: a sentence and the status after it. */
export const BookUpdateActionResult = z.object({ message: z.string(), status: BookUpdateStatus });
export type BookUpdateActionResult = z.infer<typeof BookUpdateActionResult>;
