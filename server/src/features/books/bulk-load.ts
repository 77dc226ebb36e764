import { and, count, gte, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { books, categories, sellers, type NewBookRow } from './schema.ts';

/** A lot as a bulk load writes it: every stored field, with its category's and seller's ids. */
/** A lot as the bulk loader takes it (the demo archive has no cities: they come with pulled lots). */
// The place of publication is read from descriptions (ADR 0045), not given by bulk loads.
export type BulkBook = Required<Omit<NewBookRow, 'id' | 'addedDate' | 'city' | 'publicationPlace'>>;

const COLUMNS = [
  'source_lot_id',
  'title',
  'author',
  'year',
  'type',
  'description_html',
  'description_text',
  'seller_id',
  'publisher',
  'language',
  'category_id',
  'final_price',
  'sale_date',
  'image_names',
] as const;

/** COPY's text format: tab-separated, backslash escapes, \N for null. */
function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** An array literal for COPY: elements quoted, quotes and backslashes escaped. */
const arrayLiteral = (names: string[]) =>
  `{${names.map((name) => `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

function copyText(rows: readonly BulkBook[]): string {
  let text = '';
  for (const row of rows) {
    text += `${[
      row.sourceLotId,
      copyField(row.title),
      copyField(row.author),
      row.year ?? '\\N',
      copyField(row.type),
      copyField(row.descriptionHtml),
      copyField(row.descriptionText),
      row.sellerId,
      copyField(row.publisher),
      copyField(row.language),
      row.categoryId,
      row.finalPrice,
      row.saleDate.toISOString(),
      copyField(arrayLiteral(row.imageNames)),
    ].join('\t')}\n`;
  }
  return text;
}

/**
 * Loading many lots at once (the demo archive now, imports next): categories and sellers by name, then
 * the books in large batches, one transaction each. The archive owns these tables; other modules load
 * through `archive.bulk` (service.ts).
 */
export function createBulkLoader(database: Database) {
  const db = database.db;
  return {
    /** The ids of these categories by name, creating the missing ones (existing ones are kept as they are). */
    async ensureCategories(list: readonly { name: string; description: string | null }[]) {
      if (list.length > 0)
        await db
          .insert(categories)
          .values([...list])
          .onConflictDoNothing({ target: categories.name });
      const names = list.map((item) => item.name);
      const rows = await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(sql`${categories.name} = any(${sql.param(names)}::text[])`);
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /** The ids of these sellers by lower-cased name (names are unique ignoring case), creating the missing ones. */
    async ensureSellers(names: readonly string[]) {
      if (names.length > 0) {
        await db.execute(
          sql`insert into ${sellers} (name) select * from unnest(${sql.param([...names])}::text[])
              on conflict ((lower(name))) do nothing`,
        );
      }
      const keys = names.map((name) => name.toLowerCase());
      const rows = await db
        .select({ id: sellers.id, key: sql<string>`lower(${sellers.name})` })
        .from(sellers)
        .where(sql`lower(${sellers.name}) = any(${sql.param(keys)}::text[])`);
      return new Map(rows.map((row) => [row.key, row.id]));
    },

    /**
     * Inserts a batch in one transaction. PGlite: COPY from memory with foreign-key triggers skipped
     * (the ids come from ensureCategories/ensureSellers). PostgreSQL: one INSERT … SELECT FROM unnest,
     * the rows passed as one array per column. The unique source_lot_id index refuses a repeated batch.
     */
    async insertBooks(rows: readonly BulkBook[]): Promise<void> {
      if (rows.length === 0) return;
      if (database.copyText) return database.copyText('books', COLUMNS, copyText(rows));
      const column = <T>(pick: (row: BulkBook) => T) => sql.param(rows.map(pick));
      await db.execute(sql`
        insert into ${books} (${sql.raw(COLUMNS.join(', '))})
        select l, t, a, y, ty, h, x, s, p, lang, c, price, d, images::text[]
          from unnest(${column((r) => r.sourceLotId)}::bigint[], ${column((r) => r.title)}::text[],
                      ${column((r) => r.author)}::text[], ${column((r) => r.year)}::int[],
                      ${column((r) => r.type)}::text[], ${column((r) => r.descriptionHtml)}::text[],
                      ${column((r) => r.descriptionText)}::text[], ${column((r) => r.sellerId)}::int[],
                      ${column((r) => r.publisher)}::text[], ${column((r) => r.language)}::text[],
                      ${column((r) => r.categoryId)}::int[], ${column((r) => r.finalPrice)}::int[],
                      ${column((r) => r.saleDate.toISOString())}::timestamptz[],
                      ${column((r) => arrayLiteral(r.imageNames))}::text[])
               as u(l, t, a, y, ty, h, x, s, p, lang, c, price, d, images)`);
    },

    async hasBooks(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(sql`(select 1 from ${books} limit 1) as one`);
      return (row?.n ?? 0) > 0;
    },

    /** The highest source lot id in [min, max], or null (books_source_lot_id_unique: one index probe). */
    async lastSourceLotIdBetween(min: number, maxId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: max(books.sourceLotId) })
        .from(books)
        .where(and(gte(books.sourceLotId, min), lte(books.sourceLotId, maxId)));
      return row?.id ?? null;
    },
  };
}

export type BulkLoader = ReturnType<typeof createBulkLoader>;
