/**
 * Addresses of the five search result screens. Path segments are encoded so a query with
 * '/', '?', '#' or '%' still lands on the right route; query parameters keep paging and filters.
 */

export interface TextSearchOptions {
  exactPhrase?: boolean;
  categoryIds?: readonly number[];
  page?: number;
  /** The order the results were shown in (`?sort=`), kept as the address had it: the result screen checks it. */
  sort?: string;
}

function withQuery(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

function textSearchParams({ exactPhrase, categoryIds, page, sort }: TextSearchOptions): URLSearchParams {
  const params = new URLSearchParams();
  if (exactPhrase !== undefined) params.set('exactPhrase', String(exactPhrase));
  for (const id of categoryIds ?? []) params.append('categoryIds', String(id));
  if (page !== undefined && page > 1) params.set('page', String(page));
  if (sort !== undefined && sort !== '') params.set('sort', sort);
  return params;
}

export function titleSearchPath(title: string, options: TextSearchOptions = {}): string {
  return withQuery(`/searchByTitle/${encodeURIComponent(title.trim())}`, textSearchParams(options));
}

export function descriptionSearchPath(description: string, options: TextSearchOptions = {}): string {
  return withQuery(`/searchByDescription/${encodeURIComponent(description.trim())}`, textSearchParams(options));
}

/** The order of a category, seller or price-range search (`?sort=`), when it is not left to the default. */
export interface SortOption {
  sort?: string | null | undefined;
}

function sortQuery(path: string, { sort }: SortOption): string {
  return sort ? withQuery(path, new URLSearchParams({ sort })) : path;
}

export function categorySearchPath(categoryId: number, options: SortOption = {}): string {
  return sortQuery(`/searchByCategory/${categoryId}`, options);
}

export function sellerSearchPath(sellerName: string, options: SortOption = {}): string {
  return sortQuery(`/searchBySeller/${encodeURIComponent(sellerName.trim())}`, options);
}

export function priceRangeSearchPath(minPrice: number, maxPrice: number, options: SortOption = {}): string {
  return sortQuery(`/searchByPriceRange/${minPrice}/${maxPrice}`, options);
}

export function bookPath(bookId: number): string {
  return `/books/${bookId}`;
}
