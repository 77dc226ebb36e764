// `npm run db:migrate`: applies the migrations to the configured database and exits.
import { parseConfig } from '../config.ts';
import { openConfiguredDatabase } from './open-configured.ts';
import { migrateDatabase } from './migrate.ts';

const { database, description } = await openConfiguredDatabase(parseConfig());
await migrateDatabase(database);
await database.close();
console.log(`Migrations applied to ${description}.`);
