import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

const SETUP_TOKEN_KEY = 'setup_token_hash';

export function createSetupRepository(db: DbOrTx) {
  return {
    saveTokenHash: async (hash: string, tx: DbOrTx = db) => {
      await tx
        .insert(appSettings)
        .values({ key: SETUP_TOKEN_KEY, value: hash })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: hash, updatedAt: new Date() } });
    },
    readTokenHash: async (tx: DbOrTx = db): Promise<string | undefined> => {
      const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, SETUP_TOKEN_KEY));
      return typeof row?.value === 'string' ? row.value : undefined;
    },
    /** Deletes the token; true when this call was the one that deleted it (single use). */
    consumeToken: async (hash: string, tx: DbOrTx = db): Promise<boolean> => {
      const deleted = await tx
        .delete(appSettings)
        .where(eq(appSettings.key, SETUP_TOKEN_KEY))
        .returning({ value: appSettings.value });
      return deleted[0]?.value === hash;
    },
  };
}
