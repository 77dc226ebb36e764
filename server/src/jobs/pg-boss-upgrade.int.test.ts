import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PgBoss10 from 'pg-boss-10';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createPgBossJobs, type PgBossJobs } from './pg-boss-queue.ts';

declare module './types.ts' {
  interface JobPayloads {
    'test.carried-over': { word: string };
  }
}

let testDb: TestDatabase;
let jobs: PgBossJobs | undefined;
const seen: string[] = [];
const ids: string[] = [];

async function waitFor(predicate: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A database as pg-boss 10 left it: its tables, a finished job and two still waiting. */
beforeAll(async () => {
  testDb = await createTestDatabase();
  const old = new PgBoss10({
    db: { executeSql: (text, values) => testDb.database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  old.on('error', () => {});
  await old.start();
  await old.createQueue('test.carried-over');
  await old.createQueue('test.retired');
  const done = await old.send('test.carried-over', { word: 'finished before' });
  const [fetched] = await old.fetch('test.carried-over');
  await old.complete('test.carried-over', fetched!.id);
  expect(fetched!.id).toBe(done);
  for (const word of ['first', 'second']) ids.push((await old.send('test.carried-over', { word }))!);
  await old.send('test.retired', {});
  await old.stop({ graceful: false, wait: true });
});
afterAll(async () => {
  await jobs?.stop();
  await testDb.drop();
});

describe('pg-boss 10 → 12 on an existing database', () => {
  it('starts, runs the jobs that were waiting under their ids, and drops the old tables', async () => {
    jobs = createPgBossJobs(testDb.database, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
    await jobs.start([{ name: 'test.carried-over', handler: async ({ word }) => void seen.push(word) }], {
      work: true,
    });
    await waitFor(() => seen.length >= 2);
    expect(seen.sort()).toEqual(['first', 'second']);
    const moved = await testDb.database.query<{ id: string }>(
      `select id from pgboss.job where name = 'test.carried-over' order by created_on`,
    );
    expect(moved.map((row) => row.id).sort()).toEqual([...ids].sort());
    const [version] = await testDb.database.query<{ version: number }>('select version from pgboss.version');
    expect(Number(version!.version)).toBeGreaterThanOrEqual(25);
    const schemas = await testDb.database.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like 'pgboss%' order by nspname`,
    );
    expect(schemas.map((row) => row.nspname)).toEqual(['pgboss']);
  });

  it('a later start finds nothing to upgrade', async () => {
    await jobs!.stop();
    jobs = createPgBossJobs(testDb.database, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
    await jobs.start([{ name: 'test.carried-over', handler: async ({ word }) => void seen.push(word) }], {
      work: true,
    });
    expect(await jobs.queue.send('test.carried-over', { word: 'after' })).toEqual(expect.any(String));
    await waitFor(() => seen.includes('after'));
    expect(seen.filter((word) => word === 'first')).toHaveLength(1);
  });
});
