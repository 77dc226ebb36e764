// The archive transfer part of `npm run bench` (issue 16): export and import of the demo archive without
// images at 23,000 and 230,000 lots (BENCH_TRANSFER_SIZES, comma-separated), on PGlite and on PostgreSQL
// (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set; BENCH_ENGINES=pglite,pg picks). Each measurement
// runs in a process of its own (archive-transfer-child.ts) so that the peak memory printed beside it
// (maxRSS, its V8 heap capped at 256 MB) is that measurement's alone: export (read and write the package), import into an empty archive
// (the runner's job: the file's check, then every record in one transaction), and the same file imported
// again (nothing to change). Targets: export under 30 s, import under 60 s, memory not growing with the
// archive. The seeded corpora are cached in bench-results/ (PGlite) and raritet_transfer_bench_* (PostgreSQL).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenDatabaseOptions } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { demoSeeder, preparePg, preparePglite } from './prepare.ts';

const SIZES = (process.env.BENCH_TRANSFER_SIZES ?? '23000,230000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',');
const root = path.resolve(import.meta.dirname, '..', '..');
const child = path.join(import.meta.dirname, 'archive-transfer-child.ts');
const log = (line: string) => console.log(line);
/** V8's old-space limit in each measurement's process (MB). */
const HEAP_MB = 256;

type Measurement = { ms: number; maxRssMb: number; bytes?: number; message?: string };

function measure(op: 'export' | 'import', database: OpenDatabaseOptions, file: string): Measurement {
  // The heap capped as a production process would run: left alone, V8 grows its heap lazily, so a longer
  // run shows a higher peak without needing it (the export's peak went from 265 to 353 MB uncapped).
  const args = [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', child, JSON.stringify({ op, database, file })];
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`${op} failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(line) as Measurement;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (label: string, m: Measurement, target?: number) =>
  `    ${label.padEnd(26)} ${seconds(m.ms).padStart(8)}   peak RSS ${String(m.maxRssMb).padStart(4)} MB` +
  (target ? `   (target < ${target} s${m.ms > target * 1000 ? ', MISSED' : ''})` : '');

/** A PostgreSQL database on the bench server: created when missing, or dropped and created again. */
async function pgDatabase(baseUrl: string, name: string, fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrated(options: OpenDatabaseOptions) {
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

async function benchEngine(engine: 'pglite' | 'pg', scratch: string) {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (engine === 'pg' && !baseUrl) {
    log('  PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
    return;
  }
  log(`  ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}`);
  // An empty migrated PGlite directory, copied for each import into an empty archive.
  const emptyPglite = path.join(scratch, 'empty-pglite');
  if (engine === 'pglite') await migrated({ driver: 'pglite', dataDir: emptyPglite });
  for (const size of SIZES) {
    let source: OpenDatabaseOptions;
    if (engine === 'pglite') {
      const dataDir = path.join(root, 'bench-results', `pglite-${size}`);
      await preparePglite(dataDir, size, demoSeeder, (text) => log(`  ${text}`));
      source = { driver: 'pglite', dataDir: path.join(dataDir, 'db') };
    } else {
      const url = await pgDatabase(baseUrl!, `raritet_transfer_bench_${size}`, false);
      await preparePg(url, size, demoSeeder, (text) => log(`  ${text}`));
      source = { driver: 'pg', url };
    }
    let target: OpenDatabaseOptions;
    if (engine === 'pglite') {
      const dataDir = path.join(scratch, `target-${size}`);
      await cp(emptyPglite, dataDir, { recursive: true });
      target = { driver: 'pglite', dataDir };
    } else {
      const url = await pgDatabase(baseUrl!, 'raritet_transfer_bench_target', true);
      await migrated({ driver: 'pg', url });
      target = { driver: 'pg', url };
    }
    const file = path.join(scratch, `archive-${engine}-${size}.zip`);
    log(`   ${size.toLocaleString('en')} lots`);
    const exported = measure('export', source, file);
    log(`${line('export', exported, 30)}   ${(exported.bytes! / 1024 / 1024).toFixed(0)} MB file`);
    log(line('import into an empty one', measure('import', target, file), 60));
    log(line('import again (unchanged)', measure('import', target, file)));
    await rm(file, { force: true });
    if (target.driver === 'pglite' && target.dataDir) await rm(target.dataDir, { recursive: true, force: true });
  }
}

log('Archive transfer: export and import of the demo archive without images (each in its own process)');
const scratch = await mkdtemp(path.join(os.tmpdir(), 'raritet-transfer-bench-'));
try {
  await mkdir(path.join(root, 'bench-results'), { recursive: true });
  for (const engine of ENGINES) await benchEngine(engine as 'pglite' | 'pg', scratch);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
