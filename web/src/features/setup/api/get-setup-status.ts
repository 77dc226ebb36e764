import { queryOptions, useQuery } from '@tanstack/react-query';
import { SetupStatus } from '@raritet/contracts/setup';
import { apiRequest } from '../../../lib/api-client.ts';

export const setupStatusQueryKey = ['setup', 'status'] as const;

export function getSetupStatus(signal?: AbortSignal): Promise<SetupStatus> {
  return apiRequest('/setup/status', SetupStatus, { auth: false, signal });
}

export function setupStatusQueryOptions() {
  return queryOptions({
    queryKey: setupStatusQueryKey,
    queryFn: ({ signal }) => getSetupStatus(signal),
  });
}

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
