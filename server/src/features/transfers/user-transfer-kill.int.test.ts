import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportTask } from '@raritet/contracts/transfers';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { startServerProcess, stopServerProcesses, until, type ServerProcess } from '../../../test/server-process.ts';
import { writePackage } from './package-writer.ts';
import { USER_ENTRIES } from './user-transfer-import.ts';

// A users' import killed with SIGKILL while it writes: its one transaction dies with the process, and the
// users' tables are exactly as before. The server as `npm start` runs it; PostgreSQL only (a killed PGlite
// process is not a case this product supports: PGlite belongs to its one process).
const ADMIN = { email: 'kill-users@raritet.test', password: 'kill-test-secret' };
const USERS = 30_000;
const TABLES = [
  'users',
  'sessions',
  'subscriptions',
  'search_request_usage',
  'favorites',
  'search_history',
  'notification_preferences',
  'telegram_links',
];

describe.runIf(process.env.TEST_DB === 'pg')('a users’ import killed in the middle', () => {
  let test: TestDatabase;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    test = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-kill-users-'));
  }, 60_000);

  afterAll(async () => {
    // Every process started, whatever the test did with it.
    await stopServerProcesses();
    await test?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Each table's rows, ids and timestamps included, as one digest. */
  const tables = async () => {
    const out: Record<string, string> = {};
    for (const table of TABLES) {
      const [row] = await test.database.query<{ digest: string | null; n: number }>(
        `select md5(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text)) as digest, count(*)::int as n
           from ${table} t`,
      );
      out[table] = `${row!.n}:${row!.digest}`;
    }
    return out;
  };

  it('leaves every users’ table as it was', async () => {
    server = await startServerProcess({
      DATABASE_URL: test.url!,
      DATA_DIR: dataDir,
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-0123456',
      SETTINGS_KEY: 'kill-test-settings-key-long-enough-012345',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SALES_SOURCE: 'off',
    });
    const url = server.url;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    // An account the file changes, with a search, so "as before" covers rows that exist too.
    const [existing] = await test.database.query<{ id: number }>(
      `insert into users (email, password_hash) values ('kill-1@example.com', 'before') returning id`,
    );
    await test.database.query(`insert into search_history (user_id, search_type, query) values ($1, 'title', 'до')`, [
      existing!.id,
    ]);

    const file = path.join(dataDir, 'users.zip');
    const emailOf = (i: number) => `kill-${i}@example.com`;
    await writePackage(file, {
      kind: 'users',
      productVersion: 'kill',
      entries: Object.values(USER_ENTRIES).map((entry) => ({
        path: entry,
        *records() {
          for (let i = 0; i < USERS; i += 1) {
            if (entry === 'users.ndjson') {
              yield {
                email: emailOf(i),
                passwordHash: `scrypt$16384$8$1$c2FsdA$${i}`,
                role: 'User',
                createdAt: '2024-01-01T00:00:00.000001Z',
                hasSubscription: false,
              };
            } else if (entry === 'search-history.ndjson') {
              yield { user: emailOf(i), searchType: 'title', query: `запрос ${i}`, searchDate: '2024-02-01T00:00:00Z' };
            }
          }
        },
      })),
    });
    const bytes = await readFile(file);
    const before = await tables();

    const init = await fetch(`${url}/api/useradmin/init-user-import?fileSize=${bytes.length}&fileName=users.zip`, {
      method: 'POST',
      headers,
    });
    const { importTaskId } = (await init.json()) as { importTaskId: string };
    const chunk = 4 * 1024 * 1024;
    for (let at = 0; at < bytes.length; at += chunk) {
      const sent = await fetch(`${url}/api/useradmin/upload-user-chunk/${importTaskId}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: bytes.subarray(at, at + chunk),
      });
      expect(sent.status).toBe(200);
    }
    expect(
      (await fetch(`${url}/api/useradmin/finish-user-upload/${importTaskId}`, { method: 'POST', headers })).status,
    ).toBe(200);
    const progress = async () =>
      (await (
        await fetch(`${url}/api/useradmin/user-import-progress/${importTaskId}`, { headers })
      ).json()) as ImportTask;
    // Past verification (30 %), while the records are being written.
    const midway = await until(progress, (p) => p.importProgress > 31 || p.isFinished || p.isCancelledOrError, 60_000);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    expect(midway).toMatchObject({ isFinished: false, isCancelledOrError: false });
    expect(midway.importProgress).toBeGreaterThan(31);
    expect(midway.importProgress).toBeLessThan(100);

    expect(await tables()).toEqual(before);
    const [row] = await test.database.query<{ password_hash: string }>(
      `select password_hash from users where email = 'kill-1@example.com'`,
    );
    expect(row!.password_hash).toBe('before');
  }, 180_000);
});
