import { queryOptions, useQuery } from '@tanstack/react-query';
import { BookUpdateStatus } from '@raritet/contracts/book-update';
import { apiRequest } from '../../../../lib/api-client.ts';
import { adminQueryKey } from '../../lib/admin-query-keys.ts';

export const bookUpdateStatusQueryKey = [...adminQueryKey, 'book-update-status'] as const;

/** The status polls every 5 s while auto-refresh is on… */
export const STATUS_POLL_MS = 5000;
/** …and every 2 s while the Book updating section is open (the only place that shows it today). */
export const SECTION_POLL_MS = 2000;

export function getBookUpdateStatus(signal?: AbortSignal): Promise<BookUpdateStatus> {
  return apiRequest('/bookupdateservice/status', BookUpdateStatus, { signal });
}

/**
 * `refetchInterval` false stops polling (the switch is off). Polling also pauses while the browser tab is
 * hidden (react-query's default `refetchIntervalInBackground: false`, spelled out here because it matters).
 */
export function bookUpdateStatusQueryOptions(refetchInterval: number | false) {
  return queryOptions({
    queryKey: bookUpdateStatusQueryKey,
    queryFn: ({ signal }) => getBookUpdateStatus(signal),
    refetchInterval,
    refetchIntervalInBackground: false,
    // A status is a live reading: coming back to the section reads it again at once.
    staleTime: 0,
  });
}

export function useBookUpdateStatus(refetchInterval: number | false) {
  return useQuery(bookUpdateStatusQueryOptions(refetchInterval));
}
