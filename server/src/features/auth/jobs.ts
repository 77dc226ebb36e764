import type { AnyJobDefinition, JobDefinition } from '../../jobs/types.ts';
import type { AuthService } from './service.ts';

/** Auth's scheduled work: expired sessions and captchas are deleted (nothing reads them once expired). */
export function createAuthJobs(auth: Pick<AuthService, 'sweepExpired'>): AnyJobDefinition[] {
  const sweep: JobDefinition = {
    name: 'auth.sweep-expired',
    schedule: '17 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    handler: async () => {
      const swept = await auth.sweepExpired();
      return swept.sessions + swept.captchas === 0 ? 'skipped' : undefined;
    },
  };
  return [sweep];
}
