import { reachablePages, SEARCH_RESULTS_MAX } from '@raritet/contracts/archive';
import { badRequest } from '../../lib/errors.ts';
import type { Located } from './searches.ts';

/** Whether a page starts beyond the first SEARCH_RESULTS_MAX results (ADR 0042). */
export const isDeep = ({ page, pageSize }: { page: number; pageSize: number }) =>
  (page - 1) * pageSize >= SEARCH_RESULTS_MAX;

/**
 * How many results a search's pages reach (ADR 0042): the first SEARCH_RESULTS_MAX, and, when the count
 * is only a lower bound ("more than N": an exact phrase above PHRASE_COUNT_LIMIT, typo matches above
 * EXACT_COUNT_LIMIT, which no planner estimate sizes), no further than N: the pages the answer offers
 * (totalPages) are the pages served. Those deeper pages would recheck every match row by row, and no
 * page of the web app leads there. A planner's estimate may fall short of the matches: pages past it
 * are served, as before, up to SEARCH_RESULTS_MAX.
 */
const pagesReach = ({ total, estimate, estimated }: Located) =>
  estimate && estimated === undefined ? Math.min(total, SEARCH_RESULTS_MAX) : SEARCH_RESULTS_MAX;

const grouped = new Intl.NumberFormat('ru-RU');

/**
 * Whether the page starting at `offset` is read: 'read' within the reach; 'empty' past the end of an
 * exact count (as any page past the end, spec); else 400 `search_page_too_deep`, asking to refine.
 */
export function depthOf(located: Located, offset: number): 'read' | 'empty' {
  const reach = pagesReach(located);
  if (offset < reach) return 'read';
  if (located.estimate || offset < located.total)
    throw badRequest('search_page_too_deep', { max: grouped.format(reach) });
  return 'empty';
}

/**
 * What a page's answer says of the count and the pages (ADR 0046), so that they never disagree
 * with the page itself: the count is at least the results up to this page; a full page of an inexact
 * count (a planner's estimate may fall short) offers the next one, up to where the pages reach, so
 * paging reaches every result there is; `pagedUpTo` says where the pages stop when that is before the
 * last result (a lower-bound count, or more than SEARCH_RESULTS_MAX), else null.
 */
export function pagesOf(
  located: Located,
  { page, pageSize, shown }: { page: number; pageSize: number; shown: number },
): { total: number; totalPages: number; pagedUpTo: number | null } {
  const reach = pagesReach(located);
  const total = Math.max(located.total, shown > 0 ? (page - 1) * pageSize + shown : 0);
  let totalPages = reachablePages(total, pageSize);
  if (located.estimate && shown === pageSize) {
    totalPages = Math.max(totalPages, Math.min(page + 1, reachablePages(reach, pageSize)));
  }
  const lowerBound = located.estimate && located.estimated === undefined;
  return { total, totalPages, pagedUpTo: lowerBound || total > reach ? reach : null };
}
