import { sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '@raritet/contracts/archive';
import { NEWEST_FIRST } from '../books/service.ts';
import type { Match } from './search-repository.ts';

/**
 * The orders a search's results can come in (ADR 0035), over `books b`. Each is spelled
 * as an index gives it, walked forwards or backwards: books_sale_date_id_idx is (sale_date DESC NULLS
 * LAST, id DESC NULLS LAST), so oldest first is its backward walk, NULLS FIRST; books_final_price_id_idx
 * is (final_price, id), so the highest price first is its backward walk. The id breaks ties in the
 * sort's direction: equal dates or prices keep one order from page to page. (The columns are NOT NULL;
 * the NULLS clauses are only there so the planner matches the index.)
 */
export type Order = Exclude<SearchSort, 'relevance'>;

export const ORDER_BY: Record<Order, SQL> = {
  newest: NEWEST_FIRST,
  oldest: sql.raw('b.sale_date asc nulls first, b.id asc nulls first'),
  price_desc: sql.raw('b.final_price desc nulls first, b.id desc nulls first'),
  price_asc: sql.raw('b.final_price asc nulls last, b.id asc nulls last'),
};

/**
 * The same orders in a form no index provides (`+ 0`): the matches are found through the filter's own
 * index, then sorted, when walking an ordered index and testing each lot would read far more.
 */
export const SORTED_BY: Record<Order, SQL> = {
  newest: sql.raw(`b.sale_date + interval '0' desc, b.id desc`),
  oldest: sql.raw(`b.sale_date + interval '0' asc, b.id asc`),
  price_desc: sql.raw('b.final_price + 0 desc, b.id desc'),
  price_asc: sql.raw('b.final_price + 0 asc, b.id asc'),
};

/** A match as a sort needs it; `rank` only for relevance. */
export type SortableMatch = Match & { rank?: number };

/** The orders of ORDER_BY (and relevance: rank, then newest) for matches already in memory. */
export function compareMatches(sort: SearchSort): (a: SortableMatch, b: SortableMatch) => number {
  const newest = (a: SortableMatch, b: SortableMatch) => b.saleDate.getTime() - a.saleDate.getTime() || b.id - a.id;
  switch (sort) {
    case 'newest':
      return newest;
    case 'oldest':
      return (a, b) => a.saleDate.getTime() - b.saleDate.getTime() || a.id - b.id;
    case 'price_desc':
      return (a, b) => b.finalPrice - a.finalPrice || b.id - a.id;
    case 'price_asc':
      return (a, b) => a.finalPrice - b.finalPrice || a.id - b.id;
    case 'relevance':
      return (a, b) => (b.rank ?? 0) - (a.rank ?? 0) || newest(a, b);
  }
}
