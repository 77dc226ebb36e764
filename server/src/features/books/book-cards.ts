import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { preparedStatement, type Database, type RowReader } from '../../db/client.ts';
import { books, categories, sellers, type BookCard } from './schema.ts';

/**
 * Newest first, spelled out with NULLS LAST because the indexes were made that way (`DESC NULLS
 * LAST`): a plain `DESC` means NULLS FIRST, matches no index, and turns every page into a sort of all
 * matches. `b` is the alias the search's SQL gives `books`.
 */
export const NEWEST_FIRST = sql.raw('b.sale_date desc nulls last, b.id desc nulls last');

/**
 * The cards of the ids a subquery gives (a column `id`), newest first: the book's own fields with its
 * seller's and category's names. The page's ids are found first (through the filter's index, a
 * handful of rows) and only those rows are joined (books_pkey, then the two small tables).
 */
const cardsQuery = (ids: SQL) =>
  sql`select ${books.id} as "id", ${books.sourceLotId} as "sourceLotId", ${books.title} as "title",
             ${books.author} as "author", ${books.year} as "year", ${books.type} as "type",
             ${books.descriptionText} as "descriptionText", ${books.publisher} as "publisher",
             ${books.language} as "language", ${books.categoryId} as "categoryId",
             ${books.finalPrice} as "finalPrice", ${books.saleDate} as "saleDate",
             ${books.imageNames} as "imageNames", ${sellers.name} as "sellerName", ${categories.name} as "categoryName"
        from (${ids}) as page
        join ${books} on ${books.id} = page.id
        join ${categories} on ${categories.id} = ${books.categoryId}
        join ${sellers} on ${sellers.id} = ${books.sellerId}
       order by ${books.saleDate} desc nulls last, ${books.id} desc nulls last`;

/**
 * The cards of a list of ids ($1, an int[]). Prepared: planning the three-way join costs more than
 * running it for a page of ids (0.9 → 0.4 ms on PostgreSQL at 230,000 lots).
 */
const CARDS_BY_IDS = preparedStatement('archive_book_cards', cardsQuery(sql`select unnest($1::int[]) as id`));

/** PostgreSQL's text form of a timestamptz, as node-postgres parses it (PGlite gives Dates already). */
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** A timestamp as either driver hands it over in a raw row. */
export const toDate = (value: unknown): Date => (value instanceof Date ? value : parseTimestamp(String(value)));

type RawCard = Omit<BookCard, 'sourceLotId' | 'saleDate'> & { sourceLotId: number | string; saleDate: Date | string };

const toCard = (row: RawCard): BookCard => ({
  ...row,
  sourceLotId: Number(row.sourceLotId),
  saleDate: toDate(row.saleDate),
});

export type { RowReader };

/** The cards of the ids a subquery gives, in one statement. */
export async function cardsOf(rows: RowReader, ids: SQL): Promise<BookCard[]> {
  return (await rows<RawCard>(cardsQuery(ids))).map(toCard);
}

/** The cards of these book ids, newest first; unknown ids are left out. */
export async function cardsByIds(database: Database, ids: readonly number[]): Promise<BookCard[]> {
  if (ids.length === 0) return [];
  return (await database.prepared<RawCard>(CARDS_BY_IDS, [`{${ids.join(',')}}`])).map(toCard);
}
