import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client.ts';
import { migrationsDir } from '../lib/paths.ts';

/** An arbitrary fixed key: every server process takes this lock before migrating. */
const MIGRATION_LOCK_KEY = 7_311_920_514;

/** Applies the committed migrations; safe when several processes start at once on PostgreSQL. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.driver === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, () => migratePg(database.db as NodePgDatabase<Schema>, config));
}
