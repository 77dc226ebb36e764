import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationPreferenceList, type NotificationPreference } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { preferencesQueryKey } from './keys.ts';

/** GET /notification/preferences: the session user's own preferences. */
export function getPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  return apiRequest('/notification/preferences', NotificationPreferenceList, { signal });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => getPreferences(signal),
    // Digests go out in the background and move "last sent": read afresh whenever the tab is shown.
    staleTime: 0,
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
