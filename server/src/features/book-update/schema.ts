import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sales pull's one row of state (id 1), shared by every process: whether it is paused, which run
 * holds it (and when that run last showed signs of life), the figures the admin section shows.
 */
export const bookUpdateState = pgTable('book_update_state', {
  id: integer('id').primaryKey(),
  isPaused: boolean('is_paused').notNull().default(false),
  /** The run doing the work now; null when none. A run that stopped beating for long is taken as dead. */
  runId: text('run_id'),
  runHeartbeatAt: at('run_heartbeat_at'),
  runStartedAt: at('run_started_at'),
  /** When the last run ended, failed runs included; the next is due an interval (settings) later. */
  lastRunEndedAt: at('last_run_ended_at'),
  currentOperation: text('current_operation'),
  /** Lots stored since the service was first started. */
  processedCount: integer('processed_count').notNull().default(0),
  lastProcessedLotId: bigint('last_processed_lot_id', { mode: 'number' }),
  lastProcessedLotTitle: text('last_processed_lot_title'),
  /** 'ok' | 'blocked' (403 or a challenge page) | 'error' (any other failure of the last run). */
  sourceState: text('source_state').notNull().default('ok'),
  lastError: text('last_error'),
  /** The category check resumes below this book id (newest first); null = from the newest. */
  categoryCheckBefore: integer('category_check_before'),
  categoryCheckRunning: boolean('category_check_running').notNull().default(false),
});

/** What the pull did, for the admin section's log; kept 30 days. */
export const bookUpdateLog = pgTable(
  'book_update_log',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull().defaultNow(),
    /** The entry's text as a message code and its parameters: shown in the reader's language. */
    messageCode: text('message_code').notNull(),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>().notNull().default({}),
    operationName: text('operation_name').notNull(),
    lotId: bigint('lot_id', { mode: 'number' }),
    isError: boolean('is_error').notNull().default(false),
    exceptionMessage: text('exception_message'),
  },
  (table) => [index('book_update_log_at_idx').on(table.at)],
);

/**
 * Finished lots found on the platform and not stored yet: the work of the current run, kept in the
 * database so a run killed in the middle is resumed by the next one (nothing lost, nothing twice).
 */
export const bookUpdateQueue = pgTable('book_update_queue', {
  sourceLotId: bigint('source_lot_id', { mode: 'number' }).primaryKey(),
  /** The platform's category id the listing gave (null = none). */
  sourceCategoryId: integer('source_category_id'),
  foundAt: at('found_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
});

/** Auctions seen running: re-checked after they end, stored only when sold. */
export const bookUpdateWatch = pgTable('book_update_watch', {
  sourceLotId: bigint('source_lot_id', { mode: 'number' }).primaryKey(),
  sourceCategoryId: integer('source_category_id'),
  nextCheckAt: at('next_check_at').notNull(),
  checks: integer('checks').notNull().default(0),
});

/** The platform's category names by id, as its listings named them (the archive's categories go by name). */
export const bookUpdateSourceCategories = pgTable('book_update_source_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
