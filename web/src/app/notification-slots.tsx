import { lazy, Suspense } from 'react';

// Its own chunk: only an account whose address is not confirmed sees it.
const EmailConfirmationNotice = lazy(async () => ({
  default: (await import('../features/auth/components/email-confirmation-notice.tsx')).EmailConfirmationNotice,
}));

/**
 * The auth feature's notice on the notifications page: why no e-mail comes while the address is not
 * confirmed, and the resend (ADR 0049).
 */
export const emailConfirmationSlot = (
  <Suspense fallback={null}>
    <EmailConfirmationNotice />
  </Suspense>
);
