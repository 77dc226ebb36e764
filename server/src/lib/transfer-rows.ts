import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Helpers for the repositories that export and import their rows (ADR 0031): exact timestamps
 * and tables read page after page.
 */

/**
 * A timestamptz as ISO 8601 text in UTC with microseconds (`2024-01-02T03:04:05.123456Z`): the database's
 * own precision, which a JavaScript Date (milliseconds) would cut. Written back with `::timestamptz`, it
 * is the same instant to the microsecond, so a timestamp that is part of a natural key matches again.
 */
export const isoMicros = (column: AnyColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The same for a nullable column: null stays null. */
export const isoMicrosOrNull = (column: AnyColumn | SQL): SQL<string | null> =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows per page of an export and per statement of an import. */
export const TRANSFER_PAGE_ROWS = 1000;

/**
 * A whole table as pages of at most `size` rows, each read after the last one's key (keyset pagination,
 * so every page is an index range scan and memory holds one page whatever the table's size).
 */
export async function* keysetPages<Row, Key>(
  page: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = TRANSFER_PAGE_ROWS,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** `xmax = 0` in an upsert's RETURNING: the row was inserted (true) rather than updated. */
export const wasInserted = sql<boolean>`(xmax = 0)`;
