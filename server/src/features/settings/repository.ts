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

    /**
     * The key's value, its row locked until the transaction ends (created with `initial` first when
     * missing), so read-modify-write saves take turns.
     */
    readForUpdate: async (key: string, initial: unknown, tx: DbOrTx): Promise<unknown> => {
      await tx.insert(appSettings).values({ key, value: initial }).onConflictDoNothing();
      return (
        await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).for('update')
      )[0]?.value;
    },

    /** Deletes the key and returns the value it held (undefined when there was none). */
    take: async (key: string, tx: DbOrTx = db): Promise<unknown> =>
      (await tx.delete(appSettings).where(eq(appSettings.key, key)).returning({ value: appSettings.value }))[0]?.value,
  };
}
