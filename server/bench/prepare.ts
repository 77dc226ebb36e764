import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { DEMO_MARKER_KEY as MARKER_KEY } from '@raritet/demo/seeding/marker';
import { seedDemoArchive } from '@raritet/demo/seeding/seed';
import { demoSeedingHost } from '../src/demo-mode/demo-mode.ts';
import {
  createBibliographicBackfill,
  restartBibliographicBackfill,
} from '../src/features/books/bibliographic-backfill.ts';

/** The demo corpus `npm start` loads (DEMO_SEED's default), so the bench measures what users get. */
const DEMO_SEED = 1;

export type Seeder = {
  name: string;
  seed(database: Database, count: number, log: (line: string) => void): Promise<void>;
};

export const demoSeeder: Seeder = {
  // The name is part of the cached corpus's key: it changes when the generator makes other lots (resold copies, issue 18).
  name: `demo corpus with resold copies and bibliographic records read, seed ${DEMO_SEED}`,
  async seed(database, count, log) {
    let next = 0;
    const result = await seedDemoArchive(demoSeedingHost(database), {
      count,
      seed: DEMO_SEED,
      onProgress: (progress) => {
        if (progress.phase === 'lots' && progress.loaded >= next) {
          log(`    ${progress.loaded.toLocaleString('en')} / ${progress.total.toLocaleString('en')} lots`);
          next += Math.ceil(progress.total / 10);
        } else if (progress.phase === 'indexes') log(`    index ${progress.index}`);
      },
    });
    if (result.outcome !== 'seeded') throw new Error(`the demo corpus was not seeded: ${result.outcome}`);
    log(`    seedDemoArchive: ${(result.milliseconds / 1000).toFixed(0)} s`);
  },
};

async function bookCount(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>('select count(*)::int as n from books');
  return row?.n ?? 0;
}

/** Statistics and the visibility map (index-only scans) as a freshly loaded database should have them. */
async function settle(database: Database) {
  // One statement at a time: VACUUM refuses to run inside the implicit transaction of a batch.
  for (const table of ['books', 'sellers', 'categories']) await database.exec(`vacuum analyze ${table}`);
  if (database.driver === 'pglite') await database.exec('checkpoint');
}

/**
 * The worker's pass that reads author, publisher, year and place out of each lot's description, run to its
 * end: a running archive has them (the pass fills a new archive within about twenty minutes), and the
 * searches rank and match on them, so a bench measuring before the pass measured an archive nobody uses.
 */
async function readBibliographicRecords(database: Database, log: (line: string) => void) {
  const started = performance.now();
  await restartBibliographicBackfill(database.db);
  const { filled } = await createBibliographicBackfill(database.db).run(Number.POSITIVE_INFINITY);
  log(
    `    bibliographic records read: ${filled.toLocaleString('en')} lots filled in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function fill(database: Database, count: number, seeder: Seeder, log: (line: string) => void) {
  const started = performance.now();
  log(`  seeding ${count.toLocaleString('en')} lots (${seeder.name})…`);
  await database.exec('truncate books, sellers, categories restart identity cascade');
  await database.query('delete from app_settings where key = $1', [MARKER_KEY]);
  await seeder.seed(database, count, log);
  await readBibliographicRecords(database, log);
  await settle(database);
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * A PGlite data directory holding `count` lots, made once and reused: DATA_DIR/db is where the server
 * looks for it. A marker file says the directory is complete.
 */
export async function preparePglite(dataDir: string, count: number, seeder: Seeder, log: (line: string) => void) {
  const marker = path.join(dataDir, 'bench-corpus.json');
  const wanted = JSON.stringify({ count, seeder: seeder.name });
  if (existsSync(marker) && (await readFile(marker, 'utf8')) === wanted) {
    // Still migrate: new migrations (indexes) apply to the cached corpus.
    const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrateDatabase(database);
    await database.close();
    log(`  reusing ${dataDir}`);
    return;
  }
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.join(dataDir, 'db'), { recursive: true });
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
  await migrateDatabase(database);
  await fill(database, count, seeder, log);
  await database.close();
  await writeFile(marker, wanted);
}

/**
 * The PostgreSQL database to measure: BENCH_DATABASE_URL as given, else `raritet_bench` on
 * TEST_DATABASE_URL's server (created when missing). Undefined when neither is set.
 */
export async function benchDatabaseUrl(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    const exists = await client.query(`select 1 from pg_database where datname = 'raritet_bench'`);
    if (exists.rowCount === 0) await client.query('create database raritet_bench');
  } finally {
    await client.end();
  }
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/raritet_bench';
  return url.toString();
}

/** Migrates the PostgreSQL database and fills it unless it already holds exactly `count` lots. */
export async function preparePg(url: string, count: number, seeder: Seeder, log: (line: string) => void) {
  const database = await openDatabase({ driver: 'pg', url, poolSize: 2 });
  try {
    await migrateDatabase(database);
    const [meta] = await database.query<{ comment: string | null }>(
      `select obj_description('books'::regclass) as comment`,
    );
    const wanted = JSON.stringify({ count, seeder: seeder.name });
    if ((await bookCount(database)) === count && meta?.comment === wanted) {
      log(`  reusing ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
      await database.exec('analyze books');
      return;
    }
    await fill(database, count, seeder, log);
    await database.query(`comment on table books is '${wanted.replaceAll("'", "''")}'`);
  } finally {
    await database.close();
  }
}

/** A bench's corpus on one engine, prepared: how to open it here, and how a server opens it. */
export type BenchCorpus = {
  /** Opens it in this process (close it before a server opens a PGlite one: one process's database). */
  open: () => Promise<Database>;
  /** The server's environment for it: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  serverEnv: Record<string, string>;
  /** Removes what this run made (PostgreSQL's scratch DATA_DIR). */
  cleanup: () => Promise<void>;
};

/**
 * The benches' corpus of `count` demo lots on `engine`, prepared (and cached: PGlite's under
 * bench-results/, git-ignored, PostgreSQL's at benchDatabaseUrl()); undefined, said in the log, when no
 * PostgreSQL is configured.
 */
export async function prepareCorpus(
  engine: 'pglite' | 'pg',
  count: number,
  log: (line: string) => void,
  { poolSize = 4 }: { poolSize?: number } = {},
): Promise<BenchCorpus | undefined> {
  if (engine === 'pglite') {
    const dataDir = path.resolve(import.meta.dirname, '../../bench-results', `pglite-${count}`);
    await preparePglite(dataDir, count, demoSeeder, log);
    return {
      open: () => openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') }),
      serverEnv: { DATA_DIR: dataDir },
      cleanup: async () => {},
    };
  }
  const url = await benchDatabaseUrl();
  if (!url) {
    log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL to measure it).');
    return undefined;
  }
  await preparePg(url, count, demoSeeder, log);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'raritet-bench-pg-'));
  return {
    open: () => openDatabase({ driver: 'pg', url, poolSize }),
    serverEnv: { DATA_DIR: scratch, DATABASE_URL: url },
    cleanup: () => rm(scratch, { recursive: true, force: true }),
  };
}
