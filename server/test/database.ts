import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

export type TestDatabase = { database: Database; url: string | undefined; drop(): Promise<void> };

/** Runs a statement on the server's maintenance database (creating and dropping test databases). */
export async function onPostgresServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrlFor(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database of the kind this project runs on (TEST_DB = pglite | pg). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'pg') {
    const name = `raritet_test_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(`create database ${name}`);
    const url = databaseUrlFor(name);
    const database = await openDatabase({ driver: 'pg', url, poolSize: 4 });
    await migrateDatabase(database);
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        await onPostgresServer(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await openDatabase({ driver: 'pglite', loadDataDir: template });
  return { database, url: undefined, drop: () => database.close() };
}
