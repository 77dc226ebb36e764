import type { Language } from '@raritet/contracts/messages';
import type { AnyJobDefinition } from '../../jobs/types.ts';
import type { AuthService } from './service.ts';

declare module '../../jobs/types.ts' {
  interface JobPayloads {
    'auth.sweep-expired': Record<string, never>;
    'auth.send-email-confirmation': { userId: number; language: Language };
  }
}

/** Auth's scheduled work: expired sessions, captchas and download tickets are deleted (nothing reads them once expired). */
export function createAuthJobs(auth: Pick<AuthService, 'sweepExpired' | 'sendConfirmation'>): AnyJobDefinition[] {
  return [
    // The address confirmation of a registration or a resend (ADR 0049). Sent again on a retry: a second
    // copy of the same link is harmless, and a confirmed address makes it skip.
    {
      name: 'auth.send-email-confirmation',
      retryLimit: 4,
      retryDelaySeconds: 60,
      retryBackoff: true,
      handler: async ({ userId, language }) =>
        (await auth.sendConfirmation(userId, language)) === 'skipped' ? 'skipped' : undefined,
    },
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
