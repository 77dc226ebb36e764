// Per-query breakdown of the bench's searches on the prepared databases: the time of each statement the
// search runs, slowest first, with EXPLAIN ANALYZE of the slowest. For tuning; `npm run bench` is the
// measurement. Usage: npx tsx server/bench/explain.ts [pglite|pg] [type] [how many plans]
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSearches } from '../src/features/search/searches.ts';
import { createImageUrls } from '../src/features/books/image-urls.ts';
import { benchDatabaseUrl } from './prepare.ts';
import { benchQueries } from './queries.ts';

const [engine = 'pg', only, plans = '3'] = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.env.BENCH_BOOKS ?? 230_000);

async function open(): Promise<Database> {
  if (engine === 'pglite') {
    return openDatabase({ driver: 'pglite', dataDir: path.join(root, 'bench-results', `pglite-${count}`, 'db') });
  }
  const url = await benchDatabaseUrl();
  if (!url) throw new Error('set TEST_DATABASE_URL or BENCH_DATABASE_URL');
  return openDatabase({ driver: 'pg', url, poolSize: 1 });
}

const database = await open();
const dialect = new PgDialect();
// Every statement the search sends, with its time.
const statements: { sql: string; params: unknown[]; ms: number }[] = [];
const timed: Database = {
  ...database,
  query: async <T>(sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const rows = await database.query<T>(sql, params);
    statements.push({ sql, params, ms: performance.now() - started });
    return rows;
  },
  // The search's hot path renders Drizzle's `sql` once and runs it on the driver (client.ts `rows`).
  rows: async <T>(query: SQL) => {
    const started = performance.now();
    const rows = await database.rows<T>(query);
    const { sql, params } = dialect.sqlToQuery(query);
    statements.push({ sql, params, ms: performance.now() - started });
    return rows;
  },
};
const billing = { searchAccess: async () => ({ kind: 'unsubscribed' }) as const };
const search = createSearches({ database: timed, billing, imageUrls: createImageUrls('bench-secret') });
const queries = await benchQueries(database);
const results: { label: string; type: string; ms: number; steps: typeof statements }[] = [];
for (const [type, list] of Object.entries(queries)) {
  if (only && type !== only) continue;
  for (const { label, input } of list) {
    await search.run(await search.plan(input), input);
    statements.length = 0;
    const started = performance.now();
    const result = await search.run(await search.plan(input), input);
    results.push({
      label: `${label} → ${result.total}${result.estimate ? '~' : ''}`,
      type,
      ms: performance.now() - started,
      steps: [...statements],
    });
  }
}
results.sort((a, b) => b.ms - a.ms);
for (const { label, type, ms, steps } of results) {
  const kind = (sql: string) =>
    sql.startsWith('explain')
      ? 'estimate'
      : sql.includes('limit 1001')
        ? 'matches'
        : sql.includes('unnest')
          ? 'byIds'
          : sql.includes('sale_date desc nulls last, b.id desc nulls last limit $')
            ? 'page'
            : (/^\s*(\w+)/.exec(sql)?.[1] ?? '?');
  const parts = steps.map(
    (step) =>
      `${step.sql.includes('from (select b.id, b.sale_date, b.title') ? 'window' : kind(step.sql)} ${step.ms.toFixed(1)}`,
  );
  console.log(`${ms.toFixed(1).padStart(7)} ms  ${type.padEnd(11)} ${label}   [${parts.join(', ')}]`);
}
for (const { label, steps } of results.slice(0, Number(plans))) {
  console.log(`\n=== ${label}`);
  for (const step of steps) {
    if (step.sql.startsWith('explain')) continue;
    const plan = await database.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${step.sql}`, step.params);
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  }
}
await database.close();
