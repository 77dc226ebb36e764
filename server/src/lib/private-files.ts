import { mkdir, stat } from 'node:fs/promises';

/**
 * Files only the service reads (issue 26, docs/adr/0040): DATA_DIR holds the database, the keys, user
 * exports with password hashes and the outbox's e-mails. The process's umask is 077, so everything it
 * creates (the embedded database's files included, which it cannot be told a mode for) is its account's
 * alone whatever umask it was started with; the files it writes itself also name their mode.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** From now on, what the process creates is readable by its own account only. Call first thing in main. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** A folder (and its missing parents) that only the service's account may enter. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates DATA_DIR (0700) when missing; when it exists and other accounts may read or enter it, the
 * warning to log (with the command that fixes it), else undefined.
 */
export async function prepareDataDir(dataDir: string): Promise<string | undefined> {
  await makePrivateDir(dataDir);
  const mode = (await stat(dataDir)).mode & 0o777;
  if ((mode & 0o077) === 0) return undefined;
  return `DATA_DIR (${dataDir}) is open to other accounts of this machine (mode ${mode.toString(8)}): it holds the database, the keys and user exports. Run: chmod -R go-rwx ${JSON.stringify(dataDir)}`;
}
