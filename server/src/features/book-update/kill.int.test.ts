import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { startServerProcess, stopServerProcesses, until, type ServerProcess } from '../../../test/server-process.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createSalesSimulator, type RunningSimulator, type SalesSimulator } from '@raritet/demo/simulator/simulator';

// A pull killed with SIGKILL in the middle, then the server started again: the work goes on where it
// stopped, nothing twice, nothing lost. The server as `npm start` runs it; PostgreSQL only (a killed
// PGlite process is not a case this product supports: PGlite belongs to its one process).
const ADMIN = { email: 'kill@raritet.test', password: 'kill-test-secret' };

const startServer = (databaseUrl: string, dataDir: string, sourceUrl: string): Promise<ServerProcess> =>
  startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'kill-test-secret-that-is-long-enough-0123456',
    SETTINGS_KEY: 'kill-test-settings-key-long-enough-012345',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SALES_SOURCE: 'meshok',
    SALES_SOURCE_URL: sourceUrl,
    SALES_SOURCE_DELAY_MS: '15',
  });

describe.runIf(process.env.TEST_DB === 'pg')('a pull killed in the middle', () => {
  let test: TestDatabase;
  let database: Database;
  let simulator: SalesSimulator;
  let source: RunningSimulator;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    test = await createTestDatabase();
    database = await openDatabase({ driver: 'pg', url: test.url!, poolSize: 2 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-kill-'));
    simulator = createSalesSimulator({
      seed: 11,
      backlog: 160,
      backlogHours: 3,
      lotsPerMinute: 0,
      archiveLots: 0,
      imageStyle: 'plain',
    });
    source = await simulator.start();
  }, 60_000);

  afterAll(async () => {
    // Every process started, whatever the test did with it.
    await stopServerProcesses();
    await database?.close();
    await source?.close();
    await test?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is resumed by the next start: every sold lot stored exactly once, and alerted once', async () => {
    server = await startServer(test.url!, dataDir, source.url);
    // A reader whose alert matches every lot (categories alone would do; no keywords at all is the
    // broadest a row can be), by e-mail into DATA_DIR/outbox.
    const [reader] = await database.query<{ id: number }>(
      // Its address confirmed: nothing is e-mailed to one that is not (ADR 0049).
      `insert into users (email, password_hash, email_verified_at) values ('reader@raritet.test', 'x', now()) returning id`,
    );
    await database.query(
      // Made a day ago: the simulator's lots ended in the three hours before it started, after the alert
      // existed, so each is news (alerts skip sales from before the preference; ADR 0047).
      `insert into notification_preferences (user_id, keywords, frequency_minutes, created_at)
       values ($1, '', 5, now() - interval '1 day')`,
      [reader!.id],
    );
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const status = async () =>
      (await (await fetch(`${server!.url}/api/bookupdateservice/status`, { headers })).json()) as BookUpdateStatus;
    const runNow = () => fetch(`${server!.url}/api/bookupdateservice/runNow`, { method: 'POST', headers });

    // The minute tick may have started a pull already; either way one runs.
    await runNow();
    const midway = await until(status, (s) => s.processedCount >= 20, 60_000);
    expect(midway.processedCount).toBeGreaterThanOrEqual(20);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    const stored = Number((await database.query<{ n: number }>('select count(*)::int as n from books'))[0]!.n);
    const sold = simulator.lots({ status: 'finished' }).filter((lot) => lot.sold).length;
    expect(stored).toBeLessThan(sold);

    // Started again: the dead run's hold lapses (30 s without a heartbeat), then a run takes its queue over.
    server = await startServer(test.url!, dataDir, source.url);
    const done = await until(
      async () => {
        if (!(await status()).isRunningNow) await runNow();
        return status();
      },
      (s) => !s.isRunningNow && s.queuedLots === 0 && s.processedCount >= sold,
      120_000,
    );
    expect(done.processedCount).toBe(sold);
    const [row] = await database.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct source_lot_id)::int as distinct from books',
    );
    expect(row).toEqual({ n: sold, distinct: sold });

    // The alerts: one row per lot, whatever the kill interrupted; no lot in two e-mails.
    const alerts = await until(
      async () =>
        (
          await database.query<{ n: number; lots: number }>(
            'select count(*)::int as n, count(distinct book_id)::int as lots from notifications',
          )
        )[0]!,
      (counts) => counts.n >= sold,
      90_000,
    );
    expect(alerts).toEqual({ n: sold, lots: sold });
    // The first digest goes out right after the first match (the window starts then); wait for it, and
    // for no digest being half-way (rows 'sending'), before reading the mails.
    const outbox = path.join(dataDir, 'outbox');
    await until(
      async () => (await readdir(outbox).catch(() => [])).length,
      (files) => files > 0,
      90_000,
    );
    await until(
      async () =>
        (await database.query<{ n: number }>('select count(*)::int as n from notifications where status = 1'))[0]!.n,
      (sending) => sending === 0,
      30_000,
    );
    const seen = new Map<string, string>();
    for (const file of await readdir(outbox)) {
      const text = await readFile(path.join(outbox, file), 'latin1');
      for (const id of new Set([...text.matchAll(/\/books\/(\d+)/g)].map((match) => match[1]!))) {
        expect(seen.get(id), `lot ${id} in ${file} and ${seen.get(id)}`).toBeUndefined();
        seen.set(id, file);
      }
    }
    // A digest writes out its first 20 lots and counts the rest: every lot written out was sent.
    const sent = new Set(
      (await database.query<{ book_id: number }>('select book_id from notifications where status = 2')).map((r) =>
        String(r.book_id),
      ),
    );
    expect(seen.size).toBeGreaterThan(0);
    for (const id of seen.keys()) expect(sent.has(id), `lot ${id} in an e-mail is recorded as sent`).toBe(true);
  }, 300_000);
});
