import { lazy, Suspense } from 'react';

// Its own chunk: only the owner's profile shows it, and the profile page itself loads on demand.
const AccountSecurityCard = lazy(async () => ({
  default: (await import('../features/auth/components/account-security-card.tsx')).AccountSecurityCard,
}));

/**
 * The auth feature's security card (password change, log out on all devices) at the end of the
 * member area's profile, which shows it on the owner's own profile only.
 */
export const ownAccountSlot = (
  <Suspense fallback={null}>
    <AccountSecurityCard />
  </Suspense>
);
