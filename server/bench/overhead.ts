// Where the time of one search call goes, beyond its SQL: the app built in this process on a real port,
// a subscriber searching with fetch, each stage timed (session user, access check, search + history,
// serialisation, the rest of HTTP). For tuning; `npm run bench` is the measurement.
// Usage: npx tsx server/bench/overhead.ts [pglite|pg] — PGlite in memory, or a scratch PostgreSQL
// database `raritet_overhead` on TEST_DATABASE_URL's server; OVERHEAD_BOOKS lots (default 5,000).
// OVERHEAD_URL: an already seeded PostgreSQL database instead (e.g. the bench's raritet_bench);
// OVERHEAD_TYPES=title,description: only those search types; OVERHEAD_ADMIN=1: search as an
// administrator (no access check). Ends with the queries whose HTTP time exceeds their SQL the most.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, createServices } from '../src/app.ts';
import { createMemoryJobs } from '../test/fakes/memory-queue.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { keptAliveGet } from './http-client.ts';
import { ms, pair, stats } from './measure.ts';
import { demoSeeder } from './prepare.ts';
import { benchQueries, toUrl } from './queries.ts';

const engine = process.argv[2] === 'pg' ? 'pg' : 'pglite';
const COUNT = Number(process.env.OVERHEAD_BOOKS ?? 5000);
const ROUNDS = Number(process.env.OVERHEAD_ROUNDS ?? 5);

/** OVERHEAD_URL: measure an existing, seeded database (e.g. the bench's 230,000 lots) instead. */
const EXISTING = process.env.OVERHEAD_URL;
const TYPES = process.env.OVERHEAD_TYPES?.split(',');

async function open(): Promise<Database> {
  if (EXISTING) return openDatabase({ driver: 'pg', url: EXISTING, poolSize: 4 });
  if (engine === 'pglite') return openDatabase({ driver: 'pglite' });
  if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL');
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('drop database if exists raritet_overhead with (force)');
  await admin.query('create database raritet_overhead');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/raritet_overhead';
  return openDatabase({ driver: 'pg', url: url.toString() });
}

function add(into: Map<string, number[]>, label: string, value: number) {
  const list = into.get(label) ?? [];
  list.push(value);
  into.set(label, list);
}

/** Wraps `object[name]` so every call's time is added to `into[label]`. */
function timeMethod<T extends object>(object: T, name: keyof T & string, into: Map<string, number[]>, label: string) {
  const original = object[name] as unknown as (...args: unknown[]) => Promise<unknown>;
  if (typeof original !== 'function') return;
  (object as Record<string, unknown>)[name] = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await original.apply(object, args);
    } finally {
      add(into, label, performance.now() - started);
    }
  };
}

const database = await open();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-overhead-'));
try {
  if (!EXISTING) {
    await migrateDatabase(database);
    await demoSeeder.seed(database, COUNT, () => {});
    await database.exec('analyze');
  }
  const config = parseConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_SCALE: '1000',
    DEMO_BOOKS: '0',
  });
  const services = createServices({
    config,
    database,
    jwtSecret: 'overhead-secret-that-is-long-enough-012345',
    settingsKey: 'overhead-settings-key-that-is-long-enough-0',
    jobs: createMemoryJobs().queue,
  });
  const samples = new Map<string, number[]>();
  timeMethod(services.auth, 'userFromToken', samples, 'session user');
  for (const name of Object.keys(services.billing) as (keyof typeof services.billing)[]) {
    if (/Subscription|Search|searchAccess/i.test(name)) timeMethod(services.billing, name, samples, `billing.${name}`);
  }
  timeMethod(services.search, 'search', samples, 'search service (access + search + history)');
  const app = await buildApp({ config, database, services, logger: false });
  // Server side: request received → handler returned, and → response sent (serialisation and write).
  const marks = new WeakMap<object, { start: number; payload?: number }>();
  app.addHook('onRequest', async (request) => void marks.set(request, { start: performance.now() }));
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const mark = marks.get(request);
    if (mark) mark.payload = performance.now();
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const mark = marks.get(request);
    if (!mark?.payload) return;
    const end = performance.now();
    add(samples, 'server: received → handler done', mark.payload - mark.start);
    add(samples, 'server: serialise + send', end - mark.payload);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = keptAliveGet(base);

  const plan = await services.billing.createPlan({
    name: 'Overhead',
    price: 10,
    monthlyRequestLimit: 1_000_000,
    isActive: true,
  });
  const registered = await services.auth.ensureAdmin('overhead@raritet.test', 'overhead-secret');
  // OVERHEAD_ADMIN=1: search as an administrator, whose searches skip the access check's statement.
  const role = process.env.OVERHEAD_ADMIN ? 'Admin' : 'User';
  await database.query(`update users set role = $2 where id = $1`, [registered.id, role]);
  await services.billing.assignPlan(registered.id, { planId: plan.id, autoRenew: false });
  const { token } = await services.auth.login({ email: 'overhead@raritet.test', password: 'overhead-secret' });
  const headers = { authorization: `Bearer ${token}` };

  const queries = await benchQueries(database);
  const all = Object.entries(queries)
    .filter(([type]) => !TYPES || TYPES.includes(type))
    .flatMap(([, list]) => list);
  const bare: number[] = [];
  /** HTTP minus SQL time of each query, to find the ones whose overhead is out of line. */
  const perQuery = new Map<string, number[]>();
  const http: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    if (round === 1) samples.clear(); // round 0 warms up
    for (const { input, label } of all) {
      let started = performance.now();
      await services.search.run(await services.search.plan(input), input);
      const sqlTime = performance.now() - started;
      if (round > 0) bare.push(sqlTime);
      started = performance.now();
      const { status } = await get(toUrl(input), headers);
      if (status !== 200) throw new Error(`HTTP ${status} for ${toUrl(input)}`);
      const httpTime = performance.now() - started;
      if (round > 0) {
        http.push(httpTime);
        add(perQuery, `${input.type} ${label}`, httpTime - sqlTime);
      }
    }
  }
  await app.close();
  const line = (label: string, values: number[]) => {
    const s = stats(values);
    console.log(`${label.padEnd(48)} mean ${ms(s.mean).padStart(6)}  p50/p95 ${pair(s).padStart(13)}  n=${s.n}`);
  };
  console.log(`\n${engine}, ${COUNT} lots, ${all.length} queries × ${ROUNDS} rounds (ms)`);
  line('HTTP call', http);
  line('bare search (plan + run)', bare);
  for (const [label, values] of samples) line(label, values);
  console.log(`overhead: +${ms(stats(http).mean - stats(bare).mean)} ms mean; the largest, by query (median):`);
  const worst = [...perQuery].map(([label, values]) => [label, stats(values).p50] as const).sort((a, b) => b[1] - a[1]);
  for (const [label, value] of worst.slice(0, 12)) console.log(`  +${ms(value)} ms  ${label}`);
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
