import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationHistoryPage } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../lib/api-client.ts';
import { historyQueryKey } from './keys.ts';

/** GET /notification/history?page&pageSize: pages start at 1, 20 a page; newest first. */
export function getHistory(page: number, pageSize: number, signal?: AbortSignal): Promise<NotificationHistoryPage> {
  return apiRequest('/notification/history', NotificationHistoryPage, { query: { page, pageSize }, signal });
}

export function historyQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: historyQueryKey(page, pageSize),
    queryFn: ({ signal }) => getHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
    // New deliveries arrive in the background: read afresh whenever the tab is shown.
    staleTime: 0,
  });
}

export function useHistory(page: number, pageSize: number) {
  return useQuery(historyQueryOptions(page, pageSize));
}
