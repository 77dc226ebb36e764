import type { Demo, SeedingHost } from '@raritet/demo';
import { salesSourceOf, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createArchiveBulk } from '../features/books/service.ts';
import { createSettingsValues } from '../features/settings/service.ts';
import type { Logger } from '../lib/logger.ts';

/**
 * The server's side of demo mode (ADR 0055): the narrow parts the demo (packages/demo) works through —
 * the database's driver and lock, the archive's bulk loader, the values store. The product imports no
 * demo code: the demo is loaded here, by a dynamic import, only when demo mode is on, so the production
 * bundle keeps it in a chunk of its own that a server with DATABASE_URL (and no DEMO=1) never loads.
 */
export function demoSeedingHost(database: Database): SeedingHost {
  return { database, bulk: createArchiveBulk(database), settings: createSettingsValues(database) };
}

export async function startDemoMode({
  config,
  database,
  log,
}: {
  config: Pick<
    Config,
    'demoBooks' | 'demoSeed' | 'role' | 'salesSource' | 'simulatorLotsPerMinute' | 'simulatorBacklog'
  >;
  database: Database;
  log: Logger;
}): Promise<Demo> {
  const { startDemo } = await import('@raritet/demo');
  // The API processes of a split deployment neither fill the archive nor pull: the workers do.
  const pulls = config.role !== 'api';
  return startDemo(
    { ...demoSeedingHost(database), log },
    {
      books: config.demoBooks,
      seed: config.demoSeed,
      seedArchive: pulls,
      simulator:
        pulls && salesSourceOf(config, true) === 'simulator'
          ? { lotsPerMinute: config.simulatorLotsPerMinute, backlog: config.simulatorBacklog }
          : undefined,
    },
  );
}
