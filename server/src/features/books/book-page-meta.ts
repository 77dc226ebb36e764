import { ID_MAX } from '@raritet/contracts/billing';
import type { PageHead, PageHeadResolver } from '../../plugins/web-app.ts';
import type { BookDetailCard } from './schema.ts';
import { escapeHtml } from '../../lib/html.ts';

export const SERVICE_NAME = 'Раритет';
const META_DESCRIPTION_LENGTH = 160;

/** JSON inside <script>: nothing in it may close the element or start a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The first ~160 characters of the plain description, cut at a word. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= META_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ') > META_DESCRIPTION_LENGTH / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:—-]+$/, '')}…`;
}

/**
 * The book page's title, description, keywords, canonical address, Open Graph tags and JSON-LD
 * (Product + Book), so crawlers and link previews see the lot without running the app. Price, sale
 * date and images are subscriber data and stay out: no `offers`, no `image`.
 */
export function bookPageHead(book: BookDetailCard, baseUrl: string): PageHead {
  const title = `«${book.title}» — ${SERVICE_NAME}`;
  const url = `${baseUrl}/books/${book.id}`;
  const description = metaDescription(book.descriptionText) || book.title;
  const keywords = [book.author, book.type, book.categoryName, book.year?.toString(), book.sellerName]
    .filter((value): value is string => Boolean(value?.trim()))
    .join(', ');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Book'],
    '@id': url,
    url,
    name: book.title,
    ...(book.author ? { author: { '@type': 'Person', name: book.author } } : {}),
    ...(book.year ? { datePublished: String(book.year) } : {}),
    ...(book.publisher ? { publisher: { '@type': 'Organization', name: book.publisher } } : {}),
    inLanguage: book.language,
    description,
    category: book.categoryName,
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const head = [
    meta('name', 'description', description),
    meta('name', 'keywords', keywords),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'book'),
    meta('property', 'og:site_name', SERVICE_NAME),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(book.author ? [meta('property', 'book:author', book.author)] : []),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
  ].join('\n    ');
  return { title: escapeHtml(title), head };
}

/** `/books/{id}` pages get the book's head; an unknown or malformed id is a 404 (the app says so). */
export function bookPageHeadResolver(
  findBook: (id: number) => Promise<BookDetailCard | undefined>,
  baseUrl: string,
): PageHeadResolver {
  return async (pathname) => {
    const match = /^\/books\/([^/]+)\/?$/.exec(pathname);
    if (!match) return undefined;
    const id = /^\d{1,10}$/.test(match[1]!) ? Number(match[1]) : 0;
    if (id < 1 || id > ID_MAX) return { status: 404 };
    const book = await findBook(id);
    return book ? { status: 200, head: bookPageHead(book, baseUrl) } : { status: 404 };
  };
}
