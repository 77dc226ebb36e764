import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminSettingsResponse } from '@raritet/contracts/settings';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export const settingsQueryKey = [...adminQueryKey, 'settings'] as const;

export function getSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return apiRequest('/adminsettings', AdminSettingsResponse, { signal });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => getSettings(signal),
    // The form is loaded once and edited: a refetch on focus would not reach it anyway (it keeps what is
    // typed), and a stale snapshot is replaced by the answer of the next save.
    refetchOnWindowFocus: false,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
