import path from 'node:path';
import type { Config } from '../config.ts';
import { readLocalSettings } from '../lib/local-settings.ts';
import { openDatabase, type Database } from './client.ts';
import { keepPrivate, makePrivateDir } from '../lib/private-files.ts';

/**
 * DATABASE_URL first, then the connection saved by first-run setup, else the embedded PGlite
 * database under DATA_DIR/db (`embedded`: the demo start, which also decides the default PAYMENTS).
 */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; description: string; embedded: boolean }> {
  const url = config.databaseUrl ?? (await readLocalSettings(config.dataDir)).databaseUrl;
  if (url) {
    const database = await openDatabase({ driver: 'pg', url });
    return { database, description: `PostgreSQL (${url.replace(/\/\/[^@/]*@/, '//***@')})`, embedded: false };
  }
  const dataDir = path.join(config.dataDir, 'db');
  await makePrivateDir(dataDir);
  const database = await openDatabase({ driver: 'pglite', dataDir });
  // PGlite gives its files modes of its own (lib/private-files.ts): the service's account's alone again,
  // once it has made them and once it is closed.
  await keepPrivate(dataDir);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await keepPrivate(dataDir);
  };
  return { database, description: `PGlite (${dataDir})`, embedded: true };
}
