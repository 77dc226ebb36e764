import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { until } from '../../test/server-process.ts';
import { createPgBossJobs, type PgBossJobs } from './pg-boss-queue.ts';
import type { AnyJobDefinition, JobQueue } from './types.ts';

declare module './types.ts' {
  interface JobPayloads {
    'test.echo': { word: string };
    'test.flaky': Record<string, never>;
    'test.leaky': Record<string, never>;
    'test.scheduled': Record<string, never>;
    'test.fan-out': { recipients: string[] };
    'test.deliver': { recipient: string };
    'test.hostile-failure': Record<string, never>;
  }
}

let testDb: TestDatabase;
let jobs: PgBossJobs;
const seen: string[] = [];
let failuresLeft = 1;
const BOT_TOKEN = '123456789:AAH-job-failure-secret-0123456789abc';

/** A fan-out as the alerts will do it: one job sends one delivery job per recipient through the queue. */
function fanOutJobs(queue: () => JobQueue, delivered: string[]): AnyJobDefinition[] {
  return [
    {
      name: 'test.fan-out',
      handler: async ({ recipients }) => {
        for (const recipient of recipients) {
          await queue().send('test.deliver', { recipient }, { singletonKey: recipient });
        }
      },
    },
    { name: 'test.deliver', concurrency: 2, handler: async ({ recipient }) => void delivered.push(recipient) },
  ];
}

const delivered: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  jobs = createPgBossJobs(testDb.database, pino({ level: 'silent' }), { pollingIntervalSeconds: 0.5 });
  await jobs.start(
    [
      { name: 'test.echo', handler: async ({ word }) => void seen.push(word) },
      {
        name: 'test.flaky',
        retryLimit: 2,
        retryDelaySeconds: 1,
        retryBackoff: false,
        handler: async () => {
          if (failuresLeft-- > 0) throw new Error('first attempt fails');
          seen.push('flaky-done');
        },
      },
      {
        name: 'test.leaky',
        retryLimit: 0,
        handler: async () => {
          throw new TypeError(`request to https://api.telegram.org/bot${BOT_TOKEN}/getMe failed`);
        },
      },
      { name: 'test.scheduled', schedule: '*/5 * * * *', policy: 'stately', handler: async () => 'skipped' },
      {
        name: 'test.hostile-failure',
        retryLimit: 0,
        // What a pull's failure once looked like: Drizzle's message holds the lot's text, NUL included.
        handler: async () => {
          throw new DrizzleQueryError('insert into "books" …', ['Описание\u0000 \ud800'], new Error('invalid byte'));
        },
      },
      ...fanOutJobs(() => jobs.queue, delivered),
    ],
    { work: true },
  );
});
afterAll(async () => {
  await jobs.stop();
  await testDb.drop();
});

async function waitFor(predicate: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('pg-boss on the service database', () => {
  it('runs a queued job with its typed payload', async () => {
    expect(await jobs.queue.send('test.echo', { word: 'привет' })).toEqual(expect.any(String));
    await waitFor(() => seen.includes('привет'));
  });

  it('retries a failing job', async () => {
    await jobs.queue.send('test.flaky', {});
    await waitFor(() => seen.includes('flaky-done'));
    expect(failuresLeft).toBe(-1);
  });

  it("keeps a failed job's error without the credentials its text held", async () => {
    const id = await jobs.queue.send('test.leaky', {});
    const failed = async () =>
      (
        await testDb.database.query<{ state: string; output: string }>(
          'select state, output::text as output from pgboss.job where id = $1',
          [id],
        )
      )[0];
    const row = await until(failed, (job) => job?.state === 'failed', 20_000);
    expect(row?.state).toBe('failed');
    expect(row?.output).toContain('/bot<redacted>/getMe');
    expect(row?.output).not.toContain('job-failure-secret');
  });

  it('records schedules and the queue policy', async () => {
    const schedules = await testDb.database.query<{ name: string; cron: string }>(
      'select name, cron from pgboss.schedule',
    );
    expect(schedules).toEqual([{ name: 'test.scheduled', cron: '*/5 * * * *' }]);
    const [queue] = await testDb.database.query<{ policy: string }>(
      `select policy from pgboss.queue where name = 'test.scheduled'`,
    );
    expect(queue!.policy).toBe('stately');
  });

  it('stores a failure whose error carries a NUL cleaned, instead of failing inside its worker', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const id = await jobs.queue.send('test.hostile-failure', {});
      type Row = { state: string; output: { message?: string; params?: unknown } };
      let job: Row | undefined;
      for (let tries = 0; job?.state !== 'failed' && unhandled.length === 0 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        [job] = await testDb.database.query<Row>('select state, output from pgboss.job where id = $1', [id]);
      }
      expect(unhandled).toEqual([]);
      expect(job!.output.message).toBe('the database refused a statement: invalid byte');
      expect(job!.output.params).toBeUndefined();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('fans out through the queue the services are given', async () => {
    await jobs.queue.send('test.fan-out', { recipients: ['a@example.com', 'b@example.com', 'c@example.com'] });
    await waitFor(() => delivered.length === 3);
    expect([...delivered].sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });
});
