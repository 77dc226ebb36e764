import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appSettings } from './schema.ts';

/** app_settings: one JSON value per key (primary key). */
export function createSettingsRepository(db: DbOrTx) {
  return {
    read: async (key: string, tx: DbOrTx = db): Promise<unknown> =>
      (await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)))[0]?.value,

    write: async (key: string, value: unknown, tx: DbOrTx = db): Promise<void> => {
      await tx
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    },

    /** Deletes the key and returns the value it held (undefined when there was none). */
    take: async (key: string, tx: DbOrTx = db): Promise<unknown> =>
      (await tx.delete(appSettings).where(eq(appSettings.key, key)).returning({ value: appSettings.value }))[0]?.value,
  };
}
