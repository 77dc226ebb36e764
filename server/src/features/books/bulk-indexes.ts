import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const MAINTENANCE_MEMORY = '256MB';

/**
 * The books indexes a bulk load goes faster without: maintaining them row by row costs more than
 * building them once at the end. Names and definitions are those of migrations 0005, 0007 and 0017 (a test compares
 * them with what the migration creates). The unique index on source_lot_id stays: it is cheap on an
 * increasing key and keeps a repeated batch from slipping in twice.
 */
export const BULK_LOAD_INDEXES: ReadonlyArray<{ name: string; create: string }> = [
  {
    name: 'books_sale_date_id_idx',
    create:
      'CREATE INDEX IF NOT EXISTS "books_sale_date_id_idx" ON "books" USING btree ("sale_date" DESC NULLS LAST,"id" DESC NULLS LAST)',
  },
  {
    name: 'books_category_sale_date_idx',
    create:
      'CREATE INDEX IF NOT EXISTS "books_category_sale_date_idx" ON "books" USING btree ("category_id","sale_date" DESC NULLS LAST,"id" DESC NULLS LAST,"final_price")',
  },
  {
    name: 'books_seller_sale_date_idx',
    create:
      'CREATE INDEX IF NOT EXISTS "books_seller_sale_date_idx" ON "books" USING btree ("seller_id","sale_date" DESC NULLS LAST,"id" DESC NULLS LAST,"final_price")',
  },
  {
    // Migration 0017 replaced the price-only books_final_price_idx with this one (price sorts).
    name: 'books_final_price_id_idx',
    create:
      'CREATE INDEX IF NOT EXISTS "books_final_price_id_idx" ON "books" USING btree ("final_price","id","sale_date")',
  },
  {
    name: 'books_title_tsv_idx',
    create: 'CREATE INDEX IF NOT EXISTS "books_title_tsv_idx" ON "books" USING gin ("title_tsv")',
  },
  {
    name: 'books_description_tsv_idx',
    create: 'CREATE INDEX IF NOT EXISTS "books_description_tsv_idx" ON "books" USING gin ("description_tsv")',
  },
  {
    // Migration 0007 replaced the title-only books_title_trgm_idx with this one.
    name: 'books_title_author_trgm_idx',
    create:
      'CREATE INDEX IF NOT EXISTS "books_title_author_trgm_idx" ON "books" USING gin ' +
      `(raritet_fold(coalesce("title", '') || ' ' || coalesce("author", '')) gin_trgm_ops)`,
  },
  {
    // Comparable sales (migration 0017).
    name: 'books_author_fold_sale_date_idx',
    create:
      'CREATE INDEX IF NOT EXISTS "books_author_fold_sale_date_idx" ON "books" USING btree ' +
      '(raritet_fold("author"),"sale_date" DESC NULLS LAST,"id" DESC NULLS LAST)',
  },
];

/** Which indexes a bulk load drops: all of them, or only the b-trees (GIN ones are then kept up). */
export type IndexStrategy = 'rebuild-all' | 'keep-gin';

export async function dropSearchIndexes(database: Database, strategy: IndexStrategy = 'rebuild-all'): Promise<void> {
  const dropped = BULK_LOAD_INDEXES.filter(
    (index) => strategy === 'rebuild-all' || !index.create.includes('USING gin'),
  );
  for (const index of dropped) await database.db.execute(sql.raw(`DROP INDEX IF EXISTS "${index.name}"`));
}

/** Folds the GIN indexes' pending lists into the indexes (no autovacuum does it on PGlite). */
export async function cleanGinPendingLists(database: Database): Promise<void> {
  for (const index of BULK_LOAD_INDEXES.filter((item) => item.create.includes('USING gin'))) {
    await database.db.execute(sql.raw(`SELECT gin_clean_pending_list('${index.name}'::regclass)`));
  }
}

/** Statistics for the planner after a bulk load, column by column so that PGlite answers requests between. */
export async function analyzeBooks(database: Database): Promise<void> {
  for (const step of [
    'ANALYZE books (title_tsv)',
    'ANALYZE books (description_tsv)',
    'ANALYZE books (id, source_lot_id, title, author, year, type, seller_id, publisher, language, category_id, final_price, sale_date, image_names, added_date)',
    'ANALYZE categories',
    'ANALYZE sellers',
  ]) {
    await database.db.execute(sql.raw(step));
    await new Promise((resolve) => setImmediate(resolve));
  }
  // A bulk load leaves PGlite a large write-ahead log; a checkpoint folds it into the data files.
  if (database.driver === 'pglite') await database.db.execute(sql.raw('CHECKPOINT'));
}

/**
 * Builds whatever is missing, one index per call so a process that serves requests meanwhile gets a
 * turn between them; `onIndex` hears about each one.
 */
export async function createSearchIndexes(database: Database, onIndex?: (name: string) => void): Promise<void> {
  for (const index of BULK_LOAD_INDEXES) {
    onIndex?.(index.name);
    await database.db.transaction(async (tx) => {
      // More sort memory builds GIN indexes several times faster; SET LOCAL keeps it to this build.
      await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '${MAINTENANCE_MEMORY}'`));
      await tx.execute(sql.raw(index.create));
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
}
