import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir } from './private-files.ts';

/** JWT_SECRET when given; otherwise a random secret generated once and kept in DATA_DIR/jwt-secret. */
export const loadJwtSecret = (configured: string | undefined, dataDir: string): Promise<string> =>
  loadOrCreateSecret(configured, path.join(dataDir, 'jwt-secret'));

/**
 * SETTINGS_KEY when given; otherwise a random key generated once and kept in DATA_DIR/settings-key. The
 * admin settings' secrets are encrypted with it: back it up with the database (docs/settings.md).
 */
export const loadSettingsKey = (configured: string | undefined, dataDir: string): Promise<string> =>
  loadOrCreateSecret(configured, path.join(dataDir, 'settings-key'));

async function loadOrCreateSecret(configured: string | undefined, file: string): Promise<string> {
  if (configured) return configured;
  const dataDir = path.dirname(file);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await makePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
