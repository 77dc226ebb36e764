// Issue 18's part of `npm run bench` (ADR 0035): the price statistics of every search type, comparable
// sales and the searches in each sort order, over the 230,000-lot demo corpus on PGlite and PostgreSQL.
// The bare service calls in this process (statistics uncached: the first call of each query and warm
// rounds), then the HTTP calls against the built server as a subscriber (statistics cold, i.e. the first
// call of each query after the server started, then cached). Run by scripts/bench.mjs
// (`npx tsx server/bench/stats-bench.ts`); BENCH_BOOKS, BENCH_ROUNDS, BENCH_ENGINES as the search bench.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../src/db/client.ts';
import { createComparablesService } from '../src/features/price-statistics/comparables-service.ts';
import { createImageUrls } from '../src/features/books/image-urls.ts';
import { createSearches, type SearchInput } from '../src/features/search/searches.ts';
import { createPriceStatsService } from '../src/features/price-statistics/stats-service.ts';
import type { SearchSort } from '@raritet/contracts/archive';
import { BENCH_ADMIN, BENCH_CAPTCHA_CODE, subscriberToken } from './bench-users.ts';
import { keptAliveGet } from './http-client.ts';
import { pair, stats, timeEach, type Stats } from './measure.ts';
import { prepareCorpus } from './prepare.ts';
import { benchQueries, toUrl, type BenchQuery } from './queries.ts';
import { startBuiltServer, stopServer } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');
const COUNT = Number(process.env.BENCH_BOOKS ?? 230_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How many lots' comparable sales are timed (spread evenly over the archive). */
const COMPARABLE_LOTS = Number(process.env.BENCH_COMPARABLES ?? 200);
const PORT = 3292;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = BENCH_ADMIN;
const SUBSCRIBER = { email: 'bench-stats-subscriber@raritet.test', password: 'bench-stats-subscriber-secret' };
const CAPTCHA_CODE = BENCH_CAPTCHA_CODE;
const TYPES: SearchInput['type'][] = ['title', 'description', 'category', 'seller', 'priceRange'];
const SORTS: SearchSort[] = ['oldest', 'price_desc', 'price_asc', 'relevance'];
/** The issue's targets (p95, ms): statistics, the comparables' query, searches (as ADR 0010's). */
const TARGET = {
  stats: { pglite: 300, pg: 100 },
  comparables: { pglite: 150, pg: 50 },
  search: { pglite: 150, pg: 50 },
} as const;
const log = (line: string) => console.log(line);

type Engine = 'pglite' | 'pg';
type Queries = Record<SearchInput['type'], BenchQuery[]>;
const sortable = (type: SearchInput['type'], sort: SearchSort) =>
  sort !== 'relevance' || type === 'title' || type === 'description';
const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

/** Lot ids spread evenly over the archive, the same every run. */
async function sampleLots(database: Database): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `select id from books where id % greatest(1, (select count(*) from books) / $1) = 0 order by id limit $1`,
    [COMPARABLE_LOTS],
  );
  return rows.map((row) => row.id);
}

/** The services' own statements in this process: no HTTP, no access check, statistics uncached. */
async function measureBare(database: Database, queries: Queries, lots: number[]) {
  const billing = {
    searchAccess: async () => ({ kind: 'unsubscribed' }) as const,
    hasActiveSubscription: async () => true,
  };
  const imageUrls = createImageUrls('bench-secret');
  const search = createSearches({ database, billing, imageUrls });
  const figures = createPriceStatsService({ database, billing, search });
  const comparables = createComparablesService({ database, billing, stats: figures, imageUrls });
  const admin = { id: 0, role: 'Admin' } as unknown as Parameters<typeof comparables.forBook>[0];
  const result: {
    statsCold: Record<string, Stats>;
    stats: Record<string, Stats>;
    sampled: Record<string, number>;
    comparables?: Stats;
    sameCopy?: number;
    sorts: Record<string, Stats>;
  } = { statsCold: {}, stats: {}, sampled: {}, sorts: {} };
  for (const type of TYPES) {
    const cold: number[] = [];
    let sampled = 0;
    for (const { input } of queries[type]) {
      const started = performance.now();
      const answer = await figures.ofPlan(await search.plan(input));
      cold.push(performance.now() - started);
      if (answer.sampled) sampled++;
    }
    result.statsCold[type] = stats(cold);
    result.sampled[type] = sampled;
    result.stats[type] = await timeEach(queries[type], ROUNDS - 1, async ({ input }) =>
      figures.ofPlan(await search.plan(input)),
    );
    log(
      `  statistics ${type}: first call ${pair(result.statsCold[type])} ms, warm ${pair(result.stats[type])} ms` +
        ` (${sampled} of ${queries[type].length} sampled)`,
    );
  }
  let withSameCopy = 0;
  result.comparables = await timeEach(lots, ROUNDS, async (id) => {
    if ((await comparables.forBook(admin, id)).sameCopy.length > 0) withSameCopy++;
  });
  result.sameCopy = withSameCopy / (ROUNDS + 1);
  log(`  comparables: ${pair(result.comparables)} ms over ${lots.length} lots (${result.sameCopy} with a same copy)`);
  for (const sort of SORTS) {
    for (const type of TYPES) {
      if (!sortable(type, sort)) continue;
      const list = queries[type].map(({ label, input }) => ({ label, input: { ...input, sort } }));
      result.sorts[`${type} ${sort}`] = await timeEach(list, ROUNDS, async ({ input }) =>
        search.run(await search.plan(input), input),
      );
      log(`  search ${type} sort=${sort}: ${pair(result.sorts[`${type} ${sort}`]!)} ms`);
    }
  }
  return result;
}

/** The same through HTTP as a counted subscriber: statistics first cold (after start), then cached. */
async function measureHttp(queries: Queries, lots: number[]) {
  const get = keptAliveGet(BASE);
  const token = await subscriberToken(BASE, { admin: ADMIN, subscriber: SUBSCRIBER, captchaCode: CAPTCHA_CODE });
  const headers = { authorization: `Bearer ${token}` };
  const call = async (url: string) => {
    const { status } = await get(url, headers);
    if (status !== 200) throw new Error(`${url}: HTTP ${status}`);
  };
  const statsUrl = (input: SearchInput) => toUrl(input).replace(/\?/, '/stats?');
  const statsCold: Record<string, Stats> = {};
  const statsWarm: Record<string, Stats> = {};
  for (const type of TYPES) {
    const samples: number[] = [];
    for (const { input } of queries[type]) {
      const started = performance.now();
      await call(statsUrl(input));
      samples.push(performance.now() - started);
    }
    statsCold[type] = stats(samples);
  }
  for (const type of TYPES) {
    statsWarm[type] = await timeEach(queries[type], ROUNDS - 1, ({ input }) => call(statsUrl(input)));
    log(`  statistics ${type}: HTTP first ${pair(statsCold[type]!)} ms, cached ${pair(statsWarm[type])} ms`);
  }
  const comparables = await timeEach(lots, ROUNDS, (id) => call(`/api/books/${id}/comparables`));
  log(`  comparables: HTTP ${pair(comparables)} ms`);
  const sorts: Record<string, Stats> = {};
  for (const sort of SORTS) {
    for (const type of TYPES) {
      if (!sortable(type, sort)) continue;
      sorts[`${type} ${sort}`] = await timeEach(queries[type], ROUNDS, ({ input }) =>
        call(`${toUrl(input)}&sort=${sort}`),
      );
    }
  }
  return { statsCold, statsWarm, comparables, sorts };
}

async function benchEngine(engine: Engine) {
  const name = engine === 'pg' ? 'PostgreSQL' : 'PGlite';
  log(`\n${name}: preparing ${COUNT.toLocaleString('en')} lots`);
  const corpus = await prepareCorpus(engine, COUNT, log);
  if (!corpus) return;
  const database = await corpus.open();
  const queries = await benchQueries(database);
  const lots = await sampleLots(database);
  log('  bare service calls, in this process:');
  const bare = await measureBare(database, queries, lots);
  await database.close();

  log('  HTTP against the server (npm start):');
  const server = await startBuiltServer(PORT, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CAPTCHA_TEST_CODE: CAPTCHA_CODE,
    ...corpus.serverEnv,
  });
  let http: Awaited<ReturnType<typeof measureHttp>>;
  try {
    http = await measureHttp(queries, lots);
  } finally {
    await stopServer(server);
    await corpus.cleanup();
  }

  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  log(
    `\n${name}, ${COUNT.toLocaleString('en')} lots; ms as p50 / p95; ${ROUNDS} rounds; load average ${load}` +
      `\nprice statistics (target p95 < ${TARGET.stats[engine]} ms)`,
  );
  log(
    'type          queries  sampled  bare first     bare warm      HTTP first     HTTP cached    target met (first / cached)',
  );
  for (const type of TYPES) {
    const first = http.statsCold[type]!;
    const cached = http.statsWarm[type]!;
    log(
      [
        type.padEnd(13),
        String(queries[type].length).padStart(7),
        String(bare.sampled[type]).padStart(8),
        pair(bare.statsCold[type]!).padStart(13),
        pair(bare.stats[type]!).padStart(14),
        pair(first).padStart(14),
        pair(cached).padStart(14),
        `${yes(first.p95 < TARGET.stats[engine])} / ${yes(cached.p95 < TARGET.stats[engine])}`.padStart(16),
      ].join(' '),
    );
  }
  log(
    `comparable sales over ${lots.length} lots: bare ${pair(bare.comparables!)} ms, HTTP ${pair(http.comparables)} ms` +
      ` (target p95 < ${TARGET.comparables[engine]} ms: ${yes(bare.comparables!.p95 < TARGET.comparables[engine])});` +
      ` ${bare.sameCopy} of them with other sales of the same copy`,
  );
  log(`searches by sort (target p95 < ${TARGET.search[engine]} ms, as the newest-first searches)`);
  log('type          sort          bare SQL       HTTP call      target met');
  for (const sort of SORTS) {
    for (const type of TYPES) {
      if (!sortable(type, sort)) continue;
      const key = `${type} ${sort}`;
      log(
        [
          type.padEnd(13),
          sort.padEnd(12),
          pair(bare.sorts[key]!).padStart(13),
          pair(http.sorts[key]!).padStart(14),
          yes(http.sorts[key]!.p95 < TARGET.search[engine]).padStart(11),
        ].join(' '),
      );
    }
  }
}

const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('the server build failed');
const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);
