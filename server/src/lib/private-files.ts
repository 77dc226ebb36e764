import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files only the service reads (docs/adr/0040): DATA_DIR holds the database, the keys, user
 * exports with password hashes and the outbox's e-mails. The process's umask is 077, so what it creates
 * is its account's alone whatever umask it was started with, and the files it writes itself name their
 * mode too. The embedded database is the exception: its file layer sets modes itself (0666 for the
 * files of a new database, 0644 for the catalog cache), so its folder is tightened after it opens and
 * after it closes (`keepPrivate`).
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

/**
 * Takes every permission of other accounts off the folder and everything under it (the embedded
 * database's files); what is already private is not touched. Symbolic links are left alone.
 */
export async function keepPrivate(dir: string): Promise<void> {
  const entries = [dir, ...(await readdir(dir, { recursive: true })).map((name) => path.join(dir, name))];
  for (const entry of entries) {
    const info = await lstat(entry).catch(() => undefined);
    if (!info || info.isSymbolicLink() || (info.mode & 0o077) === 0) continue;
    await chmod(entry, info.mode & 0o700).catch(() => undefined);
  }
}
