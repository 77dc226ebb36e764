import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MessageCode } from '@raritet/contracts/messages';
import type { DbOrTx } from '../../db/client.ts';
import { ERROR_TEXT_MAX } from '../../lib/error-text.ts';
import { lineText } from '../../lib/outside-text.ts';
import { redactDeep, redactText } from '../../lib/redact.ts';
import {
  bookUpdateLog,
  bookUpdateQueue,
  bookUpdateSourceCategories,
  bookUpdateState,
  bookUpdateWatch,
} from './schema.ts';

export type BookUpdateStateRow = typeof bookUpdateState.$inferSelect;
export type BookUpdateLogRow = typeof bookUpdateLog.$inferSelect;
/** A log entry as the pull writes it: its text is a message code with parameters (the reader's language). */
export type NewLogEntry = {
  operationName: string;
  lotId: number | null;
  code: MessageCode;
  params?: Record<string, string | number>;
  isError: boolean;
  exceptionMessage?: string | null;
};
export type QueuedLot = typeof bookUpdateQueue.$inferSelect;
export type WatchedLot = typeof bookUpdateWatch.$inferSelect;

/** The run's last error is shown in the admin panel: stored without credentials (lib/redact.ts). */
const scrubbed = <T extends { lastError?: string | null }>(patch: T): T =>
  patch.lastError ? { ...patch, lastError: redactText(patch.lastError) } : patch;

const STATE_ID = 1;
const theState = eq(bookUpdateState.id, STATE_ID);
/**
 * A lot tried this many times is given up: its queue row stays, marked by its attempts, so the lot is
 * neither tried again nor found again by the next listing (until the daily sweep forgets it after a
 * month). With the attempt counted before each try, one broken lot cannot stall the queue or, by
 * ending the process, make a crash loop (ADR 0039).
 */
export const MAX_LOT_ATTEMPTS = 3;
const workable = lt(bookUpdateQueue.attempts, MAX_LOT_ATTEMPTS);

/** A log entry's texts as the log table takes them (the parameters may hold a lot's title). */
const storableParams = (params: Record<string, string | number>) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? lineText(value, 300, true) : value]),
  );

/** The sales pull's tables: its state row, log, work queue, watched auctions and platform categories. */
export function createBookUpdateRepository(db: DbOrTx) {
  return {
    async state(tx: DbOrTx = db): Promise<BookUpdateStateRow> {
      const [row] = await tx.select().from(bookUpdateState).where(theState);
      if (row) return row;
      // Migration 0013 inserts the row; a database emptied by hand gets it back here.
      await tx.insert(bookUpdateState).values({ id: STATE_ID }).onConflictDoNothing();
      return (await tx.select().from(bookUpdateState).where(theState))[0]!;
    },

    async update(patch: Partial<Omit<BookUpdateStateRow, 'id'>>, tx: DbOrTx = db): Promise<void> {
      await tx.update(bookUpdateState).set(scrubbed(patch)).where(theState);
    },

    /** Takes the pull for this run unless a live run holds it (one whose heartbeat is newer than `staleBefore`). */
    async claimRun(runId: string, now: Date, staleBefore: Date, tx: DbOrTx = db): Promise<boolean> {
      await this.state(tx);
      const claimed = await tx
        .update(bookUpdateState)
        .set({ runId, runHeartbeatAt: now, runStartedAt: now, currentOperation: 'start' })
        .where(and(theState, or(isNull(bookUpdateState.runId), lt(bookUpdateState.runHeartbeatAt, staleBefore))))
        .returning({ id: bookUpdateState.id });
      return claimed.length > 0;
    },

    /** Updates the state while this run still holds it; false when another has taken it over. */
    async updateRun(runId: string, patch: Partial<Omit<BookUpdateStateRow, 'id'>>, tx: DbOrTx = db): Promise<boolean> {
      const updated = await tx
        .update(bookUpdateState)
        .set(scrubbed(patch))
        .where(and(theState, eq(bookUpdateState.runId, runId)))
        .returning({ id: bookUpdateState.id });
      return updated.length > 0;
    },

    /** One lot stored by this run: counted, and named as the last one. */
    async countStored(runId: string, lot: { sourceLotId: number; title: string }, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(bookUpdateState)
        .set({
          processedCount: sql`${bookUpdateState.processedCount} + 1`,
          lastProcessedLotId: lot.sourceLotId,
          lastProcessedLotTitle: lineText(lot.title, 1000),
          runHeartbeatAt: new Date(),
        })
        .where(and(theState, eq(bookUpdateState.runId, runId)));
    },

    async log(entries: NewLogEntry[], tx: DbOrTx = db): Promise<void> {
      if (entries.length === 0) return;
      await tx.insert(bookUpdateLog).values(
        entries.map(({ code, params, exceptionMessage, ...entry }) => ({
          ...entry,
          messageCode: code,
          // The admin panel's log shows both: storable, bounded and without credentials (ADR 0039, 0040).
          messageParams: storableParams(redactDeep(params ?? {})),
          exceptionMessage: exceptionMessage ? lineText(redactText(exceptionMessage), ERROR_TEXT_MAX, true) : null,
        })),
      );
    },

    latestLogs: (limit: number, tx: DbOrTx = db): Promise<BookUpdateLogRow[]> =>
      tx.select().from(bookUpdateLog).orderBy(desc(bookUpdateLog.at), desc(bookUpdateLog.id)).limit(limit),

    async deleteLogsBefore(before: Date, tx: DbOrTx = db): Promise<number> {
      return (await tx.delete(bookUpdateLog).where(lt(bookUpdateLog.at, before)).returning({ id: bookUpdateLog.id }))
        .length;
    },

    async enqueue(lots: { sourceLotId: number; sourceCategoryId: number | null }[], tx: DbOrTx = db): Promise<void> {
      if (lots.length > 0) await tx.insert(bookUpdateQueue).values(lots).onConflictDoNothing();
    },

    async queuedAmong(sourceLotIds: readonly number[], tx: DbOrTx = db): Promise<Set<number>> {
      if (sourceLotIds.length === 0) return new Set();
      const rows = await tx
        .select({ id: bookUpdateQueue.sourceLotId })
        .from(bookUpdateQueue)
        .where(inArray(bookUpdateQueue.sourceLotId, [...sourceLotIds]));
      return new Set(rows.map((row) => row.id));
    },

    /** The oldest found first; lots that failed often go last; given-up lots never. */
    nextQueued: (limit: number, tx: DbOrTx = db): Promise<QueuedLot[]> =>
      tx
        .select()
        .from(bookUpdateQueue)
        .where(workable)
        .orderBy(asc(bookUpdateQueue.attempts), asc(bookUpdateQueue.foundAt), asc(bookUpdateQueue.sourceLotId))
        .limit(limit),

    /** Lots waiting to be stored (given-up ones not counted). */
    queueLength: async (tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(bookUpdateQueue)
          .where(workable)
      )[0]?.count ?? 0,

    async dequeue(sourceLotId: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(bookUpdateQueue).where(eq(bookUpdateQueue.sourceLotId, sourceLotId));
    },

    /** Counts a try of the lot (before it is made: a try that ends the process counts too); the count. */
    async countAttempt(sourceLotId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .update(bookUpdateQueue)
        .set({ attempts: sql`${bookUpdateQueue.attempts} + 1` })
        .where(eq(bookUpdateQueue.sourceLotId, sourceLotId))
        .returning({ attempts: bookUpdateQueue.attempts });
      return row?.attempts ?? 0;
    },

    /** A try that the platform's block stopped is not the lot's fault: it is given back. */
    async returnAttempt(sourceLotId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(bookUpdateQueue)
        .set({ attempts: sql`greatest(${bookUpdateQueue.attempts} - 1, 0)` })
        .where(eq(bookUpdateQueue.sourceLotId, sourceLotId));
    },

    /** Given-up lots found before `before` are forgotten (the daily sweep). */
    async forgetGivenUpBefore(before: Date, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(bookUpdateQueue)
        .where(and(gte(bookUpdateQueue.attempts, MAX_LOT_ATTEMPTS), lt(bookUpdateQueue.foundAt, before)))
        .returning({ id: bookUpdateQueue.sourceLotId });
      return rows.length;
    },

    async watch(lot: { sourceLotId: number; sourceCategoryId: number | null; nextCheckAt: Date }, tx: DbOrTx = db) {
      await tx
        .insert(bookUpdateWatch)
        .values(lot)
        .onConflictDoUpdate({
          target: bookUpdateWatch.sourceLotId,
          set: { nextCheckAt: lot.nextCheckAt, checks: sql`${bookUpdateWatch.checks} + 1` },
        });
    },

    dueWatched: (now: Date, limit: number, tx: DbOrTx = db): Promise<WatchedLot[]> =>
      tx
        .select()
        .from(bookUpdateWatch)
        .where(lte(bookUpdateWatch.nextCheckAt, now))
        .orderBy(asc(bookUpdateWatch.nextCheckAt))
        .limit(limit),

    async unwatch(sourceLotId: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(bookUpdateWatch).where(eq(bookUpdateWatch.sourceLotId, sourceLotId));
    },

    async rememberCategories(list: { id: number; name: string }[], tx: DbOrTx = db): Promise<void> {
      if (list.length === 0) return;
      await tx
        .insert(bookUpdateSourceCategories)
        .values(list.map(({ id, name }) => ({ id, name, updatedAt: new Date() })))
        .onConflictDoUpdate({
          target: bookUpdateSourceCategories.id,
          set: { name: sql`excluded.name`, updatedAt: sql`excluded.updated_at` },
        });
    },

    async categoryNames(tx: DbOrTx = db): Promise<Map<number, string>> {
      const rows = await tx.select().from(bookUpdateSourceCategories);
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type BookUpdateRepository = ReturnType<typeof createBookUpdateRepository>;
