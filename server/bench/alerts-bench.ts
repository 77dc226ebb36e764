// The alerts part of `npm run bench`: matching BENCH_ALERT_LOTS new lots (1,000 by default) against
// 1,000, 10,000 and 100,000 enabled preferences (BENCH_ALERT_PREFERENCES, comma-separated), on PGlite
// and on PostgreSQL (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set). The lots are the demo corpus's;
// the preferences' keywords are phrases taken from other demo titles and authors (so some match and most
// do not, as in life), a fifth of them exact phrases, a tenth bounded by category and price. Each figure
// is one whole match run (the service's own code: read the preferences, match in SQL, write the rows),
// the median of three. Run by scripts/bench.mjs (`npx tsx server/bench/alerts-bench.ts`).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createLotMatcher } from '../src/features/search/lot-matcher.ts';
import { createDeliveriesRepository } from '../src/features/notifications/deliveries-repository.ts';
import { createMatching } from '../src/features/notifications/matching.ts';
import { createPreferencesRepository } from '../src/features/notifications/preferences-repository.ts';
import { demoSeeder } from './prepare.ts';

const LOTS = Number(process.env.BENCH_ALERT_LOTS ?? 1000);
const PREFERENCE_COUNTS = (process.env.BENCH_ALERT_PREFERENCES ?? '1000,10000,100000').split(',').map(Number);
/** The corpus the keywords are drawn from; the newest LOTS of it are the "new" lots. */
const CORPUS = Math.max(LOTS * 5, 5000);
const log = (line: string) => console.log(line);

/** A deterministic pseudo-random sequence (the same preferences on both engines). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function seedPreferences(database: Database, count: number) {
  await database.exec('truncate notifications, notification_preferences restart identity cascade');
  await database.exec(`delete from users where email like 'alerts-bench-%'`);
  const users = Math.ceil(count / 50);
  await database.query(
    `insert into users (email, password_hash) select 'alerts-bench-' || i || '@raritet.test', 'x' from generate_series(1, $1) as i`,
    [users],
  );
  const userIds = (
    await database.query<{ id: number }>(`select id from users where email like 'alerts-bench-%' order by id`)
  ).map((row) => row.id);
  const titles = await database.query<{ title: string; author: string | null; category_id: number }>(
    'select title, author, category_id from books order by id',
  );
  const next = random(7);
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i += 1) {
    const source = titles[Math.floor(next() * titles.length)]!;
    const words = (next() < 0.3 && source.author ? source.author : source.title)
      .split(/[^\p{L}]+/u)
      .filter((word) => word.length > 3);
    const start = Math.floor(next() * Math.max(1, words.length - 1));
    const keywords = words.slice(start, start + 1 + Math.floor(next() * 2)).join(' ') || 'книга';
    const bounded = next() < 0.1;
    rows.push([
      userIds[Math.floor(i / 50)],
      next() < 0.3 ? `${keywords}, ${words[0] ?? 'альбом'}` : keywords,
      next() < 0.2,
      bounded ? `{${source.category_id}}` : '{}',
      bounded ? 100 : null,
      bounded ? 100_000 : null,
    ]);
  }
  for (let start = 0; start < rows.length; start += 5000) {
    const slice = rows.slice(start, start + 5000);
    await database.query(
      // Made long ago, so the demo corpus's sales are all after them (ADR 0047's first bound).
      `insert into notification_preferences (user_id, keywords, is_exact_match, category_ids, min_price, max_price, created_at)
       select u, k, e, c::int[], mn, mx, timestamptz '2000-01-01'
         from unnest($1::int[], $2::text[], $3::bool[], $4::text[], $5::int[], $6::int[]) as t(u, k, e, c, mn, mx)`,
      [
        slice.map((row) => row[0]),
        slice.map((row) => row[1]),
        slice.map((row) => row[2]),
        slice.map((row) => row[3]),
        slice.map((row) => row[4]),
        slice.map((row) => row[5]),
      ],
    );
  }
}

async function measure(database: Database, engine: string) {
  const [{ max } = { max: 0 }] = await database.query<{ max: number }>('select max(id)::int as max from books');
  const matching = createMatching({
    database,
    lots: createLotMatcher(database),
    preferences: createPreferencesRepository(database.db),
    deliveries: createDeliveriesRepository(database.db),
    // The demo corpus's sales go back years: a window over all of them keeps every lot a candidate, as
    // a live pull's lots are (the sale-date test is one comparison per candidate).
    maxSaleAgeDays: 365_000,
  });
  for (const count of PREFERENCE_COUNTS) {
    await seedPreferences(database, count);
    await database.exec('analyze notification_preferences');
    const times: number[] = [];
    let created = 0;
    for (let round = 0; round < 3; round += 1) {
      await database.exec('truncate notifications');
      await database.query('update notification_match_state set matched_through_id = $1, pending_ids = $2', [
        max - LOTS,
        [],
      ]);
      const started = performance.now();
      const result = await matching.run();
      times.push(performance.now() - started);
      created = result.created;
      if (result.lots !== LOTS) throw new Error(`matched ${result.lots} lots, expected ${LOTS}`);
    }
    times.sort((a, b) => a - b);
    log(
      `  ${engine}: ${LOTS.toLocaleString('en')} new lots × ${count.toLocaleString('en')} preferences: ${(times[1]! / 1000).toFixed(2)} s (median of 3; ${created.toLocaleString('en')} notifications written)`,
    );
  }
}

async function prepare(database: Database) {
  await migrateDatabase(database);
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('select count(*)::int as n from books');
  if (n !== CORPUS) {
    await database.exec('truncate books, sellers, categories restart identity cascade');
    await database.query(`delete from app_settings where key like 'demo%'`);
    await demoSeeder.seed(database, CORPUS, () => {});
    await database.exec('analyze books');
  }
}

log(
  `Alerts: matching ${LOTS.toLocaleString('en')} new lots against enabled preferences (a ${CORPUS.toLocaleString('en')}-lot demo corpus)`,
);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-alerts-bench-'));
try {
  const pglite = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await prepare(pglite);
    await measure(pglite, 'PGlite');
  } finally {
    await pglite.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (baseUrl) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = await admin.query(`select 1 from pg_database where datname = 'raritet_alerts_bench'`);
  if (exists.rowCount === 0) await admin.query('create database raritet_alerts_bench');
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/raritet_alerts_bench';
  const postgres = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 2 });
  try {
    await prepare(postgres);
    await measure(postgres, 'PostgreSQL');
  } finally {
    await postgres.close();
  }
} else {
  log('  PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
}
