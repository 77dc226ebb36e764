import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from '../billing/service.ts';
import { archiveTransferDefinition, type ArchiveTransferDeps } from './archive-transfer.ts';
import { planTransferDefinition } from './plan-transfer.ts';
import { userTransferDefinition, type UserTransferDeps } from './user-transfer.ts';
import { createTasksRepository } from './tasks-repository.ts';
import { createTransferRunner, type TransferKindDefinition } from './transfer-runner.ts';
import { createUploads } from './uploads.ts';

/** Finished tasks and their export files are kept this long. */
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * Transfers (ADR 0026, 0029): exports and imports between servers, one runner per kind. Files
 * live under DATA_DIR/transfers (uploads/ and exports/), state in transfer_uploads and transfer_tasks.
 */
export function createTransfersService({
  database,
  billing,
  users,
  archive,
  images,
  jobs,
  dataDir,
  log,
}: {
  database: Database;
  billing: Pick<BillingService, 'exportPlans' | 'importPlan'>;
  /** The features' parts of the users' package (ADR 0031). */
  users: Omit<UserTransferDeps, 'snapshot'>;
  /** The archive's reads and upserts (archive.transfer) and the image store. */
  archive: ArchiveTransferDeps['archive'];
  images: ArchiveTransferDeps['images'];
  jobs: JobQueue;
  dataDir: string;
  log?: Pick<Logger, 'error'> | undefined;
}) {
  const uploads = createUploads(database, join(dataDir, 'transfers', 'uploads'));
  const tasks = createTasksRepository(database.db);
  const runner = (definition: TransferKindDefinition) =>
    createTransferRunner({
      database,
      jobs,
      uploads,
      exportsDir: join(dataDir, 'transfers', 'exports'),
      log,
      definition,
    });
  const plans = runner(planTransferDefinition(billing));
  const usersRunner = runner(
    userTransferDefinition({
      ...users,
      // PostgreSQL: one consistent snapshot for the whole export; PGlite: none (ADR 0031).
      snapshot: (work) =>
        database.driver === 'pg'
          ? database.db.transaction((tx) => work(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' })
          : work(undefined),
    }),
  );
  const archiveRunner = runner(archiveTransferDefinition({ archive, images }));
  const runners = [plans, usersRunner, archiveRunner];

  return {
    uploads,
    plans,
    users: usersRunner,
    /** The archive's ("data") export and import. */
    archive: archiveRunner,
    runners,

    /**
     * The hourly sweep: expired uploads, tasks killed with their process, and finished tasks older than a
     * day with their export files. Returns how many things it removed.
     */
    async sweep(): Promise<number> {
      const uploadsDropped = await uploads.sweep();
      for (const each of runners) await each.failStale();
      const old = await tasks.deleteOlderThan(KEEP_SECONDS);
      for (const { filePath } of old) if (filePath) await rm(filePath, { force: true });
      return uploadsDropped + old.length;
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
