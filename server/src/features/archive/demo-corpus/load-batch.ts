import type { Database } from '../../../db/client.ts';
import type { DemoLot } from './corpus.ts';

/**
 * Writes one batch of lots and the seeding marker in one transaction, so the marker's count of
 * loaded lots is always the number of rows: an interrupted load resumes exactly where it stopped.
 */
export type BatchWriter = (lots: DemoLot[], loadedAfter: number) => Promise<void>;

export const MARKER_KEY = 'demo_archive';

const COLUMNS =
  'source_lot_id, title, author, year, type, description_html, description_text, seller_id, publisher, language, category_id, final_price, sale_date, image_names';

const MARKER_UPDATE = `UPDATE app_settings SET value = jsonb_set(value, '{loaded}', to_jsonb($1::int)), updated_at = now() WHERE key = '${MARKER_KEY}'`;

type Ids = { categoryIds: number[]; sellerIds: number[] };

/** COPY's text format: tab-separated, backslash escapes, \N for null. */
function copyField(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** Image names are digits, '_' and '.', so the array literal needs no quoting. */
const arrayLiteral = (names: string[]) => `{${names.join(',')}}`;

/**
 * PGlite: COPY from an in-memory blob is the cheapest way in (no parameter arrays to parse), and
 * foreign-key triggers are skipped for the batch (the ids come from the rows inserted just before;
 * the embedded database always runs as a superuser, which this setting needs).
 */
function pgliteWriter(database: Database, { categoryIds, sellerIds }: Ids): BatchWriter {
  const pglite = database.pglite!;
  return async (lots, loadedAfter) => {
    let text = '';
    for (const lot of lots) {
      text += `${[
        lot.sourceLotId,
        copyField(lot.title),
        copyField(lot.author),
        lot.year ?? '\\N',
        copyField(lot.type),
        copyField(lot.descriptionHtml),
        copyField(lot.descriptionText),
        sellerIds[lot.sellerIndex]!,
        copyField(lot.publisher),
        copyField(lot.language),
        categoryIds[lot.categoryIndex]!,
        lot.finalPrice,
        lot.saleDate.toISOString(),
        arrayLiteral(lot.imageNames),
      ].join('\t')}\n`;
    }
    await pglite.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query(`COPY books (${COLUMNS}) FROM '/dev/blob'`, [], { blob: new Blob([text]) });
      await tx.query(MARKER_UPDATE, [loadedAfter]);
    });
  };
}

/**
 * PostgreSQL: one statement per batch, rows passed as arrays and unnested; the marker update rides in
 * the same statement (a data-modifying CTE), which makes the pair atomic without holding a client.
 */
function postgresWriter(database: Database, { categoryIds, sellerIds }: Ids): BatchWriter {
  return async (lots, loadedAfter) => {
    await database.query(
      `WITH loaded AS (
         INSERT INTO books (${COLUMNS})
         SELECT l, t, a, y, ty, h, x, s, p, lang, c, price, d, images::text[]
         FROM unnest($2::bigint[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[],
                     $9::int[], $10::text[], $11::text[], $12::int[], $13::int[], $14::timestamptz[], $15::text[])
              AS u(l, t, a, y, ty, h, x, s, p, lang, c, price, d, images)
         RETURNING 1
       )
       ${MARKER_UPDATE}`,
      [
        loadedAfter,
        lots.map((lot) => lot.sourceLotId),
        lots.map((lot) => lot.title),
        lots.map((lot) => lot.author),
        lots.map((lot) => lot.year),
        lots.map((lot) => lot.type),
        lots.map((lot) => lot.descriptionHtml),
        lots.map((lot) => lot.descriptionText),
        lots.map((lot) => sellerIds[lot.sellerIndex]),
        lots.map((lot) => lot.publisher),
        lots.map((lot) => lot.language),
        lots.map((lot) => categoryIds[lot.categoryIndex]),
        lots.map((lot) => lot.finalPrice),
        lots.map((lot) => lot.saleDate.toISOString()),
        lots.map((lot) => arrayLiteral(lot.imageNames)),
      ],
    );
  };
}

export function batchWriter(database: Database, ids: Ids): BatchWriter {
  return database.driver === 'pglite' ? pgliteWriter(database, ids) : postgresWriter(database, ids);
}
