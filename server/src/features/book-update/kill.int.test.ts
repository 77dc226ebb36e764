import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { startServerProcess, until, type ServerProcess } from '../../../test/server-process.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import {
  createSalesSimulator,
  type RunningSimulator,
  type SalesSimulator,
} from '../../integrations/sales-source/simulator.ts';

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
    server?.child.kill('SIGKILL');
    await database?.close();
    await source?.close();
    await test?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is resumed by the next start: every sold lot stored exactly once', async () => {
    server = await startServer(test.url!, dataDir, source.url);
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
  }, 240_000);
});
