import type { AnyJobDefinition, JobQueue } from '../../jobs/types.ts';
import type { BookUpdateService } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'book-update.tick': Record<string, never>;
    'book-update.pull': { explicit: boolean };
    'book-update.category-check': Record<string, never>;
    'book-update.sweep-logs': Record<string, never>;
  }
}

/** Pause between the category check's batches (the platform is asked politely). */
const CATEGORY_CHECK_PAUSE_SECONDS = 5;

/**
 * The sales pull's jobs. A tick every minute starts a pull when the schedule (the bookUpdate settings,
 * changeable live) says one is due; the pull runs one at a time across every process (singleton), and a
 * pull killed in the middle is resumed by the next (its work queue is in the database).
 */
export function createBookUpdateJobs(
  bookUpdate: Pick<BookUpdateService, 'tick' | 'pull' | 'categoryCheckBatch' | 'sweepLogs'>,
  jobs: JobQueue,
): AnyJobDefinition[] {
  return [
    {
      name: 'book-update.tick',
      schedule: '* * * * *',
      policy: 'stately',
      retryLimit: 0,
      handler: async () => ((await bookUpdate.tick()) ? undefined : 'skipped'),
    },
    {
      name: 'book-update.pull',
      // One run at a time is the state row's claim (pipeline.ts), not the queue's policy: a job left
      // active by a killed process would hold a 'singleton' queue until it expires, while the claim
      // lapses 30 s after the last heartbeat.
      policy: 'standard',
      // A pull that fails is not retried at once: the next scheduled one resumes its queue.
      retryLimit: 0,
      expireInSeconds: 6 * 3600,
      handler: async ({ explicit }) => {
        const outcome = await bookUpdate.pull(explicit);
        return outcome === 'busy' || outcome === 'off' ? 'skipped' : undefined;
      },
    },
    {
      name: 'book-update.category-check',
      policy: 'standard',
      retryLimit: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 3600,
      handler: async () => {
        const { more } = await bookUpdate.categoryCheckBatch();
        if (more)
          await jobs.send('book-update.category-check', {}, { startAfterSeconds: CATEGORY_CHECK_PAUSE_SECONDS });
      },
    },
    {
      name: 'book-update.sweep-logs',
      schedule: '41 3 * * *',
      policy: 'stately',
      handler: async () => ((await bookUpdate.sweepLogs()) === 0 ? 'skipped' : undefined),
    },
  ];
}
