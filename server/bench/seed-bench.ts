// Seeds the demo archive into a fresh database and prints how long each part took.
//   npx tsx server/bench/seed-bench.ts [pglite|pg|both] [count]
// PostgreSQL: TEST_DATABASE_URL (or postgres://postgres@127.0.0.1:5432/postgres) is used to create
// and drop a throwaway database. `measureSeeding` is what `npm run bench` calls.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemoArchive, type SeedProgress } from '@raritet/demo/seeding/seed';
import { demoSeedingHost } from '../src/demo-mode/demo-mode.ts';
import type { IndexStrategy } from '../src/features/books/service.ts';

export type SeedMeasurement = {
  driver: 'pglite' | 'pg';
  count: number;
  /** Lots in (generation + insert), indexes, total; milliseconds. */
  lotsMs: number;
  indexesMs: number;
  totalMs: number;
  /** The longest time the event loop was held by one step (what a request could wait). */
  longestStallMs: number;
};

async function withFreshDatabase<T>(driver: 'pglite' | 'pg', work: (database: Database) => Promise<T>): Promise<T> {
  if (driver === 'pglite') {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-seed-bench-'));
    const database = await openDatabase({ driver: 'pglite', dataDir: dir });
    try {
      await migrateDatabase(database);
      return await work(database);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `raritet_seed_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'pg', url: url.toString() });
  try {
    await migrateDatabase(database);
    return await work(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function measureSeeding(
  driver: 'pglite' | 'pg',
  count = 230_000,
  log = console.log,
  indexStrategy?: IndexStrategy,
): Promise<SeedMeasurement> {
  return withFreshDatabase(driver, async (database) => {
    let longestStallMs = 0;
    let last = performance.now();
    const stallTimer = setInterval(() => {
      const now = performance.now();
      longestStallMs = Math.max(longestStallMs, now - last - 10);
      last = now;
    }, 10);
    const started = performance.now();
    let lotsDone = started;
    let reported = -1;
    const onProgress = (progress: SeedProgress) => {
      if (progress.phase === 'lots') {
        const tenth = Math.floor((progress.loaded / progress.total) * 10);
        if (tenth > reported) {
          reported = tenth;
          log(
            `  ${driver}: ${progress.loaded} / ${progress.total} lots, ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
        }
        if (progress.loaded === progress.total) lotsDone = performance.now();
      } else if (progress.phase === 'indexes') {
        log(`  ${driver}: index ${progress.index}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
    };
    await seedDemoArchive(demoSeedingHost(database), { count, seed: 1, onProgress, indexStrategy });
    const finished = performance.now();
    clearInterval(stallTimer);
    return {
      driver,
      count,
      lotsMs: Math.round(lotsDone - started),
      indexesMs: Math.round(finished - lotsDone),
      totalMs: Math.round(finished - started),
      longestStallMs: Math.round(longestStallMs),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'both';
  const count = Number(process.argv[3] ?? 230_000);
  for (const driver of which === 'both' ? (['pglite', 'pg'] as const) : [which as 'pglite' | 'pg']) {
    const result = await measureSeeding(driver, count, console.log, process.argv[4] as IndexStrategy | undefined);
    console.log(
      `seed ${result.count} lots on ${driver}: ${(result.totalMs / 1000).toFixed(1)} s ` +
        `(lots ${(result.lotsMs / 1000).toFixed(1)} s, indexes + analyze ${(result.indexesMs / 1000).toFixed(1)} s; ` +
        `longest event-loop stall ${result.longestStallMs} ms)`,
    );
  }
}
