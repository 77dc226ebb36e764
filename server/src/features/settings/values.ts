import type { Database, DbOrTx } from '../../db/client.ts';
import { createSettingsRepository } from './repository.ts';

/**
 * Small service-wide values in app_settings, one JSON value per key (the hashed setup token, the demo
 * archive's plan). Every method takes an optional transaction, so a value can change together with
 * another feature's rows. The settings service offers the same; the demo seeding uses this alone.
 */
export function createSettingsValues(database: Pick<Database, 'db'>) {
  const repository = createSettingsRepository(database.db);
  return {
    read: (key: string, tx?: DbOrTx): Promise<unknown> => repository.read(key, tx),
    write: (key: string, value: unknown, tx?: DbOrTx): Promise<void> => repository.write(key, value, tx),
    /** Deletes the key and returns its value: a value that may be used once (the setup token). */
    take: (key: string, tx?: DbOrTx): Promise<unknown> => repository.take(key, tx),
  };
}

export type SettingsValues = ReturnType<typeof createSettingsValues>;
