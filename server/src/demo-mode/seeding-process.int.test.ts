import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcesses, type ServerProcess } from '../../test/server-process.ts';
import { openDatabase } from '../db/client.ts';

// The server process as `npm start` runs it on an empty embedded database: it answers at once,
// fills the demo archive in the background with a progress line, stops cleanly mid-way on Ctrl-C
// and resumes at the next start.
const COUNT = 6000;
let dataDir: string;

function start(): Promise<ServerProcess> {
  return startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_BOOKS: String(COUNT), DEMO_SEED: '3' });
}

async function waitFor<T>(check: () => T | undefined, timeout: number, describe: () => string): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out; output so far:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stop({ child }: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-seeding-'));
});
// A test that fails half-way leaves no server behind, still writing into the folder removed below.
afterEach(stopServerProcesses);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB === 'pglite')('the demo archive at start', () => {
  it(
    'fills in the background while the server answers, survives Ctrl-C half-way and resumes',
    { timeout: 180_000 },
    async () => {
      const first = await start();
      await waitFor(
        () => /Demo archive: [\d,]+ \/ 6,000 lots \((?:[1-9]\d)%\)/.test(first.output()) || undefined,
        60_000,
        first.output,
      );
      // The server answers while the archive fills.
      const health = await fetch(`${first.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await stop(first)).toBe(0);
      expect(first.output()).toMatch(/Demo archive: stopped at \d+ of 6000 lots; the next start resumes from there\./);
      expect(first.output()).toContain('Stopped cleanly.');
      const stoppedAt = Number(first.output().match(/stopped at (\d+)/)![1]);
      expect(stoppedAt).toBeGreaterThan(0);
      expect(stoppedAt).toBeLessThan(COUNT);

      const second = await start();
      await waitFor(
        () => second.output().includes('Demo archive ready: 6,000 lots') || undefined,
        120_000,
        second.output,
      );
      expect(second.output()).toContain(
        `Demo archive: resuming an interrupted load at ${stoppedAt.toLocaleString('en-US')} of 6,000 lots`,
      );
      expect(await stop(second)).toBe(0);

      const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        const [row] = await database.query<{ n: number; distinct_lots: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT source_lot_id)::int AS distinct_lots FROM books',
        );
        expect(row).toEqual({ n: COUNT, distinct_lots: COUNT });
      } finally {
        await database.close();
      }

      // A third start finds the archive complete and leaves it alone.
      const third = await start();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(third.output()).not.toContain('Demo archive:');
      expect(await stop(third)).toBe(0);
    },
  );
});
