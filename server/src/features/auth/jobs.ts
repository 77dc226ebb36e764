import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { AuthService } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'auth.sweep-expired': Record<string, never>;
  }
}

/** Auth's scheduled work: expired sessions, captchas and download tickets are deleted (nothing reads them once expired). */
export function createAuthJobs(auth: Pick<AuthService, 'sweepExpired'>): AnyJobDefinition[] {
  return [
    {
      name: 'auth.sweep-expired',
      schedule: '17 * * * *',
      policy: 'stately',
      retryLimit: 2,
      retryDelaySeconds: 300,
      handler: async () => {
        const swept = await auth.sweepExpired();
        return swept.sessions + swept.captchas + swept.tickets === 0 ? 'skipped' : undefined;
      },
    },
  ];
}
