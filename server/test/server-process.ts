import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const mainFile = path.join(import.meta.dirname, '..', 'src', 'main.ts');

export type ServerProcess = { child: ChildProcessWithoutNullStreams; url: string; output: () => string };

/**
 * Every server process started here that has not exited, for stopServerProcesses. Kept on globalThis so
 * the test files one worker runs in turn share one set and one exit hook.
 */
const shared = globalThis as typeof globalThis & { raritetServerProcesses?: Set<ChildProcessWithoutNullStreams> };
const running = (shared.raritetServerProcesses ??= startedProcesses());

function startedProcesses(): Set<ChildProcessWithoutNullStreams> {
  const set = new Set<ChildProcessWithoutNullStreams>();
  // Should the test process end without its hooks (a crash, a torn-down worker), its servers go with it.
  process.once('exit', () => {
    for (const child of set) child.kill('SIGKILL');
  });
  return set;
}

/**
 * The server as `npm start` runs it (main.ts through tsx), on a free port, with this environment; answers
 * once it has printed its address. For tests of what only a real process shows: several processes on one
 * database, a kill in the middle of work.
 */
export async function startServerProcess(
  env: Record<string, string>,
  {
    umask,
  }: { /** The umask it starts with, as an operator's shell would give it (e.g. '000'). */ umask?: string } = {},
): Promise<ServerProcess> {
  let output = '';
  const command = [process.execPath, '--import', 'tsx', mainFile];
  const child = spawn(
    umask === undefined ? command[0]! : '/bin/sh',
    umask === undefined ? command.slice(1) : ['-c', `umask ${umask} && exec "$0" "$@"`, ...command],
    { env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DEMO_BOOKS: '0', ...env } },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // A server that never printed its address is still running: stopServerProcesses stops it.
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line:\n${output}`)), 40_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${signal ?? code}) before its start-up line:\n${output}`));
    });
    child.stdout.on('data', () => {
      const match = output.match(/Raritet is .* at (http:\/\/\S+) \(database/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return { child, url, output: () => output };
}

function hasExited(child: ChildProcessWithoutNullStreams): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** How long a stopped server has to end after Ctrl-C before it is killed. */
const KILL_AFTER_MS = 15_000;

/** Ctrl-C, and the process's end; SIGKILL if it has not ended within KILL_AFTER_MS. */
export async function stopServerProcess({ child }: Pick<ServerProcess, 'child'>): Promise<void> {
  if (hasExited(child)) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const killer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
  await ended;
  clearTimeout(killer);
}

/**
 * Stops every server process still running, whatever the tests did: for afterEach or afterAll, so a
 * failed test leaves nothing behind (one left over was found still running 35 minutes later).
 */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all([...running].map((child) => stopServerProcess({ child })));
}

/** Reads until `done` says so or `ms` pass; the last reading either way. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
