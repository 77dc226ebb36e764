import { queryOptions, useQuery } from '@tanstack/react-query';
import { User } from '@raritet/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { profileRootKey, type ProfileEndpoints } from './keys.ts';

/** The base path of a profile's calls: GET /user/{id} or, for an administrator, GET /admin/user/{id}. */
export function profilePath(userId: number, endpoints: ProfileEndpoints): string {
  return endpoints === 'admin' ? `/admin/user/${userId}` : `/user/${userId}`;
}

export function getUserProfile(userId: number, endpoints: ProfileEndpoints, signal?: AbortSignal): Promise<User> {
  return apiRequest(profilePath(userId, endpoints), User, { signal });
}

/** A refusal or an unknown user will not change by asking again. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export function userProfileQueryOptions(userId: number, endpoints: ProfileEndpoints) {
  return queryOptions({
    queryKey: [...profileRootKey(userId, endpoints), 'user'] as const,
    queryFn: ({ signal }) => getUserProfile(userId, endpoints, signal),
    retry: retryUnlessRefused,
  });
}

export function useUserProfile(userId: number, endpoints: ProfileEndpoints) {
  return useQuery(userProfileQueryOptions(userId, endpoints));
}
