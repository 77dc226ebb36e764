import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { RateLimiter } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'rate-limits.sweep': Record<string, never>;
  }
}

/** Counters of windows that ended over a day ago are deleted hourly (no rule has a longer window). */
export function createRateLimitJobs(rateLimiter: Pick<RateLimiter, 'sweep'>): AnyJobDefinition[] {
  return [
    {
      name: 'rate-limits.sweep',
      schedule: '23 * * * *',
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 300,
      handler: async () => ((await rateLimiter.sweep()) === 0 ? 'skipped' : undefined),
    },
  ];
}
