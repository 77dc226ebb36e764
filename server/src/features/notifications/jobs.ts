import type { AnyJobDefinition, JobQueue } from '../../jobs/types.ts';
import type { NotificationsService } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'notifications.match': Record<string, never>;
    'notifications.deliver': Record<string, never>;
    'notifications.sweep-tokens': Record<string, never>;
  }
}

/**
 * The alerts' jobs. Matching runs every minute and whenever the sales pull stores lots (app.ts sends it);
 * one at a time ('stately': one waiting, one running), and it hands over to delivery when it wrote rows.
 * Delivery runs every minute too: a preference's window passing is noticed within a minute.
 */
export function createNotificationJobs(
  notifications: Pick<NotificationsService, 'match' | 'deliver' | 'sweepTokens'>,
  jobs: JobQueue,
): AnyJobDefinition[] {
  return [
    {
      name: 'notifications.match',
      schedule: '* * * * *',
      policy: 'stately',
      retryLimit: 3,
      retryDelaySeconds: 10,
      handler: async () => {
        const { lots, created } = await notifications.match();
        if (created > 0) await jobs.send('notifications.deliver', {});
        return lots === 0 ? 'skipped' : undefined;
      },
    },
    {
      name: 'notifications.deliver',
      schedule: '* * * * *',
      policy: 'stately',
      retryLimit: 1,
      expireInSeconds: 1800,
      handler: async () => {
        const outcomes = await notifications.deliver();
        return outcomes.sent + outcomes.retry + outcomes.failed + outcomes.cancelled === 0 ? 'skipped' : undefined;
      },
    },
    {
      name: 'notifications.sweep-tokens',
      schedule: '17 * * * *',
      policy: 'stately',
      handler: async () => ((await notifications.sweepTokens()) === 0 ? 'skipped' : undefined),
    },
  ];
}
