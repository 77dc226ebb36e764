import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
          .set({ ...patch, updatedAt: sql`now()` })
          .where(and(eq(transferTasks.id, id), inArray(transferTasks.status, from)))
          .returning({ id: transferTasks.id })
      ).length > 0,

    /**
     * Ends as failed the running tasks that have not changed for `seconds` (their process was killed):
     * so a killed export does not block the next one forever (index: the partial one-running-export).
     */
    failStale: async (
      kind: TransferTaskRow['kind'],
      seconds: number,
      messageCode: string,
      tx: DbOrTx = db,
    ): Promise<void> => {
      await tx
        .update(transferTasks)
        .set({ status: 'error', messageCode, updatedAt: sql`now()` })
        .where(
          and(
            eq(transferTasks.kind, kind),
            inArray(transferTasks.status, ['queued', 'running']),
            lt(transferTasks.updatedAt, sql`now() - make_interval(secs => ${seconds}::float8)`),
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
