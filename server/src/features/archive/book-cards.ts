import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { books, categories, sellers, type BookCard } from './schema.ts';

/**
 * Newest first, spelled out with NULLS LAST because the indexes were made that way (`DESC NULLS
 * LAST`): a plain `DESC` means NULLS FIRST, matches no index, and turns every page into a sort of all
 * matches. `b` is the alias the search's SQL gives `books`.
 */
export const NEWEST_FIRST = sql.raw('b.sale_date desc nulls last, b.id desc nulls last');
/** The same order on the unaliased table, for the outer query of a page. */
const NEWEST_FIRST_OUTER = [sql`${books.saleDate} desc nulls last`, sql`${books.id} desc nulls last`];

/** The columns of a BookCard: the book's own, its seller's and its category's names. */
export const BOOK_CARD_COLUMNS = {
  id: books.id,
  sourceLotId: books.sourceLotId,
  title: books.title,
  author: books.author,
  year: books.year,
  type: books.type,
  descriptionText: books.descriptionText,
  publisher: books.publisher,
  language: books.language,
  categoryId: books.categoryId,
  finalPrice: books.finalPrice,
  saleDate: books.saleDate,
  imageNames: books.imageNames,
  sellerName: sellers.name,
  categoryName: categories.name,
};

/**
 * The cards of the ids a subquery gives (a column `id`), newest first: the page's ids are found first
 * (through the filter's index, a handful of rows) and only those rows are joined. Index: books_pkey.
 */
export function cardsOf(db: DbOrTx, ids: SQL): Promise<BookCard[]> {
  return db
    .select(BOOK_CARD_COLUMNS)
    .from(sql`(${ids}) as page`)
    .innerJoin(books, eq(books.id, sql`page.id`))
    .innerJoin(categories, eq(categories.id, books.categoryId))
    .innerJoin(sellers, eq(sellers.id, books.sellerId))
    .orderBy(...NEWEST_FIRST_OUTER);
}

/** The cards of these book ids (a page cut from a known list of matches), newest first. */
export function cardsByIds(db: DbOrTx, ids: readonly number[]): Promise<BookCard[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cardsOf(db, sql`select unnest(${sql.param([...ids])}::int[]) as id`);
}
