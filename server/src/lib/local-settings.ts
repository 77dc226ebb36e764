import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir } from './private-files.ts';

/**
 * Settings that must be known before the database opens (which database to open), kept in
 * DATA_DIR/settings.json. Everything else lives in the database.
 */
export type LocalSettings = { databaseUrl?: string };

const fileName = 'settings.json';

export async function readLocalSettings(dataDir: string): Promise<LocalSettings> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, fileName), 'utf8')) as LocalSettings;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export async function writeLocalSettings(dataDir: string, settings: LocalSettings): Promise<void> {
  await makePrivateDir(dataDir);
  const file = path.join(dataDir, fileName);
  // Write then rename, so a crash never leaves a half-written file behind.
  await writeFile(`${file}.tmp`, JSON.stringify(settings, null, 2), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
}
