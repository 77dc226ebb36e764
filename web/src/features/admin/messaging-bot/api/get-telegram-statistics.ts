import { queryOptions, useQuery } from '@tanstack/react-query';
import { TelegramStatistics } from '@raritet/contracts/notifications';
import { apiRequest } from '../../../../lib/api-client.ts';
import { statisticsQueryKey } from './keys.ts';

/** GET /admin/telegram/statistics: deliveries over every channel (test sends not counted). */
export function getTelegramStatistics(signal?: AbortSignal): Promise<TelegramStatistics> {
  return apiRequest('/admin/telegram/statistics', TelegramStatistics, { signal });
}

export function telegramStatisticsQueryOptions() {
  return queryOptions({
    queryKey: statisticsQueryKey,
    queryFn: ({ signal }) => getTelegramStatistics(signal),
    retry: false,
  });
}

export function useTelegramStatistics() {
  return useQuery(telegramStatisticsQueryOptions());
}
