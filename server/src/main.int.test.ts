import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcesses, type ServerProcess } from '../test/server-process.ts';

// The real entry point as `npm start` runs it: start-up output, the setup link, restart and Ctrl-C, and
// the refusal of a bad setting. It uses the embedded database, so it runs once, in the PGlite pass.
const mainFile = path.join(import.meta.dirname, 'main.ts');
let dataDir: string;

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  // No demo archive (the helper's default) and no sales pull here: filling either would compete with what
  // these tests time (they have their own tests).
  const server = await startServerProcess({ DATA_DIR: dataDir, SALES_SOURCE: 'off', ...env });
  // The setup link is printed right after the address.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return server;
}

/**
 * Waits until the server answers promptly: right after start the job engine sets itself up on the
 * embedded database, which runs on the main thread and delays requests.
 */
async function settle(url: string) {
  for (let quick = 0; quick < 3;) {
    const started = performance.now();
    await fetch(`${url}/readyz`);
    quick = performance.now() - started < 30 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ctrl-C; the exit code. */
function stop({ child }: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-main-'));
});
// Each test's servers are gone before the next starts on the same DATA_DIR, whether the test passed or not.
afterEach(stopServerProcesses);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB === 'pglite')('the server process', () => {
  it(
    'prints the address and a one-time setup link while no admin exists, and stops cleanly on Ctrl-C',
    { timeout: 120_000 },
    async () => {
      const server = await start();
      expect(server.output()).toMatch(/initial-setup\?token=[\w-]{32}/);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      // A request in flight when Ctrl-C arrives (password hashing takes ~50 ms) still gets its answer.
      await settle(server.url);
      const inFlight = fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@raritet.test', password: 'secret123' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 15));
      const exitCode = stop(server);
      expect((await inFlight).status).toBe(401);
      expect(await exitCode).toBe(0);
      expect(server.output()).toContain('Stopped cleanly.');
    },
  );

  it(
    'creates the admin from ADMIN_EMAIL, keeps data across restarts and prints no setup link then',
    { timeout: 120_000 },
    async () => {
      const first = await start({ ADMIN_EMAIL: 'owner@raritet.test', ADMIN_PASSWORD: 'secret123' });
      expect(first.output()).not.toContain('initial-setup');
      expect(await stop(first)).toBe(0);

      const second = await start();
      expect(second.output()).not.toContain('initial-setup');
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@raritet.test', password: 'secret123' }),
      });
      expect(((await login.json()) as { user: { role: string } }).user.role).toBe('Admin');
      expect(await stop(second)).toBe(0);
    },
  );

  it('exits with code 1 and names the variable on a bad setting', { timeout: 30_000 }, () => {
    // A whole server's import under tsx: seconds on a busy two-core machine. spawnSync kills it at 20 s.
    const result = spawnSync(process.execPath, ['--import', 'tsx', mainFile], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
