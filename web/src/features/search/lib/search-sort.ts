import {
  PRICE_SORTS,
  RELEVANCE_SEARCH_TYPES,
  SEARCH_SORTS,
  defaultSearchSort,
  type SearchSort,
  type SearchType,
} from '@raritet/contracts/archive';

/** The orders a result screen offers, in the control's order: relevance only for the text searches. */
export function sortOptions(searchType: SearchType): SearchSort[] {
  return SEARCH_SORTS.filter((sort) => sort !== 'relevance' || RELEVANCE_SEARCH_TYPES.includes(searchType));
}

export function isPriceSort(sort: SearchSort): boolean {
  return PRICE_SORTS.includes(sort);
}

/**
 * The order the address asks for, as this screen and viewer can have it: an unknown value, relevance on
 * a search without text, or a price order for a viewer who may not see prices (a shared link) fall back
 * to the screen's default (relevance for the text searches, else newest first; ADR 0044) rather than to
 * an error.
 */
export function readSort(params: URLSearchParams, searchType: SearchType, pricesVisible: boolean): SearchSort {
  const value = params.get('sort');
  const sort = sortOptions(searchType).find((option) => option === value);
  if (sort === undefined || (isPriceSort(sort) && !pricesVisible)) return defaultSearchSort(searchType);
  return sort;
}
