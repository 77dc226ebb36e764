// Times migration 0020 (raritet_fold, the search vectors recomputed) on the cached bench corpus:
// `npx tsx server/bench/time-migration.ts [lots]` after search-bench.ts has prepared it. Each statement
// runs again (it is idempotent), inside a transaction that is rolled back, so the corpus stays as it was;
// MIGRATION_BENCH_DIR: a copy of bench-results to use instead (while a bench holds the original open).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';

const count = Number(process.argv[2] ?? 230_000);
const dataDir = path.resolve(
  process.env.MIGRATION_BENCH_DIR ?? path.resolve(import.meta.dirname, '../../bench-results'),
  `pglite-${count}`,
  'db',
);
const migration = await readFile(path.resolve(import.meta.dirname, '../drizzle/0020_old_spelling_fold.sql'), 'utf8');
const database = await openDatabase({ driver: 'pglite', dataDir });
const [row] = await database.query<{ n: number }>('select count(*)::int as n from books');
console.log(`migration 0020 on ${row?.n.toLocaleString('en')} lots (PGlite)`);
await database.exec('begin');
const started = performance.now();
for (const statement of migration.split('--> statement-breakpoint')) {
  const at = performance.now();
  await database.exec(statement);
  console.log(
    `  ${((performance.now() - at) / 1000).toFixed(1)} s  ${
      statement
        .replace(/^(--.*\n)*/m, '')
        .trim()
        .split('\n')[0]
    }`,
  );
}
console.log(`  total ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.exec('rollback');
await database.close();
