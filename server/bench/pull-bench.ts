// The sales-pull part of `npm run bench`: the built server pulls BENCH_PULL_LOTS sold lots (10,000 by
// default) from the built-in simulator over HTTP into a copy of the bench archive, first with no images,
// then with one image each, on PGlite and on PostgreSQL. Prints lots per second and the title search's
// p95 while the pull runs beside the idle p95. Run by scripts/bench.mjs (`npx tsx server/bench/pull-bench.ts`).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { openDatabase } from '../src/db/client.ts';
import { createSalesSimulator } from '@raritet/demo/simulator/simulator';
import { keptAliveGet } from './http-client.ts';
import { startBuiltServer, stopServer } from './server-process.ts';
import { ms, stats, type Stats } from './measure.ts';
import { benchDatabaseUrl, demoSeeder, preparePg, preparePglite } from './prepare.ts';
import { benchQueries, toUrl } from './queries.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ARCHIVE = Number(process.env.BENCH_BOOKS ?? 230_000);
const LOTS = Number(process.env.BENCH_PULL_LOTS ?? 10_000);
const PORT = 3292;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench-pull@raritet.test', password: 'bench-pull-secret' };
/** About 85% of the simulator's lots sell: the backlog that yields LOTS sold ones. */
const BACKLOG = Math.ceil(LOTS / 0.8);
const log = (line: string) => console.log(line);

/** The built server with this bench's administrator (and what the bench adds). */
const startServer = (env: Record<string, string>) =>
  startBuiltServer(PORT, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SALES_SOURCE: 'meshok',
    SALES_SOURCE_DELAY_MS: '0',
    ...env,
  });

async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Result = { lotsPerSecond: number; stored: number; seconds: number; idle: Stats; during: Stats };

/** One pull into the database the server is started on: idle searches, then searches while it runs. */
async function pullOnce(serverEnv: Record<string, string>, titleUrls: string[], imagesPerLot: number): Promise<Result> {
  const simulator = createSalesSimulator({
    seed: 3,
    backlog: BACKLOG,
    backlogHours: 72,
    lotsPerMinute: 0,
    archiveLots: ARCHIVE,
    imageStyle: 'plain',
    imagesPerLot,
  });
  const source = await simulator.start();
  const server = await startServer({ ...serverEnv, SALES_SOURCE_URL: source.url });
  try {
    const { token } = await call<{ token: string }>('POST', '/auth/login', undefined, ADMIN);
    // Paused first, so no scheduled pull starts before the idle figures are taken.
    await call('POST', '/bookupdateservice/pause', token);
    const get = keptAliveGet(BASE);
    const headers = { authorization: `Bearer ${token}` };
    const search = async (samples: number[], url: string) => {
      const started = performance.now();
      const answer = await get(url, headers);
      if (answer.status !== 200) throw new Error(`search ${url}: ${answer.status}`);
      samples.push(performance.now() - started);
    };
    for (const url of titleUrls) await search([], url);
    const idleSamples: number[] = [];
    for (let round = 0; round < 3; round++) for (const url of titleUrls) await search(idleSamples, url);

    const before = (await call<BookUpdateStatus>('GET', '/bookupdateservice/status', token)).processedCount;
    const started = performance.now();
    const askedAt = Date.now();
    await call('POST', '/bookupdateservice/runNow', token);
    const duringSamples: number[] = [];
    const ended = (status: BookUpdateStatus) =>
      !status.isRunningNow && status.lastRunTimeUtc !== null && Date.parse(status.lastRunTimeUtc) >= askedAt;
    let status = await call<BookUpdateStatus>('GET', '/bookupdateservice/status', token);
    // Searches all the while, one after another as a user pages, until the run has ended.
    while (!ended(status)) {
      for (const url of titleUrls) await search(duringSamples, url);
      status = await call<BookUpdateStatus>('GET', '/bookupdateservice/status', token);
    }
    const seconds = (performance.now() - started) / 1000;
    const stored = status.processedCount - before;
    return { lotsPerSecond: stored / seconds, stored, seconds, idle: stats(idleSamples), during: stats(duringSamples) };
  } finally {
    await stopServer(server);
    await source.close();
  }
}

function report(engine: string, images: number, result: Result) {
  log(
    `  ${engine}, ${images === 0 ? 'no images' : '1 image each'}: ${result.stored} lots in ${result.seconds.toFixed(1)} s = ` +
      `${result.lotsPerSecond.toFixed(1)} lots/s; title search p50/p95 idle ${ms(result.idle.p50)} / ${ms(result.idle.p95)} ms, ` +
      `during the pull ${ms(result.during.p50)} / ${ms(result.during.p95)} ms (n=${result.during.n})`,
  );
}

async function titleUrlsOf(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  return (await benchQueries(database)).title.map(({ input }) => toUrl(input));
}

log(
  `\nSales pull: ${LOTS} sold lots from the simulator into a ${ARCHIVE.toLocaleString('en')}-lot archive (one call at a time, no delay)`,
);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',');

if (engines.includes('pglite')) {
  const prepared = path.join(root, 'bench-results', `pglite-${ARCHIVE}`);
  await preparePglite(prepared, ARCHIVE, demoSeeder, log);
  const reading = await openDatabase({ driver: 'pglite', dataDir: path.join(prepared, 'db') });
  const titleUrls = await titleUrlsOf(reading);
  await reading.close();
  for (const images of [0, 1]) {
    // A copy per pull: the prepared archive stays as the search bench expects it.
    const copy = await mkdtemp(path.join(os.tmpdir(), 'raritet-pull-'));
    await cp(prepared, copy, { recursive: true });
    try {
      report('PGlite', images, await pullOnce({ DATA_DIR: copy }, titleUrls, images));
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }
}

const pgUrl = engines.includes('pg') ? await benchDatabaseUrl() : undefined;
if (pgUrl) {
  await preparePg(pgUrl, ARCHIVE, demoSeeder, log);
  const reading = await openDatabase({ driver: 'pg', url: pgUrl, poolSize: 1 });
  const titleUrls = await titleUrlsOf(reading);
  await reading.close();
  const admin = new pg.Client({ connectionString: pgUrl.replace(/\/raritet_bench$/, '/postgres') });
  await admin.connect();
  try {
    for (const images of [0, 1]) {
      await admin.query('drop database if exists raritet_pull_bench');
      await admin.query('create database raritet_pull_bench template raritet_bench');
      const copyUrl = pgUrl.replace(/\/raritet_bench$/, '/raritet_pull_bench');
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-pull-pg-'));
      try {
        report('PostgreSQL', images, await pullOnce({ DATABASE_URL: copyUrl, DATA_DIR: dataDir }, titleUrls, images));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    await admin.query('drop database if exists raritet_pull_bench');
  } finally {
    await admin.end();
  }
} else if (engines.includes('pg')) {
  log('  PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
}
