import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { startServerProcess, stopServerProcesses, until, type ServerProcess } from '../test/server-process.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createPgBossJobs, type PgBossJobs } from './jobs/pg-boss-queue.ts';

declare module './jobs/types.ts' {
  interface JobPayloads {
    'test.every-minute': Record<string, never>;
  }
}

// A scaled-out deployment on one PostgreSQL: the server as `npm start` runs it, twice (and a worker),
// and two job engines as two processes would run them. PostgreSQL only: PGlite belongs to one process.
const ADMIN = { email: 'two@raritet.test', password: 'two-processes-secret' };
const JWT_SECRET = 'two-processes-secret-that-is-long-enough-0123';

type Running = ServerProcess;

/** One of the scaled-out processes: same database, its own DATA_DIR and role. */
const start = (databaseUrl: string, dataDir: string, role: string): Promise<Running> =>
  startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET,
    // One key for the settings' secrets on every process (docs/operations.md, "Several processes").
    SETTINGS_KEY: 'two-processes-settings-key-long-enough-01',
    ROLE: role,
    // Not about new sales: no simulator, no pull.
    SALES_SOURCE: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

describe.runIf(process.env.TEST_DB === 'pg')('two server processes on one PostgreSQL', () => {
  let test: TestDatabase;
  let dataDirs: string[];
  let api: Running;
  let all: Running;
  let worker: Running;

  beforeAll(async () => {
    test = await createTestDatabase();
    dataDirs = await Promise.all([1, 2, 3].map(() => mkdtemp(path.join(os.tmpdir(), 'raritet-two-'))));
    // One at a time: the first creates the administrator, the others find it.
    all = await start(test.url!, dataDirs[0]!, 'all');
    api = await start(test.url!, dataDirs[1]!, 'api');
    worker = await start(test.url!, dataDirs[2]!, 'worker');
  }, 120_000);

  afterAll(async () => {
    // Every process started, one that failed to start in time too.
    await stopServerProcesses();
    await test?.drop();
    await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a search made on one appears in the history read on the other', async () => {
    const login = await fetch(`${all.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    const headers = { authorization: `Bearer ${token}` };
    expect((await fetch(`${all.url}/api/books/searchByTitle?title=atlas`, { headers })).status).toBe(200);
    // The other process reads it: the session (one JWT secret, one sessions table) and the history.
    const history = await until(
      async () =>
        (await (await fetch(`${api.url}/api/user/${user.id}/searchHistory`, { headers })).json()) as {
          items: { searchType: string; query: string }[];
        },
      (page) => page.items.length > 0,
    );
    expect(history.items).toEqual([expect.objectContaining({ searchType: 'title', query: 'atlas' })]);
    // Logging out on the API process ends the session on the other one too.
    expect((await fetch(`${api.url}/api/auth/logout`, { method: 'POST', headers })).status).toBe(204);
    expect((await fetch(`${all.url}/api/auth/user`, { headers })).status).toBe(401);
  });

  it('a settings change saved on one process is in effect on the other within seconds', async () => {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const read = async () =>
      (await (await fetch(`${all.url}/api/adminsettings`, { headers })).json()) as {
        smtp: { Host: string; Pass: string };
      };
    expect((await read()).smtp.Host).toBe('');
    const saved = await fetch(`${api.url}/api/adminsettings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ smtp: { Host: 'smtp.raritet.example', Pass: 'shared-secret-9876' } }),
    });
    expect(saved.status).toBe(200);
    const started = Date.now();
    const seen = await until(read, (settings) => settings.smtp.Host === 'smtp.raritet.example');
    expect(seen.smtp).toMatchObject({ Host: 'smtp.raritet.example', Pass: '••••9876' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a worker process serves only the operations endpoints', async () => {
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${worker.url}/api/categories`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/categories`)).status).toBe(200);
  });

  it('a cron job runs once per slot however many processes work the jobs', async () => {
    /** Which engine ran, in which minute (the cron slot). */
    const runs: { engine: string; slot: string }[] = [];
    const engines: { jobs: PgBossJobs; database: Database }[] = [];
    try {
      for (const name of ['first', 'second']) {
        const database = await openDatabase({ driver: 'pg', url: test.url!, poolSize: 2 });
        const jobs = createPgBossJobs(database, pino({ level: 'silent' }), {
          pollingIntervalSeconds: 0.5,
          cronMonitorIntervalSeconds: 1,
        });
        engines.push({ jobs, database });
        await jobs.start(
          [
            {
              name: 'test.every-minute',
              schedule: '* * * * *',
              policy: 'stately',
              handler: async () => void runs.push({ engine: name, slot: new Date().toISOString().slice(0, 16) }),
            },
          ],
          { work: true },
        );
      }
      // The current minute's slot fires within a couple of seconds; both engines watch the schedule.
      await until(
        async () => runs.length,
        (count) => count > 0,
        70_000,
      );
      // Both engines keep watching the schedule for a while: still one run per minute slot.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const slots = runs.map((run) => run.slot);
      expect(slots.length).toBeGreaterThanOrEqual(1);
      expect(new Set(slots).size).toBe(slots.length);
    } finally {
      for (const { jobs, database } of engines) {
        await jobs.stop();
        await database.close();
      }
    }
  }, 90_000);
});
