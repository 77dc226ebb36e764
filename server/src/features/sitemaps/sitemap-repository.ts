import { and, asc, gt, lte, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { books, categories } from '../books/schema.ts';

/**
 * A book page in a sitemap: its lot id only. When the lot entered the archive dates its sale within the
 * pull interval, which is subscriber data (ADR 0050): no per-lot `<lastmod>`.
 */
export type SitemapBook = { id: number };
/** One book sitemap: its number and the newest lot's date in it. */
export type BookSitemapFile = { file: number; lastmod: string };

/**
 * As text in SQL rather than as a Date: a sitemap writes tens of thousands of them, and this is the
 * format it needs (seconds, UTC).
 */
const w3cDate = (value: AnyPgColumn | SQL) =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The sitemaps' reads. A book sitemap is a range of lot ids, `urlsPerFile` wide: file n holds the ids
 * ((n - 1) · urlsPerFile, n · urlsPerFile], so a lot keeps its file and a file's address keeps its lots.
 */
export function createSitemapRepository(db: DbOrTx) {
  return {
    /**
     * The ranges that hold lots, with the newest lot's date in each. One pass over the table (a
     * sequential scan and a hash aggregate: the sitemap index is read a few times a day, not per visit).
     */
    async bookFiles(urlsPerFile: number): Promise<BookSitemapFile[]> {
      const file = sql<number>`(${books.id} - 1) / ${urlsPerFile}::int + 1`.mapWith(Number);
      return db
        .select({ file, lastmod: w3cDate(max(books.addedDate)) })
        .from(books)
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    /** Up to `limit` lots with ids in (afterId, lastId], by id (index: books_pkey, a range scan). */
    booksAfter(afterId: number, lastId: number, limit: number): Promise<SitemapBook[]> {
      return db
        .select({ id: books.id })
        .from(books)
        .where(and(gt(books.id, afterId), lte(books.id, lastId)))
        .orderBy(asc(books.id))
        .limit(limit);
    },

    /**
     * When the public pages that show the archive (the home page's recent sales, /categories) last
     * changed: the newest lot added or category edited. Null for an empty archive. The lots' part is a
     * scan of books (no index has added_date): tens of ms at 230k lots on PostgreSQL.
     */
    async archiveChanged(): Promise<string | null> {
      const newest = sql`greatest((select max(${books.addedDate}) from ${books}), (select max(${categories.updatedAt}) from ${categories}))`;
      const [row] = await rowsOf<{ lastmod: string | null }>(db, sql`select ${w3cDate(newest)} as lastmod`);
      return row?.lastmod ?? null;
    },

    /** The newest category edit (a few hundred rows), for when the lots' dates are known already. */
    async categoriesChanged(): Promise<string | null> {
      const [row] = await db.select({ lastmod: w3cDate(max(categories.updatedAt)) }).from(categories);
      return row?.lastmod ?? null;
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
