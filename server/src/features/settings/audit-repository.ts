import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settingsAudit } from './schema.ts';

export type SettingsAuditRow = typeof settingsAudit.$inferSelect;

/** settings_audit: one row per save that changed something. */
export function createSettingsAuditRepository(db: DbOrTx) {
  return {
    add: async (entry: { userId: number | null; userEmail: string; fields: string[] }, tx: DbOrTx = db) => {
      await tx.insert(settingsAudit).values(entry);
    },

    latest: (limit: number, tx: DbOrTx = db): Promise<SettingsAuditRow[]> =>
      tx.select().from(settingsAudit).orderBy(desc(settingsAudit.changedAt), desc(settingsAudit.id)).limit(limit),
  };
}
