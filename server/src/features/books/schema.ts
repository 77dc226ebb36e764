import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: createdAt('created_at'),
  updatedAt: createdAt('updated_at'),
});

export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  // Seller search matches the name case-insensitively (the seller chip links by exact name).
  (table) => [uniqueIndex('sellers_name_lower_unique').on(sql`lower(${table.name})`)],
);

/**
 * A sold lot. Ids are given in sale order by the importers, so (sale_date, id) walks newest first.
 * The search vectors are generated from folded text (raritet_fold, migration 0004).
 */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    sourceLotId: bigint('source_lot_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    author: text('author'),
    year: integer('year'),
    type: text('type').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    publisher: text('publisher'),
    language: text('language').notNull().default('Русский'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    finalPrice: integer('final_price').notNull(),
    saleDate: timestamp('sale_date', { withTimezone: true }).notNull(),
    /** The seller's city as the platform gave it (lots pulled from the platform; alerts match it). */
    city: text('city'),
    /** Where the book was printed ("СПб.", "М.", "Берлин"), read from the description (ADR 0045). */
    publicationPlace: text('publication_place'),
    /** File names in the image store, in display order; the first is the cover. */
    imageNames: text('image_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addedDate: createdAt('added_date'),
    titleTsv: tsvector('title_tsv').generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, raritet_fold(coalesce(title, '') || ' ' || coalesce(author, '')))`,
    ),
    descriptionTsv: tsvector('description_tsv').generatedAlwaysAs(
      sql`to_tsvector('russian'::regconfig, raritet_fold(coalesce(description_text, '')))`,
    ),
  },
  (table) => [
    uniqueIndex('books_source_lot_id_unique').on(table.sourceLotId),
    // Newest first, for every list that has no better index.
    index('books_sale_date_id_idx').on(table.saleDate.desc(), table.id.desc()),
    // A category's and a seller's lots newest (or, walked backwards, oldest) first; the price makes their
    // price sorts and statistics index-only scans (ADR 0035; id and price added by migration 0017).
    index('books_category_sale_date_idx').on(
      table.categoryId,
      table.saleDate.desc(),
      table.id.desc(),
      table.finalPrice,
    ),
    index('books_seller_sale_date_idx').on(table.sellerId, table.saleDate.desc(), table.id.desc(), table.finalPrice),
    // Price ranges, and pages sorted by price with the id as the tie-break; the sale date makes a
    // price range's statistics an index-only scan (ADR 0035; replaced books_final_price_idx, migration 0017).
    index('books_final_price_id_idx').on(table.finalPrice, table.id, table.saleDate),
    index('books_title_tsv_idx').using('gin', table.titleTsv),
    index('books_description_tsv_idx').using('gin', table.descriptionTsv),
    // Typo-tolerant title and author search (word_similarity, the <% operator) over the same text as
    // title_tsv, so a typo in the author's name is forgiven like one in the title (migration 0007).
    index('books_title_author_trgm_idx').using(
      'gin',
      sql`raritet_fold(coalesce(${table.title}, '') || ' ' || coalesce(${table.author}, '')) gin_trgm_ops`,
    ),
    // Comparable sales (ADR 0035): an author's lots as the search folds the name, newest first.
    index('books_author_fold_sale_date_idx').on(
      sql`raritet_fold(${table.author})`,
      table.saleDate.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * The one-time pass that reads author, publisher, year and place from the descriptions of lots stored
 * before ADR 0045 (one row, inserted by its migration): the last lot read, and when the pass finished.
 */
export const bibliographicBackfill = pgTable('bibliographic_backfill', {
  id: integer('id').primaryKey(),
  afterId: integer('after_id').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = typeof books.$inferInsert;
/** A lot as every list and page shows it: the book's own fields with its seller's and category's names. */
export type BookCard = Pick<
  BookRow,
  | 'id'
  | 'sourceLotId'
  | 'title'
  | 'author'
  | 'year'
  | 'type'
  | 'descriptionText'
  | 'publisher'
  | 'language'
  | 'categoryId'
  | 'finalPrice'
  | 'saleDate'
  | 'imageNames'
> & { sellerName: string; categoryName: string };
/**
 * The book page's row: a card with the description's HTML, the place of publication read from it (ADR
 * 0045) and when the lot entered the archive.
 */
export type BookDetailCard = BookCard & Pick<BookRow, 'descriptionHtml' | 'addedDate' | 'publicationPlace'>;
export type CategoryRow = typeof categories.$inferSelect;
