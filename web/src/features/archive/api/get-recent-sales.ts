import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { RECENT_SALES_DEFAULT, RecentSale } from '@raritet/contracts/archive';
import { apiRequest } from '../../../lib/api-client.ts';

export const recentSalesQueryKey = (limit: number) => ['archive', 'recent-sales', limit] as const;

const RecentSaleList = z.array(RecentSale);

export async function getRecentSales(limit: number, signal?: AbortSignal): Promise<RecentSale[]> {
  const body = await apiRequest<unknown>('/books/recent-sales', { query: { limit }, signal });
  const parsed = RecentSaleList.safeParse(body ?? []);
  // Spec §8: anything that is not a proper answer reads 'Ошибка при отправке запроса'.
  if (!parsed.success) throw new Error('Unexpected recent sales response');
  return parsed.data;
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
