import type { AnyJobDefinition, JobDefinition } from '../../jobs/types.ts';
import type { RateLimiter } from './service.ts';

/** Counters of windows that ended over a day ago are deleted hourly (no rule has a longer window). */
export function createRateLimitJobs(rateLimiter: Pick<RateLimiter, 'sweep'>): AnyJobDefinition[] {
  const sweep: JobDefinition = {
    name: 'rate-limits.sweep',
    schedule: '23 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    handler: async () => ((await rateLimiter.sweep()) === 0 ? 'skipped' : undefined),
  };
  return [sweep];
}
