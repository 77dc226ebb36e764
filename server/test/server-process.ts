import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';

const mainFile = path.join(import.meta.dirname, '..', 'src', 'main.ts');

export type ServerProcess = { child: ChildProcessWithoutNullStreams; url: string; output: () => string };

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
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line:\n${output}`)), 40_000);
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

/** Ctrl-C, and the process's end. */
export function stopServerProcess({ child }: Pick<ServerProcess, 'child'>): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
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
