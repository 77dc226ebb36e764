import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_SALES_DEFAULT, RecentSaleList, type RecentSale } from '@raritet/contracts/archive';
import { apiRequest } from '../../../lib/api-client.ts';

export const recentSalesQueryKey = (limit: number) => ['archive', 'recent-sales', limit] as const;

// An empty answer is an empty list; anything else that is not the list reads 'Ошибка при отправке запроса'.
const RecentSalesAnswer = RecentSaleList.nullish().transform((list) => list ?? []);

export function getRecentSales(limit: number, signal?: AbortSignal): Promise<RecentSale[]> {
  return apiRequest('/books/recent-sales', RecentSalesAnswer, { query: { limit }, signal });
}

export function recentSalesQueryOptions(limit: number = RECENT_SALES_DEFAULT) {
  return queryOptions({
    queryKey: recentSalesQueryKey(limit),
    queryFn: ({ signal }) => getRecentSales(limit, signal),
    staleTime: 60_000,
  });
}

export function useRecentSales(limit: number = RECENT_SALES_DEFAULT) {
  return useQuery(recentSalesQueryOptions(limit));
}
