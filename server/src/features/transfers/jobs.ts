import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { TransfersService } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'transfers.export-plans': { taskId: string };
    'transfers.import-plans': { importId: string };
    'transfers.sweep': Record<string, never>;
  }
}

/**
 * Exports and imports run as jobs (the request returns at once; the progress is in transfer_tasks). They
 * are not retried: a failed transfer says why and the operator starts it again. The hourly sweep drops
 * expired uploads and day-old exports.
 */
export function createTransferJobs(transfers: Pick<TransfersService, 'plans' | 'sweep'>): AnyJobDefinition[] {
  return [
    {
      name: 'transfers.export-plans',
      policy: 'standard',
      retryLimit: 0,
      expireInSeconds: 3600,
      handler: async ({ taskId }) => transfers.plans.runExport(taskId),
    },
    {
      name: 'transfers.import-plans',
      policy: 'standard',
      retryLimit: 0,
      expireInSeconds: 3600,
      handler: async ({ importId }) => transfers.plans.runImport(importId),
    },
    {
      name: 'transfers.sweep',
      schedule: '23 * * * *',
      policy: 'stately',
      handler: async () => ((await transfers.sweep()) === 0 ? 'skipped' : undefined),
    },
  ];
}
