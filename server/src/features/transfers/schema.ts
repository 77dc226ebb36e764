import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Chunked uploads of import files (ADR 0026): the state is here, shared by every server process, and the
 * bytes are in a file named by the id under the uploads folder (DATA_DIR/transfers/uploads).
 */
export const transferUploads = pgTable(
  'transfer_uploads',
  {
    /** A random UUID: it also names the file, and knowing it is what lets a client send chunks. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['archive', 'users', 'plans'] }).notNull(),
    fileName: text('file_name'),
    declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** An hour after the last chunk while receiving; a day after finishing (the import drops it sooner). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transfer_uploads_expires_at_idx').on(table.expiresAt)],
);
export type TransferUploadRow = typeof transferUploads.$inferSelect;

export type TransferTaskStatus = 'uploading' | 'queued' | 'running' | 'done' | 'error' | 'cancelled';

/**
 * Export and import tasks: their state is here so that every process answers the progress,
 * download and cancel calls, whichever process runs the job. An import task has the id of its upload.
 * One running export per kind: the partial unique index makes a second start fail atomically.
 */
export const transferTasks = pgTable(
  'transfer_tasks',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['archive', 'users', 'plans'] }).notNull(),
    direction: text('direction', { enum: ['export', 'import'] }).notNull(),
    status: text('status').$type<TransferTaskStatus>().notNull(),
    /** 0–100: the export's progress, or the import's (verification, then writing). */
    progress: integer('progress').notNull().default(0),
    /** Why the task ended as it did, as a message code and its parameters (shown in the reader's language). */
    messageCode: text('message_code'),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    /** The records an import could not take as they were: `[{ row, key, message, params }]` (message: a code). */
    report: jsonb('report')
      .$type<{ row: number; key: string; message: string; params?: Record<string, string | number> }[]>()
      .notNull()
      .default([]),
    /** The export's file once written (under DATA_DIR/transfers/exports). */
    filePath: text('file_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change: a running task that stops changing for long was killed with its process. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transfer_tasks_one_running_export_idx')
      .on(table.kind)
      .where(sql`${table.direction} = 'export' and ${table.status} in ('queued', 'running')`),
    index('transfer_tasks_created_at_idx').on(table.createdAt),
  ],
);
export type TransferTaskRow = typeof transferTasks.$inferSelect;
