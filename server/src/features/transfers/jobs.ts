import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { TransfersService } from './service.ts';

type ExportPayload = { taskId: string; includeImages?: boolean };
type ImportPayload = { importId: string };

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'transfers.export-plans': ExportPayload;
    'transfers.import-plans': ImportPayload;
    'transfers.export-users': ExportPayload;
    'transfers.import-users': ImportPayload;
    'transfers.export-archive': ExportPayload;
    'transfers.import-archive': ImportPayload;
    'transfers.sweep': Record<string, never>;
  }
}

/**
 * Exports and imports run as jobs (the request returns at once; the progress is in transfer_tasks), two
 * per kind. They are not retried: a failed transfer says why and the operator starts it again. The hourly
 * sweep drops expired uploads, fails tasks killed with their process and removes day-old exports.
 */
export function createTransferJobs(transfers: Pick<TransfersService, 'runners' | 'sweep'>): AnyJobDefinition[] {
  return [
    ...transfers.runners.flatMap((runner): AnyJobDefinition[] => [
      {
        name: runner.jobNames.export,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: 6 * 3600,
        handler: async ({ taskId, includeImages }: ExportPayload) => runner.runExport(taskId, { includeImages }),
      },
      {
        name: runner.jobNames.import,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: 6 * 3600,
        handler: async ({ importId }: ImportPayload) => runner.runImport(importId),
      },
    ]),
    {
      name: 'transfers.sweep',
      schedule: '23 * * * *',
      policy: 'stately',
      handler: async () => ((await transfers.sweep()) === 0 ? 'skipped' : undefined),
    },
  ];
}
