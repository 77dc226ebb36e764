import { queryOptions } from '@tanstack/react-query';
import { User } from '@raritet/contracts/auth';
import { apiRequest } from './api-client.ts';

/**
 * The session's user (GET /api/auth/user). It lives in lib rather than features/auth because other
 * features must refresh it after changing the user (a payment, a cancelled subscription), and features
 * never import each other.
 */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest('/auth/user', User, { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });
}
