// The archive part of `npm run bench`: every search type, warm, over a 230,000-lot corpus, on PGlite
// and on PostgreSQL; the whole HTTP call against the real server next to the bare SQL on the same
// database and the naive LIKE baseline. Run by scripts/bench.mjs (`npx tsx server/bench/search-bench.ts`).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/client.ts';
import { createSearches, type SearchInput } from '../src/features/search/searches.ts';
import { createImageUrls } from '../src/features/books/image-urls.ts';
import { naiveSearch } from './baseline.ts';
import { BENCH_ADMIN, BENCH_CAPTCHA_CODE, subscriberToken } from './bench-users.ts';
import { keptAliveGet } from './http-client.ts';
import { startBuiltServer, stopServer } from './server-process.ts';
import { ms, pair, stats, timeEach, type Stats } from './measure.ts';
import { prepareCorpus } from './prepare.ts';
import { benchQueries, toUrl, type BenchQuery } from './queries.ts';

const root = path.resolve(import.meta.dirname, '../..');
const COUNT = Number(process.env.BENCH_BOOKS ?? 230_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_PORT: another checkout benching on the same machine keeps its own port.
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = BENCH_ADMIN;
const SUBSCRIBER = { email: 'bench-subscriber@raritet.test', password: 'bench-subscriber-secret' };
const CAPTCHA_CODE = BENCH_CAPTCHA_CODE;
const TYPES: SearchInput['type'][] = ['title', 'description', 'category', 'seller', 'priceRange'];
const TARGET_P95 = { pglite: 150, pg: 50 } as const;
const log = (line: string) => console.log(line);

type Engine = keyof typeof TARGET_P95;
type Row = { type: SearchInput['type']; queries: number; http: Stats; sql: Stats; naive: Stats };

/** Bare SQL: the search service's own queries (no access check, history or HTTP), in this process. */
async function measureSql(database: Database, queries: Record<string, BenchQuery[]>) {
  const billing = { searchAccess: async () => ({ kind: 'unsubscribed' }) as const };
  const search = createSearches({ database, billing, imageUrls: createImageUrls('bench-secret') });
  const sql: Record<string, Stats> = {};
  const naive: Record<string, Stats> = {};
  // Warm as the HTTP side is (measureHttp): every query once before any type is timed.
  for (const type of TYPES) for (const { input } of queries[type]!) await search.run(await search.plan(input), input);
  for (const type of TYPES) {
    const list = queries[type]!;
    sql[type] = await timeEach(list, ROUNDS, async ({ input }) => search.run(await search.plan(input), input));
    // One round is enough for full scans; one warm-up query fills the cache.
    await naiveSearch(database, list[0]!.input);
    const samples: number[] = [];
    for (const { input } of list) {
      const started = performance.now();
      await naiveSearch(database, input);
      samples.push(performance.now() - started);
    }
    naive[type] = stats(samples);
    log(`  ${type}: SQL ${pair(sql[type])} ms, naive ${pair(naive[type])} ms`);
  }
  return { sql, naive };
}

/** The built server with this bench's administrator (and what the bench adds). */
const startServer = (env: Record<string, string>) =>
  startBuiltServer(PORT, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CAPTCHA_TEST_CODE: CAPTCHA_CODE,
    ...env,
  });

/** The whole HTTP call as the web app makes it, as a subscriber whose searches are counted. */
async function measureHttp(queries: Record<string, BenchQuery[]>) {
  const get = keptAliveGet(BASE);
  const token = await subscriberToken(BASE, { admin: ADMIN, subscriber: SUBSCRIBER, captchaCode: CAPTCHA_CODE });
  const headers = { authorization: `Bearer ${token}` };
  const search = async (type: string, { input, label }: BenchQuery) => {
    const { status, json } = await get(toUrl(input), headers);
    if (status !== 200) throw new Error(`${type} "${label}": HTTP ${status}`);
    const remaining = (json as { remainingRequests?: number | null }).remainingRequests;
    if (typeof remaining !== 'number') throw new Error('the bench user is not a counted subscriber');
  };
  // Warm: every query once and a thousand pings, so no type is timed while the server's and the
  // client's code is still being compiled (the first type would otherwise pay for it).
  for (const type of TYPES) for (const query of queries[type]!) await search(type, query);
  for (let ping = 0; ping < 1000; ping++) await get('/healthz');
  // The floor: a round trip to a route that does nothing (no database, no auth), with the same client.
  const pings = Array.from({ length: 200 }, (_, index) => index);
  const floor = await timeEach(pings, ROUNDS, () => get('/healthz'));
  log(`  HTTP floor (GET /healthz): ${pair(floor)} ms`);
  const timed: Record<string, Stats> = {};
  for (const type of TYPES) {
    timed[type] = await timeEach(queries[type]!, ROUNDS, (query) => search(type, query));
    log(`  ${type}: HTTP ${pair(timed[type])} ms`);
  }
  return { http: timed, floor };
}

function report(engine: Engine, version: string, rows: Row[], floor: Stats) {
  const check = (ok: boolean) => (ok ? 'yes' : 'NO');
  const name = engine === 'pg' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${name} (${version}), ${COUNT.toLocaleString('en')} lots; ms as p50 / p95 over ${ROUNDS} warm rounds of each ` +
      `query set; HTTP calls as a counted subscriber; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  console.log(
    'type          queries   HTTP call      bare SQL     HTTP overhead   naive (LIKE)   faster   ' +
      `p95<${TARGET_P95[engine]}  overhead<25%  ≥10× naive`,
  );
  for (const { type, queries, http, sql, naive } of rows) {
    // Overhead: the extra time of the whole call over its SQL, summed over all calls (means).
    const overhead = http.mean / sql.mean - 1;
    // Speed-up: the naive search's time over the HTTP call's, at the median and at the 95th percentile.
    const faster = Math.min(naive.p50 / http.p50, naive.p95 / http.p95);
    const textSearch = type === 'title' || type === 'description';
    console.log(
      [
        type.padEnd(13),
        String(queries).padStart(7),
        pair(http).padStart(12),
        pair(sql).padStart(12),
        `${overhead >= 0 ? '+' : ''}${(overhead * 100).toFixed(0)}% (+${ms(http.mean - sql.mean)} ms)`.padStart(16),
        pair(naive).padStart(14),
        `${faster.toFixed(0)}×`.padStart(8),
        check(http.p95 < TARGET_P95[engine]).padStart(7),
        check(overhead < 0.25).padStart(13),
        (textSearch ? check(faster >= 10) : `(${check(faster >= 10)})`).padStart(11),
      ].join(' '),
    );
  }
  const serverWork = rows.map(({ http, sql }) => `${ms(http.mean - sql.mean - floor.mean)}`).join(', ');
  console.log(
    `  HTTP floor (GET /healthz, no database): ${pair(floor)} ms; the overhead minus the floor's mean, ` +
      `i.e. the server's own work beyond the SQL (auth, access check, validation, JSON): ${serverWork} ms`,
  );
  console.log(
    '  overhead = mean HTTP time / mean SQL time − 1; faster = the lower of the p50 and p95 ratios; the naive ' +
      'baseline is LIKE for title and description (the target), exact count + page for the others (shown in brackets).',
  );
}

async function benchEngine(engine: Engine) {
  log(`\n${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}: preparing ${COUNT.toLocaleString('en')} lots`);
  // Cached between runs (bench-results/ is git-ignored, PostgreSQL's database keeps its lots).
  const corpus = await prepareCorpus(engine, COUNT, log);
  if (!corpus) return;

  const database = await corpus.open();
  const [{ version }] = (await database.query<{ version: string }>('select version()')) as [{ version: string }];
  const queries = await benchQueries(database);
  log('  bare SQL and naive baseline, in this process:');
  const { sql, naive } = await measureSql(database, queries);
  // PGlite is one process's database: close it before the server opens it.
  await database.close();

  log('  HTTP against the server (npm start):');
  const server = await startServer(corpus.serverEnv);
  try {
    const { http, floor } = await measureHttp(queries);
    const short = version
      .replace(/ on .*/, '')
      .replace(/\s*\(.*?\)\s*/, ' ')
      .trim();
    report(
      engine,
      engine === 'pglite' ? (/\(PGlite [^)]+\)/.exec(version)?.[0].slice(1, -1) ?? short) : short,
      TYPES.map((type) => ({
        type,
        queries: queries[type].length,
        http: http[type]!,
        sql: sql[type]!,
        naive: naive[type]!,
      })),
      floor,
    );
  } finally {
    await stopServer(server);
    await corpus.cleanup();
  }
}

const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('the server build failed');
const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);
