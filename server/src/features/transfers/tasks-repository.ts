import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { redactDeep } from '../../lib/redact.ts';
import { transferTasks, type TransferTaskRow, type TransferTaskStatus } from './schema.ts';

export type TaskPatch = Partial<
  Pick<TransferTaskRow, 'status' | 'progress' | 'messageCode' | 'messageParams' | 'report' | 'filePath'>
>;

/** transfer_tasks: one row per export or import by its id (primary key); the sweep by created_at (its index). */
export function createTasksRepository(db: DbOrTx) {
  return {
    insert: async (
      row: Pick<TransferTaskRow, 'id' | 'kind' | 'direction' | 'status'>,
      tx: DbOrTx = db,
    ): Promise<void> => {
      await tx.insert(transferTasks).values(row);
    },

    find: async (id: string, tx: DbOrTx = db): Promise<TransferTaskRow | undefined> =>
      (await tx.select().from(transferTasks).where(eq(transferTasks.id, id)))[0],

    /** Changes the task only while its status is one of `from`; true when it did. */
    update: async (id: string, from: TransferTaskStatus[], patch: TaskPatch, tx: DbOrTx = db): Promise<boolean> =>
      (
        await tx
          .update(transferTasks)
          // The admin panel shows the parameters: an error text among them loses its credentials (lib/redact.ts).
          .set({
            ...patch,
            ...(patch.messageParams ? { messageParams: redactDeep(patch.messageParams) } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(transferTasks.id, id), inArray(transferTasks.status, from)))
          .returning({ id: transferTasks.id })
      ).length > 0,

    /** The newest task of a kind and direction (the export status call; the table is small). */
    latest: async (
      kind: TransferTaskRow['kind'],
      direction: TransferTaskRow['direction'],
      tx: DbOrTx = db,
    ): Promise<TransferTaskRow | undefined> =>
      (
        await tx
          .select()
          .from(transferTasks)
          .where(and(eq(transferTasks.kind, kind), eq(transferTasks.direction, direction)))
          .orderBy(desc(transferTasks.createdAt))
          .limit(1)
      )[0],

    /**
     * Ends as failed the tasks whose process was killed: running ones without a heartbeat for
     * `runningSeconds`, queued ones never picked up for `queuedSeconds`. So a killed export does not block
     * the next one forever (index: the partial one-running-export).
     */
    failStale: async (
      kind: TransferTaskRow['kind'],
      runningSeconds: number,
      queuedSeconds: number,
      messageCode: string,
      tx: DbOrTx = db,
    ): Promise<void> => {
      const silentFor = (seconds: number) =>
        lt(transferTasks.updatedAt, sql`now() - make_interval(secs => ${seconds}::float8)`);
      await tx
        .update(transferTasks)
        .set({ status: 'error', messageCode, messageParams: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(transferTasks.kind, kind),
            or(
              and(eq(transferTasks.status, 'running'), silentFor(runningSeconds)),
              and(eq(transferTasks.status, 'queued'), silentFor(queuedSeconds)),
            ),
          ),
        );
    },

    /** Tasks created more than `seconds` ago, deleted; their export files, so they go too. */
    deleteOlderThan: async (seconds: number, tx: DbOrTx = db): Promise<{ id: string; filePath: string | null }[]> =>
      tx
        .delete(transferTasks)
        .where(
          and(
            lt(transferTasks.createdAt, sql`now() - make_interval(secs => ${seconds}::float8)`),
            inArray(transferTasks.status, ['done', 'error', 'cancelled']),
          ),
        )
        .returning({ id: transferTasks.id, filePath: transferTasks.filePath }),
  };
}
