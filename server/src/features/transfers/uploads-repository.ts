import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transferUploads, type TransferUploadRow } from './schema.ts';

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds}::float8)`;

/** transfer_uploads: one row per upload by its id (primary key); the sweep by expires_at (its index). */
export function createUploadsRepository(db: DbOrTx) {
  return {
    insert: async (
      row: Pick<TransferUploadRow, 'id' | 'kind' | 'fileName' | 'declaredSize'>,
      ttlSeconds: number,
      tx: DbOrTx = db,
    ): Promise<void> => {
      await tx.insert(transferUploads).values({ ...row, expiresAt: inSeconds(ttlSeconds) });
    },

    /** The upload, unless it has expired; locked until the transaction ends when `tx` is one. */
    lock: async (id: string, tx: DbOrTx = db): Promise<TransferUploadRow | undefined> =>
      (
        await tx
          .select()
          .from(transferUploads)
          .where(and(eq(transferUploads.id, id), gt(transferUploads.expiresAt, sql`now()`)))
          .for('update')
      )[0],

    find: async (id: string, tx: DbOrTx = db): Promise<TransferUploadRow | undefined> =>
      (
        await tx
          .select()
          .from(transferUploads)
          .where(and(eq(transferUploads.id, id), gt(transferUploads.expiresAt, sql`now()`)))
      )[0],

    setReceived: async (id: string, received: number, ttlSeconds: number, tx: DbOrTx = db): Promise<void> => {
      await tx
        .update(transferUploads)
        .set({ received, expiresAt: inSeconds(ttlSeconds) })
        .where(eq(transferUploads.id, id));
    },

    /** Ends the upload; `size` is the file's (the declared one, or what arrived when none was declared). */
    markFinished: async (id: string, ttlSeconds: number, size: number, tx: DbOrTx = db): Promise<void> => {
      await tx
        .update(transferUploads)
        .set({ finishedAt: sql`now()`, expiresAt: inSeconds(ttlSeconds), declaredSize: size })
        .where(eq(transferUploads.id, id));
    },

    delete: async (id: string, tx: DbOrTx = db): Promise<boolean> =>
      (await tx.delete(transferUploads).where(eq(transferUploads.id, id)).returning({ id: transferUploads.id }))
        .length > 0,

    /** Uploads whose time ran out before `at` (default: now), deleted; their ids, so the files go too. */
    deleteExpired: async (at: Date | undefined, tx: DbOrTx = db): Promise<string[]> =>
      (
        await tx
          .delete(transferUploads)
          .where(lt(transferUploads.expiresAt, at ?? sql`now()`))
          .returning({ id: transferUploads.id })
      ).map((row) => row.id),
  };
}
