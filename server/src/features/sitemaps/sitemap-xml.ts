/**
 * The sitemap protocol's XML (sitemaps.org 0.9): an index of sitemaps, and url sets written as their
 * entries arrive, so a 50,000-address file never sits in memory whole.
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** An address and, when known, when its content last changed (W3C datetime). */
export type SitemapEntry = { loc: string; lastmod?: string | null | undefined };

/** Text safe inside XML elements and quoted attributes; the protocol asks for these five escaped. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function element(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${date}</${tag}>\n`;
}

/** The sitemap index: where the sitemaps are (at most 50,000 of them, each at most 50,000 addresses). */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.map((entry) => element('sitemap', entry)).join('')}</sitemapindex>\n`;
}

/** A url set, one piece of text per batch of entries. */
export async function* urlsetXml(
  batches: AsyncIterable<readonly SitemapEntry[]> | Iterable<readonly SitemapEntry[]>,
): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
  for await (const batch of batches) yield batch.map((entry) => element('url', entry)).join('');
  yield '</urlset>\n';
}
