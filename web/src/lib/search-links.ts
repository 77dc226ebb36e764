/**
 * Addresses of the five search result screens (spec §2). Path segments are encoded so a query with
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

export function categorySearchPath(categoryId: number): string {
  return `/searchByCategory/${categoryId}`;
}

export function sellerSearchPath(sellerName: string): string {
  return `/searchBySeller/${encodeURIComponent(sellerName.trim())}`;
}

export function priceRangeSearchPath(minPrice: number, maxPrice: number): string {
  return `/searchByPriceRange/${minPrice}/${maxPrice}`;
}

export function bookPath(bookId: number): string {
  return `/books/${bookId}`;
}
