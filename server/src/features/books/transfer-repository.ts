import { asc, gt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { BULK_LOAD_INDEXES } from './bulk-indexes.ts';
import { books, categories, sellers } from './schema.ts';

/**
 * The archive's side of the archive transfer (ADR 0029): pages of every stored field for the
 * export, and multi-row upserts by natural key for the import. Every statement takes the caller's
 * transaction or connection; none keeps state in this process.
 */

/** A timestamp as text in UTC to the microsecond: a JS Date would drop the microseconds PostgreSQL keeps. */
const isoText = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** An array literal for a text[] element of a parameter array (each element quoted and escaped). */
const arrayLiteral = (names: readonly string[]) =>
  `{${names.map((name) => `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

export type ExportedCategory = { name: string; description: string | null; createdAt: string; updatedAt: string };
export type ExportedSeller = { name: string };
export type ExportedBook = {
  sourceLotId: number;
  title: string;
  author: string | null;
  year: number | null;
  type: string;
  descriptionHtml: string;
  descriptionText: string;
  sellerName: string;
  publisher: string | null;
  language: string;
  categoryName: string;
  finalPrice: number;
  saleDate: string;
  city: string | null;
  imageNames: string[];
  addedDate: string;
};
export type ImageRef = { bookId: number; sourceLotId: number; imageNames: string[] };

/** What a batch of upserts did: rows inserted, rows changed, and the positions skipped as repeated keys. */
export type UpsertOutcome = { created: number; updated: number; unchanged: number; repeated: number[] };
/** A book batch can also name a seller or category that exists nowhere: the first such position (1-based). */
export type BookUpsertOutcome = UpsertOutcome & { missingSeller: number | null; missingCategory: number | null };

type Counts = { created: number; updated: number; repeated: number[] | null };
type BookCounts = Counts & { missingSeller: number | null; missingCategory: number | null };

const outcome = (size: number, row: Counts | undefined): UpsertOutcome => {
  const repeated = (row?.repeated ?? []).map(Number).sort((a, b) => a - b);
  const created = Number(row?.created ?? 0);
  const updated = Number(row?.updated ?? 0);
  return { created, updated, unchanged: size - repeated.length - created - updated, repeated };
};

/**
 * The keys an import has taken so far live in temporary tables of its transaction (dropped at its end):
 * a key claimed twice is a repeated record, whichever batch it came in, and the process keeps nothing
 * that grows with the archive.
 */
const CLAIM_TABLES = [
  'create temp table if not exists transfer_claimed_categories (key text primary key) on commit drop',
  'create temp table if not exists transfer_claimed_sellers (key text primary key) on commit drop',
  'create temp table if not exists transfer_claimed_books (key bigint primary key) on commit drop',
];
const claimTablesMade = new WeakSet<object>();

async function claimTables(tx: DbOrTx): Promise<void> {
  if (claimTablesMade.has(tx)) return;
  for (const statement of CLAIM_TABLES) await tx.execute(sql.raw(statement));
  claimTablesMade.add(tx);
}

export function createTransferRepository() {
  return {
    /** Row counts for the export's progress, in one statement (a transaction's client takes one at a time). */
    async counts(db: DbOrTx): Promise<{ books: number; sellers: number; categories: number }> {
      const [row] = await rowsOf<{ books: number; sellers: number; categories: number }>(
        db,
        sql`select (select count(*) from ${books})::int as books, (select count(*) from ${sellers})::int as sellers,
                   (select count(*) from ${categories})::int as categories`,
      );
      return {
        books: Number(row?.books ?? 0),
        sellers: Number(row?.sellers ?? 0),
        categories: Number(row?.categories ?? 0),
      };
    },

    /** A page of categories after `afterId`, by id (categories_pkey). */
    categoriesAfter: (db: DbOrTx, afterId: number, limit: number) =>
      db
        .select({
          id: categories.id,
          name: categories.name,
          description: categories.description,
          createdAt: isoText(categories.createdAt),
          updatedAt: isoText(categories.updatedAt),
        })
        .from(categories)
        .where(gt(categories.id, afterId))
        .orderBy(asc(categories.id))
        .limit(limit),

    /** A page of sellers after `afterId`, by id (sellers_pkey). */
    sellersAfter: (db: DbOrTx, afterId: number, limit: number) =>
      db
        .select({ id: sellers.id, name: sellers.name })
        .from(sellers)
        .where(gt(sellers.id, afterId))
        .orderBy(asc(sellers.id))
        .limit(limit),

    /**
     * A page of books after `afterId`, by id, with their seller's and category's names: books_pkey for the
     * page, then the two small tables by their primary keys. Raw rows (`rowsOf`): the query builder's
     * mapping of each field took more than half the time of a page on PGlite (3.2 against 1.3 s at 23,000).
     */
    async booksAfter(db: DbOrTx, afterId: number, limit: number): Promise<(ExportedBook & { id: number })[]> {
      const rows = await rowsOf<ExportedBook & { id: number; sourceLotId: number | string | bigint }>(
        db,
        sql`select b.id, b.source_lot_id as "sourceLotId", b.title, b.author, b.year, b.type,
                   b.description_html as "descriptionHtml", b.description_text as "descriptionText",
                   s.name as "sellerName", b.publisher, b.language, c.name as "categoryName",
                   b.final_price as "finalPrice", ${isoText(sql.raw('b.sale_date'))} as "saleDate", b.city,
                   b.image_names as "imageNames", ${isoText(sql.raw('b.added_date'))} as "addedDate"
              from ${books} b
              join ${sellers} s on s.id = b.seller_id
              join ${categories} c on c.id = b.category_id
             where b.id > ${afterId}
             order by b.id
             limit ${limit}`,
      );
      // int8 arrives as text (node-postgres) or a bigint (PGlite); ids and counts fit a JS number.
      for (const row of rows) row.sourceLotId = Number(row.sourceLotId);
      return rows;
    },

    /** A page of the books that name images, after `afterId` (books_pkey). */
    imageRefsAfter: (db: DbOrTx, afterId: number, limit: number) =>
      db
        .select({ id: books.id, sourceLotId: books.sourceLotId, imageNames: books.imageNames })
        .from(books)
        .where(sql`${books.id} > ${afterId} and cardinality(${books.imageNames}) > 0`)
        .orderBy(asc(books.id))
        .limit(limit),

    /** The ids of the books with these source lot ids (books_source_lot_id_unique). */
    async bookIds(tx: DbOrTx, sourceLotIds: readonly number[]): Promise<Map<number, number>> {
      if (sourceLotIds.length === 0) return new Map();
      const rows = await rowsOf<{ id: number; source_lot_id: string | number }>(
        tx,
        sql`select id, source_lot_id from ${books} where source_lot_id = any(${sql.param([...sourceLotIds])}::bigint[])`,
      );
      return new Map(rows.map((row) => [Number(row.source_lot_id), Number(row.id)]));
    },

    /**
     * Categories by name (categories_name_unique): inserted when new, rewritten when any field differs,
     * not touched when equal (the WHERE of DO UPDATE), in one statement for the batch.
     */
    async upsertCategories(tx: DbOrTx, rows: readonly ExportedCategory[]): Promise<UpsertOutcome> {
      if (rows.length === 0) return outcome(0, undefined);
      await claimTables(tx);
      const column = <T>(pick: (row: ExportedCategory) => T) => sql.param(rows.map(pick));
      const [row] = await rowsOf<Counts>(
        tx,
        sql`with input as (
              select * from unnest(${column((r) => r.name)}::text[], ${column((r) => r.description)}::text[],
                                   ${column((r) => r.createdAt)}::timestamptz[], ${column((r) => r.updatedAt)}::timestamptz[])
                       with ordinality as u(name, description, created_at, updated_at, ord)
            ), claimed as (
              insert into transfer_claimed_categories (key) select name from input order by ord
              on conflict do nothing returning key
            ), fresh as (
              select distinct on (name) * from input where name in (select key from claimed) order by name, ord
            ), written as (
              insert into ${categories} as c (name, description, created_at, updated_at)
              select name, description, created_at, updated_at from fresh
              on conflict (name) do update
                 set description = excluded.description, created_at = excluded.created_at,
                     updated_at = excluded.updated_at
               where (c.description, c.created_at, c.updated_at)
                     is distinct from (excluded.description, excluded.created_at, excluded.updated_at)
              returning (xmax = 0) as created
            )
            select (select count(*) filter (where created) from written)::int as created,
                   (select count(*) filter (where not created) from written)::int as updated,
                   (select array_agg(ord) from input where ord not in (select ord from fresh)) as repeated`,
      );
      return outcome(rows.length, row);
    },

    /** Sellers by name ignoring case (sellers_name_lower_unique); a different spelling of case is written. */
    async upsertSellers(tx: DbOrTx, rows: readonly ExportedSeller[]): Promise<UpsertOutcome> {
      if (rows.length === 0) return outcome(0, undefined);
      await claimTables(tx);
      const [row] = await rowsOf<Counts>(
        tx,
        sql`with input as (
              select * from unnest(${sql.param(rows.map((r) => r.name))}::text[]) with ordinality as u(name, ord)
            ), claimed as (
              insert into transfer_claimed_sellers (key) select lower(name) from input order by ord
              on conflict do nothing returning key
            ), fresh as (
              select distinct on (lower(name)) * from input where lower(name) in (select key from claimed)
               order by lower(name), ord
            ), written as (
              insert into ${sellers} as s (name) select name from fresh
              on conflict ((lower(name))) do update set name = excluded.name
               where s.name is distinct from excluded.name
              returning (xmax = 0) as created
            )
            select (select count(*) filter (where created) from written)::int as created,
                   (select count(*) filter (where not created) from written)::int as updated,
                   (select array_agg(ord) from input where ord not in (select ord from fresh)) as repeated`,
      );
      return outcome(rows.length, row);
    },

    /**
     * Books by source lot id (books_source_lot_id_unique), new ones inserted in the batch's order (ids
     * follow it). The seller is found by name ignoring case, the category by name; a book whose seller or
     * category exists nowhere is not written and its position is returned (the caller fails the import).
     * Every value travels as one array per column: one statement per batch, no per-row round trip.
     */
    async upsertBooks(tx: DbOrTx, rows: readonly ExportedBook[]): Promise<BookUpsertOutcome> {
      if (rows.length === 0) return { ...outcome(0, undefined), missingSeller: null, missingCategory: null };
      await claimTables(tx);
      const column = <T>(pick: (row: ExportedBook) => T) => sql.param(rows.map(pick));
      const [row] = await rowsOf<BookCounts>(
        tx,
        sql`with input as (
              select * from unnest(
                ${column((r) => r.sourceLotId)}::bigint[], ${column((r) => r.title)}::text[],
                ${column((r) => r.author)}::text[], ${column((r) => r.year)}::int[], ${column((r) => r.type)}::text[],
                ${column((r) => r.descriptionHtml)}::text[], ${column((r) => r.descriptionText)}::text[],
                ${column((r) => r.sellerName)}::text[], ${column((r) => r.publisher)}::text[],
                ${column((r) => r.language)}::text[], ${column((r) => r.categoryName)}::text[],
                ${column((r) => r.finalPrice)}::int[], ${column((r) => r.saleDate)}::timestamptz[],
                ${column((r) => r.city)}::text[], ${column((r) => arrayLiteral(r.imageNames))}::text[],
                ${column((r) => r.addedDate)}::timestamptz[]
              ) with ordinality as u(source_lot_id, title, author, year, type, description_html, description_text,
                                     seller_name, publisher, language, category_name, final_price, sale_date, city,
                                     image_names, added_date, ord)
            ), claimed as (
              insert into transfer_claimed_books (key) select source_lot_id from input order by ord
              on conflict do nothing returning key
            ), fresh as (
              select distinct on (source_lot_id) * from input where source_lot_id in (select key from claimed)
               order by source_lot_id, ord
            ), resolved as (
              select f.ord, f.source_lot_id, f.title, f.author, f.year, f.type, f.description_html,
                     f.description_text, s.id as seller_id, f.publisher, f.language, c.id as category_id,
                     f.final_price, f.sale_date, f.city, f.image_names::text[] as image_names, f.added_date
                from fresh f
                left join ${sellers} s on lower(s.name) = lower(f.seller_name)
                left join ${categories} c on c.name = f.category_name
            ), changed as (
              -- Rows equal to the stored ones are left out before the insert: the database would compute
              -- their search vectors (generated columns) before finding the conflict.
              select r.* from resolved r
                left join ${books} b on b.source_lot_id = r.source_lot_id
               where r.seller_id is not null and r.category_id is not null
                 and (b.id is null
                      or (b.title, b.author, b.year, b.type, b.description_html, b.description_text, b.seller_id,
                          b.publisher, b.language, b.category_id, b.final_price, b.sale_date, b.city,
                          b.image_names, b.added_date)
                         is distinct from
                         (r.title, r.author, r.year, r.type, r.description_html, r.description_text, r.seller_id,
                          r.publisher, r.language, r.category_id, r.final_price, r.sale_date, r.city,
                          r.image_names, r.added_date))
            ), written as (
              insert into ${books} as b (source_lot_id, title, author, year, type, description_html, description_text,
                                         seller_id, publisher, language, category_id, final_price, sale_date, city,
                                         image_names, added_date)
              select source_lot_id, title, author, year, type, description_html, description_text, seller_id,
                     publisher, language, category_id, final_price, sale_date, city, image_names, added_date
                from changed
               order by ord
              on conflict (source_lot_id) do update
                 set title = excluded.title, author = excluded.author, year = excluded.year, type = excluded.type,
                     description_html = excluded.description_html, description_text = excluded.description_text,
                     seller_id = excluded.seller_id, publisher = excluded.publisher, language = excluded.language,
                     category_id = excluded.category_id, final_price = excluded.final_price,
                     sale_date = excluded.sale_date, city = excluded.city, image_names = excluded.image_names,
                     added_date = excluded.added_date
               where (b.title, b.author, b.year, b.type, b.description_html, b.description_text, b.seller_id,
                      b.publisher, b.language, b.category_id, b.final_price, b.sale_date, b.city, b.image_names,
                      b.added_date)
                     is distinct from
                     (excluded.title, excluded.author, excluded.year, excluded.type, excluded.description_html,
                      excluded.description_text, excluded.seller_id, excluded.publisher, excluded.language,
                      excluded.category_id, excluded.final_price, excluded.sale_date, excluded.city,
                      excluded.image_names, excluded.added_date)
              returning (xmax = 0) as created
            )
            select (select count(*) filter (where created) from written)::int as created,
                   (select count(*) filter (where not created) from written)::int as updated,
                   (select array_agg(ord) from input where ord not in (select ord from fresh)) as repeated,
                   (select min(ord) from resolved where seller_id is null)::int as "missingSeller",
                   (select min(ord) from resolved where category_id is null)::int as "missingCategory"`,
      );
      return {
        ...outcome(rows.length, row),
        missingSeller: row?.missingSeller ?? null,
        missingCategory: row?.missingCategory ?? null,
      };
    },

    /** Whether the archive has no lot at all (books_pkey: one index probe). */
    async hasNoBooks(tx: DbOrTx): Promise<boolean> {
      const [row] = await rowsOf<{ empty: boolean }>(tx, sql`select not exists (select 1 from ${books}) as empty`);
      return row?.empty === true;
    },

    /**
     * The search indexes of a bulk load (bulk-indexes.ts), dropped in the caller's transaction: a rollback
     * brings them back. Until it ends, the transaction holds the books table exclusively.
     */
    async dropSearchIndexes(tx: DbOrTx): Promise<void> {
      for (const index of BULK_LOAD_INDEXES) await tx.execute(sql.raw(`drop index if exists "${index.name}"`));
    },

    /** Builds them again in the same transaction, with the sort memory that makes GIN builds fast. */
    async createSearchIndexes(tx: DbOrTx): Promise<void> {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
      for (const index of BULK_LOAD_INDEXES) await tx.execute(sql.raw(index.create));
    },

    /** Fresh planner statistics after a large import (in its transaction: rolled back with it). */
    async analyze(tx: DbOrTx): Promise<void> {
      for (const table of ['books', 'sellers', 'categories']) await tx.execute(sql.raw(`analyze ${table}`));
    },
  };
}

export type TransferRepository = ReturnType<typeof createTransferRepository>;
