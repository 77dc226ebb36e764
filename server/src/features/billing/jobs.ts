import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { BillingService } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'billing.tidy-subscription-flags': Record<string, never>;
  }
}

/**
 * Billing's scheduled work. Whether a subscription is active is computed from its dates, so nothing
 * waits for this job; it only keeps the stored users.has_subscription flag (and 'Expired' statuses)
 * in step for whoever reads the table directly.
 */
export function createBillingJobs(billing: Pick<BillingService, 'tidySubscriptionFlags'>): AnyJobDefinition[] {
  return [
    {
      name: 'billing.tidy-subscription-flags',
      schedule: '*/10 * * * *',
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 60,
      handler: async () => ((await billing.tidySubscriptionFlags()) === 0 ? 'skipped' : undefined),
    },
  ];
}
