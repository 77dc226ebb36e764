import type { Database } from '../../db/client.ts';
import type { ImageBook } from './images.ts';
import { BOOK_COLUMNS, NEWEST_FIRST, type BookRow } from './search-repository.ts';

export type BookDetailRow = BookRow & { description_html: string; added_date: Date };
export type CategoryRow = { id: number; name: string; description: string | null; book_count: number };

/** Single books, their images, the category list and recent sales. */
export function createBooksRepository(database: Database) {
  return {
    // Index: books_pkey.
    async findBook(id: number): Promise<BookDetailRow | undefined> {
      const [row] = await database.query<BookDetailRow>(
        `select ${BOOK_COLUMNS}, b.description_html, b.added_date
           from books b
           join categories c on c.id = b.category_id
           join sellers s on s.id = b.seller_id
          where b.id = $1`,
        [id],
      );
      return row;
    },

    // Index: books_pkey.
    async imageBook(id: number): Promise<ImageBook | undefined> {
      const [row] = await database.query<{
        id: number;
        source_lot_id: number | string;
        title: string;
        author: string | null;
        year: number | null;
        type: string;
        publisher: string | null;
        image_names: string[];
      }>('select id, source_lot_id, title, author, year, type, publisher, image_names from books where id = $1', [id]);
      return (
        row && {
          id: row.id,
          sourceLotId: Number(row.source_lot_id),
          title: row.title,
          author: row.author,
          year: row.year,
          type: row.type,
          publisher: row.publisher,
          imageNames: row.image_names,
        }
      );
    },

    /** The newest sales (index books_sale_date_id_idx, walked from the top). */
    async recentSales(limit: number): Promise<BookRow[]> {
      return database.query<BookRow>(
        `select ${BOOK_COLUMNS}
           from (select b.id from books b order by ${NEWEST_FIRST} limit $1) r
           join books b on b.id = r.id
           join categories c on c.id = b.category_id
           join sellers s on s.id = b.seller_id
          order by ${NEWEST_FIRST}`,
        [limit],
      );
    },

    /** Is this book among the `limit` newest sales? (books_sale_date_id_idx, `limit` entries read.) */
    async isRecentSale(id: number, limit: number): Promise<boolean> {
      const rows = await database.query(
        `select 1 from (select b.id from books b order by ${NEWEST_FIRST} limit $2) r where r.id = $1`,
        [id, limit],
      );
      return rows.length > 0;
    },

    /**
     * Every category with its number of lots. The count reads books_category_sale_date_idx (an
     * index-only scan of the whole archive, tens of ms at 230k lots), so the service caches it.
     */
    async categoriesWithCounts(): Promise<CategoryRow[]> {
      return database.query<CategoryRow>(
        `select c.id, c.name, c.description, coalesce(n.book_count, 0)::int as book_count
           from categories c
           left join (select category_id, count(*) as book_count from books group by category_id) n
             on n.category_id = c.id
          order by c.name`,
      );
    },

    /**
     * A cheap fingerprint of what the category counts depend on: the newest lot (books_pkey, one
     * index entry) and the categories' number and last change (a few hundred rows).
     */
    async categoriesFingerprint(): Promise<string> {
      const [row] = await database.query<{ fingerprint: string }>(
        `select concat_ws(':', (select max(id) from books), count(*), max(updated_at)) as fingerprint
           from categories`,
      );
      return row?.fingerprint ?? '';
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
