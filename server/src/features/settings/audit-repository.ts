import { desc } from 'drizzle-orm';
import type { CheckableGroup, CheckResult } from '@raritet/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { settingsAudit } from './schema.ts';

export type SettingsAuditRow = typeof settingsAudit.$inferSelect;

type Editor = { userId: number | null; userEmail: string };

/** settings_audit: one row per save that changed something, and one per check. */
export function createSettingsAuditRepository(db: DbOrTx) {
  return {
    add: async (entry: Editor & { fields: string[] }, tx: DbOrTx = db) => {
      await tx.insert(settingsAudit).values({ ...entry, kind: 'save' });
    },

    addCheck: async (
      entry: Editor & { group: CheckableGroup; result: CheckResult; fields: string[] },
      tx: DbOrTx = db,
    ) => {
      const { group, ...rest } = entry;
      await tx.insert(settingsAudit).values({ ...rest, kind: 'check', checkGroup: group });
    },

    latest: (limit: number, tx: DbOrTx = db): Promise<SettingsAuditRow[]> =>
      tx.select().from(settingsAudit).orderBy(desc(settingsAudit.changedAt), desc(settingsAudit.id)).limit(limit),
  };
}
