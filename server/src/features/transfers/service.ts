import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/types.ts';
import type { Logger } from '../../lib/logger.ts';
import type { BillingService } from '../billing/service.ts';
import { createPlanTransfer } from './plan-transfer.ts';
import { createUploads } from './uploads.ts';

/**
 * Transfers (issue 16, ADR 0026): exports and imports between servers. Files live under
 * DATA_DIR/transfers (uploads/ and exports/), state in transfer_uploads and transfer_tasks.
 */
export function createTransfersService({
  database,
  billing,
  jobs,
  dataDir,
  log,
}: {
  database: Database;
  billing: Pick<BillingService, 'exportPlans' | 'importPlan'>;
  jobs: JobQueue;
  dataDir: string;
  log?: Pick<Logger, 'error'> | undefined;
}) {
  const uploads = createUploads(database, join(dataDir, 'transfers', 'uploads'));
  const plans = createPlanTransfer({
    database,
    billing,
    jobs,
    uploads,
    exportsDir: join(dataDir, 'transfers', 'exports'),
    log,
  });
  return {
    uploads,
    plans,
    /** The hourly sweep job's work (the plan export's sweep covers every task and upload). */
    sweep: plans.sweep,
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
