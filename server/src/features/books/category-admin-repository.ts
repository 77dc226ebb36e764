import { sql, type SQL } from 'drizzle-orm';
import { UNWANTED_CATEGORY_NAMES } from '@raritet/contracts/category-cleanup';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { books, categories } from './schema.ts';

/** A category as the cleanup names it. */
export type CategoryRef = { id: number; name: string };

/** A category with what the cleanup table counts (ADR 0018 defines "book", "exclusive" and "duplicate"). */
export type CategoryStatsRow = CategoryRef & {
  booksCount: number;
  uniqueBooksCount: number;
  exclusiveBooksCount: number;
  isUnwanted: boolean;
  duplicateCount: number;
  /** The other categories with the same folded name. */
  duplicateIds: number[];
  createdDate: Date;
  lastUpdatedDate: Date;
};

/** Which categories an operation is about. */
export type CategorySelection = { ids: readonly number[] } | { names: readonly string[] } | { unwanted: true };

/**
 * Two category names are "the same" when they are equal after the search's folding (raritet_fold,
 * migration 0004: case, 'ё', pre-reform letters, the final hard sign) with runs of spaces made one and
 * the ends trimmed. Titles are compared by raritet_fold alone: importers write them trimmed, and the
 * space rule doubled the cost of the list at 230k lots.
 */
const foldedKey = (text: SQL) => sql`btrim(regexp_replace(raritet_fold(${text}), '\\s+', ' ', 'g'))`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function selectionWhere(selection: CategorySelection): SQL {
  if ('ids' in selection) return sql`${categories.id} = any(${sql.param([...selection.ids])}::int[])`;
  if ('names' in selection) return sql`${categories.name} = any(${sql.param([...selection.names])}::text[])`;
  return sql`${foldedKey(sql`${categories.name}`)} = any(${sql.param([...UNWANTED_CATEGORY_NAMES])}::text[])`;
}

const idsParam = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * The SQL of the category cleanup: the counted list, finding and locking categories
 * and their lots, deleting them, and moving lots between categories. Every method takes the caller's
 * transaction: the cleanup service composes them with the member area's favourites in one.
 */
export function createCategoryAdminRepository(db: DbOrTx) {
  return {
    /**
     * Every category with its counts. One pass over the lots; each distinct title of a category is
     * folded once (folding is most of the cost: about a second at 230k lots, hence the cache above).
     * A "book" is a folded title, exclusive when no lot of another category has it.
     */
    async stats(tx: DbOrTx = db): Promise<CategoryStatsRow[]> {
      const rows = await rowsOf<{
        id: number;
        name: string;
        books_count: number;
        unique_books: number;
        exclusive_books: number;
        is_unwanted: boolean;
        duplicate_count: number;
        duplicate_ids: number[];
        created_at: Date | string;
        last_updated: Date | string;
      }>(
        tx,
        sql`with exact as (
              select ${books.categoryId} as category_id, ${books.title} as title,
                     count(*)::int as lots, max(${books.addedDate}) as last_lot
                from ${books}
               group by 1, 2
            ),
            titles as (
              select category_id, raritet_fold(title) as title_key, sum(lots)::int as lots, max(last_lot) as last_lot
                from exact
               group by 1, 2
            ),
            shared as (select title_key from titles group by title_key having count(*) > 1),
            per_category as (
              select t.category_id, sum(t.lots)::int as books_count, count(*)::int as unique_books,
                     (count(*) - count(s.title_key))::int as exclusive_books, max(t.last_lot) as last_lot
                from titles t left join shared s on s.title_key = t.title_key
               group by t.category_id
            ),
            named as (select ${categories.id} as id, ${foldedKey(sql`${categories.name}`)} as name_key from ${categories})
            select c.id, c.name,
                   coalesce(p.books_count, 0) as books_count,
                   coalesce(p.unique_books, 0) as unique_books,
                   coalesce(p.exclusive_books, 0) as exclusive_books,
                   n.name_key = any(${sql.param([...UNWANTED_CATEGORY_NAMES])}::text[]) as is_unwanted,
                   (count(*) over (partition by n.name_key) - 1)::int as duplicate_count,
                   array_remove(array_agg(c.id) over (partition by n.name_key), c.id) as duplicate_ids,
                   c.created_at, greatest(c.updated_at, p.last_lot) as last_updated
              from ${categories} c
              join named n on n.id = c.id
              left join per_category p on p.category_id = c.id
             order by c.id`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        name: row.name,
        booksCount: Number(row.books_count),
        uniqueBooksCount: Number(row.unique_books),
        exclusiveBooksCount: Number(row.exclusive_books),
        isUnwanted: row.is_unwanted,
        duplicateCount: Number(row.duplicate_count),
        duplicateIds: row.duplicate_ids.map(Number).sort((a, b) => a - b),
        createdDate: toDate(row.created_at),
        lastUpdatedDate: toDate(row.last_updated),
      }));
    },

    /**
     * The selected categories, by id. With `lock`, their rows are locked FOR UPDATE (in id order, so two
     * cleanups cannot deadlock): a lot inserted into one meanwhile waits for the foreign key's check and
     * then fails, so what the caller counts next is what it deletes.
     */
    async find(selection: CategorySelection, { lock = false } = {}, tx: DbOrTx = db): Promise<CategoryRef[]> {
      const rows = await rowsOf<{ id: number; name: string }>(
        tx,
        sql`select ${categories.id} as id, ${categories.name} as name from ${categories}
             where ${selectionWhere(selection)} order by ${categories.id}${lock ? sql` for update` : sql``}`,
      );
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },

    /**
     * The ids of these categories' lots (books_category_sale_date_idx). With `lock`, FOR UPDATE: a
     * favourite added meanwhile waits for its foreign key's check and then fails with "no such book".
     */
    async lotIds(categoryIds: readonly number[], { lock = false } = {}, tx: DbOrTx = db): Promise<number[]> {
      if (categoryIds.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`select ${books.id} as id from ${books} where ${books.categoryId} = any(${idsParam(categoryIds)})
             order by ${books.id}${lock ? sql` for update` : sql``}`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** Deletes these categories' lots, then the categories; how many of each went. */
    async deleteWithLots(
      categoryIds: readonly number[],
      tx: DbOrTx = db,
    ): Promise<{ deletedBooks: number; deletedCategories: number }> {
      if (categoryIds.length === 0) return { deletedBooks: 0, deletedCategories: 0 };
      const [lots] = await rowsOf<{ n: number }>(
        tx,
        sql`with gone as (delete from ${books} where ${books.categoryId} = any(${idsParam(categoryIds)}) returning 1)
            select count(*)::int as n from gone`,
      );
      const [cats] = await rowsOf<{ n: number }>(
        tx,
        sql`with gone as (delete from ${categories} where ${categories.id} = any(${idsParam(categoryIds)}) returning 1)
            select count(*)::int as n from gone`,
      );
      return { deletedBooks: Number(lots?.n ?? 0), deletedCategories: Number(cats?.n ?? 0) };
    },

    /** Moves every lot of the sources to the target; how many moved. The target is marked as changed. */
    async moveLots(sourceIds: readonly number[], targetId: number, tx: DbOrTx = db): Promise<number> {
      const [moved] = await rowsOf<{ n: number }>(
        tx,
        sql`with moved as (
              update ${books} set category_id = ${targetId}
               where ${books.categoryId} = any(${idsParam(sourceIds)}) returning 1
            )
            select count(*)::int as n from moved`,
      );
      await tx
        .update(categories)
        .set({ updatedAt: sql`now()` })
        .where(sql`${categories.id} = ${targetId}`);
      return Number(moved?.n ?? 0);
    },
  };
}

export type CategoryAdminRepository = ReturnType<typeof createCategoryAdminRepository>;
