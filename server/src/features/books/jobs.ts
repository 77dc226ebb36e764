import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { BibliographicBackfill } from './bibliographic-backfill.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'archive.read-bibliographic-records': Record<string, never>;
  }
}

/** A run's share of the pass: well inside the job's expiry, so a run is never failed for its length. */
const RUN_BUDGET_MS = 8 * 60_000;

/**
 * The catalogue's jobs. The bibliographic pass (ADR 0045) is looked at every ten minutes: once finished,
 * each look is one read of its state row; until then each run reads batches for up to eight minutes.
 */
export function createBookJobs(backfill: Pick<BibliographicBackfill, 'run'>): AnyJobDefinition[] {
  return [
    {
      name: 'archive.read-bibliographic-records',
      schedule: '*/10 * * * *',
      policy: 'stately',
      retryLimit: 1,
      handler: async () => {
        const { filled, done } = await backfill.run(RUN_BUDGET_MS);
        return done && filled === 0 ? 'skipped' : undefined;
      },
    },
  ];
}
