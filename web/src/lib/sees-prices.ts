import { isAdminRole, type User } from '@raritet/contracts/auth';

/**
 * Whether the server shows this viewer prices (an active subscription, or an administrator): the same
 * rule decides the price sorts and the price statistics (ADR 0035). In lib/ because the searches, the
 * book page and the statistics all ask it.
 */
export function seesPrices(user: Pick<User, 'hasSubscription' | 'role'> | null | undefined): boolean {
  return user !== null && user !== undefined && (user.hasSubscription || isAdminRole(user.role));
}
