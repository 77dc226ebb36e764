import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { descriptionSearchPath, priceRangeSearchPath, titleSearchPath } from '../../../lib/search-links.ts';
import { digitsOnly, parsePriceRange } from './price-range.ts';
import { readCategoryIds, readExactPhrase } from './search-params.ts';

/**
 * The search forms are plain GET forms to `/search/{title|description|price}` (ADR 0057): before the app
 * has hydrated the page, Enter or the button makes the browser send the form itself, and this route's
 * loader answers with a redirect to the results' address. On the server the redirect is the response
 * (src/entry-server.tsx); in the browser the router follows it. Once hydrated, the app navigates itself.
 */
export const SEARCH_FORM_PATH = 'search';

/** The form fields' names, which the loader reads back. */
export const SEARCH_FORM_FIELDS = {
  text: 'q',
  exactPhrase: 'exactPhrase',
  categoryIds: 'categoryIds',
  sort: 'sort',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
} as const;

export function searchFormAction(kind: 'title' | 'description' | 'price'): string {
  return `/${SEARCH_FORM_PATH}/${kind}`;
}

/** The results' address for a sent form; the home page for a blank text, a bad range or an unknown kind. */
export function searchFormTarget(kind: string | undefined, form: URLSearchParams): string {
  if (kind === 'price') {
    const range = parsePriceRange(
      digitsOnly(form.get(SEARCH_FORM_FIELDS.minPrice) ?? ''),
      digitsOnly(form.get(SEARCH_FORM_FIELDS.maxPrice) ?? ''),
    );
    return 'problem' in range ? '/' : priceRangeSearchPath(range.minPrice, range.maxPrice);
  }
  const text = (form.get(SEARCH_FORM_FIELDS.text) ?? '').trim();
  if (text === '' || (kind !== 'title' && kind !== 'description')) return '/';
  const options = {
    exactPhrase: readExactPhrase(form),
    categoryIds: readCategoryIds(form),
    sort: form.get(SEARCH_FORM_FIELDS.sort) ?? undefined,
  };
  return kind === 'title' ? titleSearchPath(text, options) : descriptionSearchPath(text, options);
}

export function searchFormLoader({ params, request }: LoaderFunctionArgs): Response {
  return redirect(searchFormTarget(params.kind, new URL(request.url).searchParams));
}
