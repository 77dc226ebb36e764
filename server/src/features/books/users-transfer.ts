import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { books, categories } from './schema.ts';

/**
 * What the users' export and import need of the catalogue (ADR 0031): the lots and categories the users'
 * records name, translated between this server's ids and the natural keys the package carries (source lot
 * id, category name).
 */
export function createBooksUsersTransfer(database: Database) {
  const db = database.db;
  /** Every category's id and name (a few hundred rows). */
  const allCategories = (tx: DbOrTx = db) => tx.select({ id: categories.id, name: categories.name }).from(categories);
  return {
    /** books_pkey. */
    async sourceLotIdsByBookIds(bookIds: readonly number[], tx: DbOrTx = db): Promise<Map<number, number>> {
      if (bookIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: books.id, sourceLotId: books.sourceLotId })
        .from(books)
        .where(sql`${books.id} = any(${sql.param([...new Set(bookIds)])}::int[])`);
      return new Map(rows.map((row) => [row.id, row.sourceLotId]));
    },

    /** books_source_lot_id_unique. */
    async bookIdsBySourceLotIds(sourceLotIds: readonly number[], tx: DbOrTx): Promise<Map<number, number>> {
      if (sourceLotIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: books.id, sourceLotId: books.sourceLotId })
        .from(books)
        .where(sql`${books.sourceLotId} = any(${sql.param([...new Set(sourceLotIds)])}::bigint[])`);
      return new Map(rows.map((row) => [row.sourceLotId, row.id]));
    },

    /** Every category's name by id (few: read once per export). */
    async categoryNamesById(tx?: DbOrTx): Promise<Map<number, string>> {
      return new Map((await allCategories(tx)).map((row) => [row.id, row.name]));
    },

    /** Every category's id by name (names are unique; read once per import). */
    async categoryIdsByName(tx: DbOrTx): Promise<Map<string, number>> {
      return new Map((await allCategories(tx)).map((row) => [row.name, row.id]));
    },
  };
}

export type BooksUsersTransfer = ReturnType<typeof createBooksUsersTransfer>;
