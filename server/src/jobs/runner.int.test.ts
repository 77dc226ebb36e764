import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { startJobRunner, type JobRunner } from './runner.ts';

let testDb: TestDatabase;
let runner: JobRunner;
const seen: string[] = [];
let failuresLeft = 1;

beforeAll(async () => {
  testDb = await createTestDatabase();
  runner = await startJobRunner(
    testDb.database,
    [
      { name: 'test.echo', handler: async (payload: { word: string }) => void seen.push(payload.word) },
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
      { name: 'test.scheduled', schedule: '*/5 * * * *', handler: async () => 'skipped' },
    ],
    pino({ level: 'silent' }),
    { pollingIntervalSeconds: 0.5 },
  );
});
afterAll(async () => {
  await runner.stop();
  await testDb.drop();
});

async function waitFor(predicate: () => boolean, ms = 20_000) {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('job runner on the service database', () => {
  it('runs a queued job with its payload', async () => {
    expect(await runner.send('test.echo', { word: 'привет' })).toEqual(expect.any(String));
    await waitFor(() => seen.includes('привет'));
  });

  it('retries a failing job', async () => {
    await runner.send('test.flaky');
    await waitFor(() => seen.includes('flaky-done'));
    expect(failuresLeft).toBe(-1);
  });

  it('records schedules', async () => {
    const rows = await testDb.database.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule');
    expect(rows).toEqual([{ name: 'test.scheduled', cron: '*/5 * * * *' }]);
  });
});
