import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiRequest<User>('/auth/user', { signal });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });
}

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled ?? true });
}
