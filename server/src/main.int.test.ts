import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real entry point as `npm start` runs it: start-up output, the setup link, restart and Ctrl-C.
// It uses the embedded database, so it runs once, in the PGlite pass.
const mainFile = path.join(import.meta.dirname, 'main.ts');
let dataDir: string;

type Running = { child: ChildProcessWithoutNullStreams; output: () => string; url: string };

async function start(env: Record<string, string> = {}): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    // No demo archive and no sales pull here: filling either would compete with what these tests time
    // (they have their own tests).
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_BOOKS: '0',
      SALES_SOURCE: 'off',
      ...env,
    },
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line:\n${output}`)), 40_000);
    child.stdout.on('data', () => {
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  // The setup link is printed right after the address.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { child, output: () => output, url };
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

function stop({ child }: Running): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-main-'));
});
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
});
