import { asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { NEWEST_FIRST, cardsOf } from './book-cards.ts';
import { books, categories, sellers, type BookCard, type BookDetailCard } from './schema.ts';
import type { ImageBook } from './images.ts';

export type CategoryWithCount = { id: number; name: string; description: string | null; bookCount: number };

/** The newest `limit` lots' ids (books_sale_date_id_idx, walked from the top). */
const newestIds = (limit: number) => sql`select b.id from books b order by ${NEWEST_FIRST} limit ${limit}`;

/** Every column of a book but the generated search vectors (nobody reads them back). */
const { titleTsv: _titleTsv, descriptionTsv: _descriptionTsv, ...storedColumns } = getTableColumns(books);

/** Single books, their images, the category list and recent sales. */
export function createBooksRepository(database: Database) {
  const db = database.db;
  return {
    // Index: books_pkey.
    async findBook(id: number): Promise<BookDetailCard | undefined> {
      const [row] = await db
        .select({
          ...storedColumns,
          sellerName: sellers.name,
          categoryName: categories.name,
        })
        .from(books)
        .innerJoin(categories, eq(categories.id, books.categoryId))
        .innerJoin(sellers, eq(sellers.id, books.sellerId))
        .where(eq(books.id, id));
      return row;
    },

    // Index: books_pkey.
    async imageBook(id: number): Promise<ImageBook | undefined> {
      return (await db.select().from(books).where(eq(books.id, id)))[0];
    },

    /** Whether the book exists (books_pkey). */
    async exists(id: number): Promise<boolean> {
      return (await db.select({ id: books.id }).from(books).where(eq(books.id, id))).length > 0;
    },

    /** The newest sales (index books_sale_date_id_idx, walked from the top). */
    recentSales: (limit: number): Promise<BookCard[]> => cardsOf((query) => database.rows(query), newestIds(limit)),

    /** Is this book among the `limit` newest sales? (books_sale_date_id_idx, `limit` entries read.) */
    async isRecentSale(id: number, limit: number): Promise<boolean> {
      const rows = await db
        .select({ id: sql`newest.id` })
        .from(sql`(${newestIds(limit)}) as newest`)
        .where(sql`newest.id = ${id}`);
      return rows.length > 0;
    },

    /**
     * Every category with its number of lots. The count reads books_category_sale_date_idx (an
     * index-only scan of the whole archive, tens of ms at 230k lots), so the service caches it.
     */
    async categoriesWithCounts(): Promise<CategoryWithCount[]> {
      const counts = db
        .select({ categoryId: books.categoryId, bookCount: count().as('book_count') })
        .from(books)
        .groupBy(books.categoryId)
        .as('counts');
      return db
        .select({
          id: categories.id,
          name: categories.name,
          description: categories.description,
          bookCount: sql<number>`coalesce(${counts.bookCount}, 0)::int`.mapWith(Number),
        })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.name));
    },

    /**
     * A cheap fingerprint of what the category counts depend on: the newest lot (books_pkey, one
     * index entry) and the categories' number and last change (a few hundred rows).
     */
    async categoriesFingerprint(): Promise<string> {
      const [row] = await rowsOf<{ fingerprint: string }>(
        db,
        sql`select concat_ws(':', (select max(id) from books), count(*), max(updated_at)) as fingerprint
              from categories`,
      );
      return row?.fingerprint ?? '';
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
