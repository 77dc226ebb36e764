import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportTask } from '@raritet/contracts/transfers';
import { insertLots } from '../../../test/archive-factories.ts';
import { rowVersions, syntheticArchive, writeArchivePackage } from '../../../test/archive-transfer-factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { startServerProcess, stopServerProcesses, until, type ServerProcess } from '../../../test/server-process.ts';
import { openDatabase, type Database } from '../../db/client.ts';

// An archive import killed with SIGKILL in the middle of writing: its one transaction dies with the
// process, the archive is exactly as before, and the task is failed as interrupted once its heartbeat is
// stale. The server as `npm start` runs it, on PostgreSQL only (a PGlite database belongs to its process).
const ADMIN = { email: 'transfer-kill@raritet.test', password: 'transfer-kill-secret' };
const LOTS = 40_000;

describe.runIf(process.env.TEST_DB === 'pg')('an archive import killed in the middle', () => {
  let test: TestDatabase;
  let database: Database;
  let dataDir: string;
  let server: ServerProcess | undefined;

  const startServer = () =>
    startServerProcess({
      DATABASE_URL: test.url!,
      DATA_DIR: dataDir,
      JWT_SECRET: 'transfer-kill-secret-that-is-long-enough-0123',
      SETTINGS_KEY: 'transfer-kill-settings-key-long-enough-0123',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SALES_SOURCE: 'off',
    });

  beforeAll(async () => {
    test = await createTestDatabase();
    database = await openDatabase({ driver: 'pg', url: test.url!, poolSize: 2 });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-transfer-kill-'));
  }, 60_000);

  afterAll(async () => {
    // Every process started, whatever the test did with it.
    await stopServerProcesses();
    await database?.close();
    await test?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the archive as it was, and the task is failed as interrupted', async () => {
    await insertLots(database, [
      { title: 'Было до импорта', seller: 'Старый продавец', category: 'Старая', price: 10, date: '2020-01-01' },
    ]);
    const before = await rowVersions(database);
    const file = await writeArchivePackage(path.join(dataDir, 'big.zip'), syntheticArchive(LOTS));

    server = await startServer();
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const call = (url: string, init: RequestInit = {}) =>
      fetch(`${server!.url}/api${url}`, {
        method: 'POST',
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init.headers },
      });
    const init = await call(`/import/init?fileSize=${file.length}&fileName=big.zip`);
    const { importTaskId: id } = (await init.json()) as { importTaskId: string };
    const chunk = 1024 * 1024;
    for (let at = 0; at < file.length; at += chunk) {
      const sent = await call(`/import/upload?importTaskId=${id}`, {
        headers: { 'content-type': 'application/octet-stream' },
        body: file.subarray(at, at + chunk),
      });
      expect(sent.status).toBe(200);
    }
    expect((await call(`/import/finish?importTaskId=${id}`)).status).toBe(200);
    const progress = async () => (await (await call(`/import/progress/${id}`, { method: 'GET' })).json()) as ImportTask;

    // Killed while it writes the lots: some batches are in, uncommitted.
    const midway = await until(progress, (state) => state.importProgress >= 45 || state.isFinished, 120_000);
    expect(midway).toMatchObject({ isFinished: false, isCancelledOrError: false });
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    // The dead client's backend ends its statement, finds the connection gone and rolls back.
    await until(
      async () =>
        (
          await database.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
          )
        )[0]!.n,
      (busy) => busy === 0,
      30_000,
    );
    expect(await rowVersions(database)).toEqual(before);

    // Started again: the task has no heartbeat any more; once that is older than the stale rule allows
    // (two minutes, here moved back in time), its progress says it was interrupted.
    server = await startServer();
    expect(await progress()).toMatchObject({ isFinished: false, isCancelledOrError: false });
    await database.query(`update transfer_tasks set updated_at = now() - interval '3 minutes' where id = $1`, [id]);
    expect(await progress()).toMatchObject({
      isFinished: false,
      isCancelledOrError: true,
      message:
        'Импорт не выполнен, база данных не изменена: Задача прервана: процесс сервера, который её выполнял, остановился. Запустите её заново.',
    });
    expect(await rowVersions(database)).toEqual(before);
  }, 240_000);
});
