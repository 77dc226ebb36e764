import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
