import type { Database, DbOrTx } from '../../db/client.ts';
import { createSettingsRepository } from './repository.ts';

/**
 * Service-wide values kept in the database (app_settings), one JSON value per key: the hashed one-time
 * setup token, the demo archive's plan, and (next) the administrators' settings of the whole service.
 * The one owner of app_settings: other features read and write it only through these methods. Every
 * method takes an optional transaction, so a value can change together with another feature's rows.
 */
export function createSettingsService({ database }: { database: Database }) {
  const repository = createSettingsRepository(database.db);
  return {
    read: (key: string, tx?: DbOrTx): Promise<unknown> => repository.read(key, tx),
    write: (key: string, value: unknown, tx?: DbOrTx): Promise<void> => repository.write(key, value, tx),
    /** Deletes the key and returns its value: a value that may be used once (the setup token). */
    take: (key: string, tx?: DbOrTx): Promise<unknown> => repository.take(key, tx),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
