import { sql, type SQL } from 'drizzle-orm';
import { PRICE_HISTOGRAM_EDGES } from '@raritet/contracts/price-statistics';
import type { Database } from '../../db/client.ts';
import { withFilter, type Filter } from '../search/service.ts';

/**
 * The SQL of the price statistics (ADR 0035): one statement reads each matching lot's
 * final price and sale date once and groups them four ways (GROUPING SETS): all of them, per Moscow
 * year, per Moscow quarter and per histogram bucket, each with the count, the quartiles
 * (percentile_cont: linear interpolation), the lowest and highest price and the first and last sale.
 * The service picks the year or the quarter rows by the span and rounds (price-figures.ts).
 */

/** One group of the statement; `level` says which (GROUPING() of year, quarter, bucket). */
export type FigureRow = {
  level: number;
  year: number | null;
  quarter: number | null;
  bucket: number | null;
  n: number;
  p25: number;
  p50: number;
  p75: number;
  lo: number;
  hi: number;
  /** Whether the last sale is less than three years after the first (Moscow calendar). */
  short: boolean | null;
};

export const LEVEL = { all: 7, year: 3, quarter: 1, bucket: 6 } as const;

/** Where the lots come from: known ids, every match of a filter, or a block sample of them. */
export type FigureSource =
  | { kind: 'ids'; ids: readonly number[] }
  | { kind: 'filter'; filter: Filter }
  | { kind: 'sample'; filter: Filter; percent: number; seed: number };

/** `b.sale_date` on Moscow's wall clock (a timestamp without time zone). */
const MOSCOW = sql.raw(`(b.sale_date at time zone 'Europe/Moscow')`);
const EDGES = sql.raw(`'{${PRICE_HISTOGRAM_EDGES.join(',')}}'::int[]`);

/** The statement over the lots a FROM … WHERE gives (alias `b`). */
function figuresQuery(from: SQL): SQL {
  const quartiles = sql`(percentile_cont(array[0.25, 0.5, 0.75]) within group (order by m.p))`;
  return sql`select grouping(m.y, m.q, m.h)::int as level, m.y as year, m.q as quarter, m.h as bucket,
                    count(*)::int as n, ${quartiles}[1] as p25, ${quartiles}[2] as p50, ${quartiles}[3] as p75,
                    min(m.p)::int as lo, max(m.p)::int as hi,
                    max(m.t) < min(m.t) + interval '3 years' as short
               from (select b.final_price as p, ${MOSCOW} as t,
                            extract(year from ${MOSCOW})::int as y,
                            extract(quarter from ${MOSCOW})::int as q,
                            width_bucket(b.final_price, ${EDGES}) as h
                       ${from}) m
              group by grouping sets ((), (m.y), (m.y, m.q), (m.h))`;
}

/**
 * The four groupings sort the matches; with the default 4 MB, 80,000 of them spill to disk (an external
 * merge, 20–40 ms more on PostgreSQL). For these statements only.
 */
const SORT_MEMORY = { work_mem: '64MB' } as const;

export function createStatsRepository(database: Database) {
  let tableSize: { lots: number; at: number } | undefined;
  const read = (rows: (query: SQL) => Promise<unknown[]>, from: SQL) =>
    rows(figuresQuery(from)) as Promise<Record<string, unknown>[]>;

  async function figures(source: FigureSource): Promise<FigureRow[]> {
    let raw: Record<string, unknown>[];
    switch (source.kind) {
      case 'ids':
        // Index: books_pkey (the search's matches when it found them all: at most 1,000).
        raw = await read(
          (query) => database.rows(query),
          sql`from books b where b.id = any(${sql.param(source.ids)}::int[])`,
        );
        break;
      case 'filter':
        // The search's own WHERE and so its index: the GIN index of a text field, books_final_price_id_idx
        // (index-only: price, id and date) for a price range, the category or seller index.
        raw = await withFilter(
          database,
          source.filter,
          (rows, { where }) => read(rows, sql`from books b where ${where}`),
          SORT_MEMORY,
        );
        break;
      case 'sample':
        // TABLESAMPLE SYSTEM reads `percent` of the table's pages, chosen at random but the same ones for
        // the same seed (REPEATABLE): the filter is tested on their lots only, without an index.
        raw = await withFilter(
          database,
          source.filter,
          (rows, { where }) =>
            read(
              rows,
              sql`from books b tablesample system (${sql.raw(String(source.percent))}) repeatable (${sql.raw(
                String(source.seed),
              )}) where ${where}`,
            ),
          SORT_MEMORY,
        );
        break;
    }
    return raw.map((row) => ({
      level: Number(row.level),
      year: row.year === null ? null : Number(row.year),
      quarter: row.quarter === null ? null : Number(row.quarter),
      bucket: row.bucket === null ? null : Number(row.bucket),
      n: Number(row.n),
      p25: Number(row.p25),
      p50: Number(row.p50),
      p75: Number(row.p75),
      lo: Number(row.lo),
      hi: Number(row.hi),
      short: row.short === null ? null : row.short === true || row.short === 't',
    }));
  }

  return {
    figures,

    /**
     * Changes whenever lots are added (the newest id), changed or removed (the table's cumulative
     * insert, update and delete counters, which every process's changes reach within a second or so).
     */
    async fingerprint(): Promise<string> {
      const [row] = await database.rows<{ fingerprint: string }>(
        sql`select concat_ws(':', (select max(id) from books),
                             (select n_tup_ins + n_tup_upd + n_tup_del from pg_stat_user_tables
                               where relid = 'books'::regclass)) as fingerprint`,
      );
      return row?.fingerprint ?? '';
    },

    /** About how many lots there are (pg_class.reltuples, refreshed by ANALYZE; cached a minute): sizes a sample. */
    async lotCount(): Promise<number> {
      if (!tableSize || Date.now() - tableSize.at > 60_000) {
        const [row] = await database.rows<{ n: number }>(
          sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'books'::regclass`,
        );
        tableSize = { lots: Number(row?.n ?? 0), at: Date.now() };
      }
      return tableSize.lots;
    },

    /**
     * The lowest and highest final price of a filter's matches, exactly, for sampled figures: each walks
     * books_final_price_id_idx from one end and stops at the first match, a few index entries when more
     * than 100,000 lots match.
     */
    extremes: (filter: Filter): Promise<{ min: number | null; max: number | null }> =>
      withFilter(database, filter, async (rows, { where }) => {
        const [row] = await rows<{ lo: unknown; hi: unknown }>(
          sql`select (select b.final_price from books b where ${where}
                       order by b.final_price asc nulls last, b.id asc nulls last limit 1) as lo,
                     (select b.final_price from books b where ${where}
                       order by b.final_price desc nulls first, b.id desc nulls first limit 1) as hi`,
        );
        const value = (raw: unknown) => (raw === null || raw === undefined ? null : Number(raw));
        return { min: value(row?.lo), max: value(row?.hi) };
      }),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
