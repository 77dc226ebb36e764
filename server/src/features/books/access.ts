import { isAdminRole } from '@raritet/contracts/auth';
import type { UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import type { Visibility } from './dto.ts';

export type AccessDeps = {
  billing: Pick<BillingService, 'hasActiveSubscription'>;
};

/** Administrators and users with an active subscription see everything; other users see lots without price, date and images. */
export async function visibilityOf({ billing }: AccessDeps, user: UserRow): Promise<Visibility> {
  if (isAdminRole(user.role)) return 'full';
  return (await billing.hasActiveSubscription(user.id)) ? 'full' : 'hidden';
}
