import { reachablePages, SEARCH_PAGE_SIZE, type SearchResponse } from '@raritet/contracts/archive';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';

type Counted = Pick<SearchResponse, 'totalItems' | 'totalIsEstimate' | 'totalPages' | 'pagedUpTo'>;

/**
 * One count on a result page (ADR 0046). The search counts exactly only up to a cap ("more than
 * 200", "about 12,000"); its statistics count every match (unless sampled, when they give the search's
 * own figure). Once they are here, the summary, the statistics and the pages all go by their count: the
 * pages are the ones it fills, up to where the server's pages stop (`pagedUpTo`).
 */
export function agreedCount(
  search: Counted,
  stats: Pick<PriceStatistics, 'count' | 'sampled'> | undefined,
  pageSize = SEARCH_PAGE_SIZE,
): { totalItems: number; totalIsEstimate: boolean; totalPages: number } {
  const { totalItems, totalIsEstimate, totalPages } = search;
  if (stats === undefined || stats.sampled || !totalIsEstimate) return { totalItems, totalIsEstimate, totalPages };
  const filled = reachablePages(stats.count, pageSize);
  const reached =
    search.pagedUpTo === null || search.pagedUpTo === undefined ? filled : reachablePages(search.pagedUpTo, pageSize);
  return { totalItems: stats.count, totalIsEstimate: false, totalPages: Math.min(filled, reached) };
}
