import type { Page } from '@playwright/test';

/** Bytes of one kind of file a page load fetched: as sent (compressed bodies) and as used (decoded). */
export interface Weight {
  /** Compressed body bytes over the network; a file served from the browser cache counts 0. */
  transferred: number;
  decoded: number;
  /** Files of this kind, from the network or from the cache. */
  files: number;
  /** Of those, fetched over the network with their body. */
  fetched: number;
  /** Of those, asked the server whether the cached copy is still good (a 304: headers only). */
  revalidated: number;
}

export interface PageWeight {
  js: Weight;
  css: Weight;
  /** Everything else except images (the document, JSON, fonts…). */
  other: Weight;
  images: Weight;
  /** Requests the page made, the document included. */
  requests: number;
  /** Largest Contentful Paint in ms after navigation start, as the browser reported it. */
  lcpMs: number | null;
}

interface Entry {
  name: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
}

function kindOf(entry: Entry): 'js' | 'css' | 'images' | 'other' {
  const path = new URL(entry.name).pathname;
  if (/\.m?js$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  if (entry.initiatorType === 'img' || /\/images\//.test(path) || /\.(png|jpe?g|webp|gif|svg|ico)$/.test(path)) {
    return 'images';
  }
  return 'other';
}

const empty = (): Weight => ({ transferred: 0, decoded: 0, files: 0, fetched: 0, revalidated: 0 });

/**
 * What the page in `page` has loaded so far, from the browser's Resource Timing entries (same origin,
 * so the sizes are exposed). Call after the load has settled (`waitForLoadState('networkidle')`).
 * A cached file has transferSize 0; a revalidated one (304) a small transferSize and no body.
 */
export async function measurePageWeight(page: Page): Promise<PageWeight> {
  // page.evaluate goes through the DevTools protocol: the page's CSP (no eval) does not apply.
  const { entries, lcpMs } = await page.evaluate(async () => {
    const lcp = await new Promise<number | null>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        resolve(last === undefined ? null : last.startTime);
      });
      // e2e code is typed for Node, whose entry types do not list the browser's paint entries.
      observer.observe({ type: 'largest-contentful-paint' as never, buffered: true });
      // No LCP entry at all (nothing painted yet): do not wait for ever.
      setTimeout(() => resolve(null), 500);
    });
    const timing = performance as unknown as { getEntriesByType(type: string): Entry[] };
    const list = [...timing.getEntriesByType('navigation'), ...timing.getEntriesByType('resource')];
    return {
      lcpMs: lcp,
      entries: list.map((entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      })),
    };
  });
  const weight: PageWeight = { js: empty(), css: empty(), other: empty(), images: empty(), requests: 0, lcpMs };
  for (const entry of entries as Entry[]) {
    const bucket = weight[kindOf(entry)];
    bucket.files += 1;
    bucket.decoded += entry.decodedBodySize;
    // transferSize = headers + body from the network; 0 from the cache; headers only for a 304, whose
    // encodedBodySize is that of the cached copy.
    if (entry.transferSize === 0) continue;
    weight.requests += 1;
    if (entry.transferSize > entry.encodedBodySize) {
      bucket.fetched += 1;
      bucket.transferred += entry.encodedBodySize;
    } else {
      bucket.revalidated += 1;
    }
  }
  return weight;
}

/** JS and CSS requests that reached the server (fetched or revalidated): none on a repeat visit. */
export function codeRequests(weight: PageWeight): number {
  return weight.js.fetched + weight.js.revalidated + weight.css.fetched + weight.css.revalidated;
}
