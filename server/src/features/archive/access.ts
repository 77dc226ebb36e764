import type { FastifyRequest } from 'fastify';
import { isAdminRole } from '@raritet/contracts/auth';
import { requestToken } from '../../plugins/auth.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
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

/**
 * The user behind the request's bearer token on a public call, or null. A missing, expired or
 * foreign token makes the caller a guest here rather than an error: the call is public.
 */
export async function optionalUser(
  request: FastifyRequest,
  auth: Pick<AuthService, 'userFromToken'>,
): Promise<UserRow | null> {
  const token = requestToken(request);
  if (!token) return null;
  return auth.userFromToken(token).catch(() => null);
}
