import { SEARCH_RESULTS_MAX } from '@raritet/contracts/archive';
import { badRequest } from '../../lib/errors.ts';
import type { Located } from './search-service.ts';

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
