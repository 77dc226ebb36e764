import type { Database } from '../../db/client.ts';
import { createSitemapRepository, type BookSitemapFile, type SitemapBook } from './sitemap-repository.ts';

/** The protocol's limit of addresses in one sitemap file. */
export const URLS_PER_SITEMAP = 50_000;
/** Lots read per statement while a book sitemap is written: memory stays at one batch. */
export const SITEMAP_BATCH = 5_000;
/** books.id is an int4: a range past it holds nothing, and a bound past it would be refused by the database. */
const LAST_ID = 2_147_483_647;

/**
 * The public pages that are not lots (spec: the public routes), in the order a crawler should see them.
 * `archive`: the page shows the archive (recent sales, categories with counts) and changes with it.
 * Left out: /login and /register (forms, nothing to find), /subscription-success (a payment's return).
 */
export const PUBLIC_PAGES: readonly { path: string; archive: boolean }[] = [
  { path: '/', archive: true },
  { path: '/categories', archive: true },
  { path: '/terms', archive: false },
  { path: '/contacts', archive: false },
  { path: '/telegram-guide', archive: false },
];

export type SitemapServiceOptions = {
  /** Addresses per book sitemap; tests make it small to get several files. */
  urlsPerFile?: number;
  /** Lots per statement; tests make it small to get several batches per file. */
  batchSize?: number;
};

/**
 * What the sitemaps list: every lot's page (a lot is public to crawlers: its page's head is rendered by
 * the server, plugins/web-app.ts), in files of `urlsPerFile` ids, and the public pages. ADR 0032.
 */
export function createSitemapService(
  database: Database,
  { urlsPerFile = URLS_PER_SITEMAP, batchSize = SITEMAP_BATCH }: SitemapServiceOptions = {},
) {
  const repository = createSitemapRepository(database.db);
  return {
    /**
     * What the sitemap index lists: the book sitemaps that hold lots, by number, with the newest lot's
     * date in each, and when the public pages changed (taken from the same dates: one scan of books).
     */
    async index(): Promise<{ files: BookSitemapFile[]; pagesChanged: string | null }> {
      const files = await repository.bookFiles(urlsPerFile);
      const dates = [...files.map((file) => file.lastmod), await repository.categoriesChanged()];
      // W3C datetimes in UTC of one length compare as text.
      const pagesChanged = dates.reduce<string | null>(
        (newest, date) => (date && (!newest || date > newest) ? date : newest),
        null,
      );
      return { files, pagesChanged };
    },

    /**
     * The lots of book sitemap `file` (1-based), a batch at a time; undefined when it holds none. The
     * first batch is read before this returns, so a missing file is known before anything is sent.
     */
    async bookPages(file: number): Promise<AsyncIterable<SitemapBook[]> | undefined> {
      const afterId = (file - 1) * urlsPerFile;
      if (!Number.isSafeInteger(afterId) || afterId < 0 || afterId >= LAST_ID) return undefined;
      const lastId = Math.min(file * urlsPerFile, LAST_ID);
      const first = await repository.booksAfter(afterId, lastId, batchSize);
      if (first.length === 0) return undefined;
      return (async function* () {
        let batch = first;
        while (batch.length > 0) {
          yield batch;
          if (batch.length < batchSize) return;
          batch = await repository.booksAfter(batch.at(-1)!.id, lastId, batchSize);
        }
      })();
    },

    /** The public pages, those that show the archive dated by its last change. */
    async pages(): Promise<{ path: string; lastmod: string | null }[]> {
      const archiveChanged = await repository.archiveChanged();
      return PUBLIC_PAGES.map(({ path, archive }) => ({ path, lastmod: archive ? archiveChanged : null }));
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
