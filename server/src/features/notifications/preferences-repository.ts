import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Language } from '@raritet/contracts/messages';
import type { ValidPreference } from '@raritet/contracts/notifications';
import { notificationPreferences } from './schema.ts';

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

const columnsOf = (preference: ValidPreference) => ({
  isEnabled: preference.isEnabled,
  keywords: preference.keywords,
  isExactMatch: preference.isExactMatch,
  categoryIds: preference.categoryIds,
  minPrice: preference.minPrice,
  maxPrice: preference.maxPrice,
  minYear: preference.minYear,
  maxYear: preference.maxYear,
  cities: preference.cities,
  frequencyMinutes: preference.notificationFrequencyMinutes,
  deliveryMethod: preference.deliveryMethod,
});

/** A user's preferences. Every read and write names the owner, so no call reaches another user's row. */
export function createPreferencesRepository(db: DbOrTx) {
  const own = (userId: number, id: number) =>
    and(eq(notificationPreferences.id, id), eq(notificationPreferences.userId, userId));
  return {
    /** Index: notification_preferences_user_idx. */
    list: (userId: number, tx: DbOrTx = db): Promise<PreferenceRow[]> =>
      tx
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId))
        .orderBy(asc(notificationPreferences.id)),

    async find(userId: number, id: number, tx: DbOrTx = db): Promise<PreferenceRow | undefined> {
      const [row] = await tx.select().from(notificationPreferences).where(own(userId, id));
      return row;
    },

    async countOf(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row?.n ?? 0;
    },

    async insert(
      userId: number,
      preference: ValidPreference,
      language: Language,
      tx: DbOrTx = db,
    ): Promise<PreferenceRow> {
      const [row] = await tx
        .insert(notificationPreferences)
        .values({ userId, ...columnsOf(preference), language })
        .returning();
      return row!;
    },

    async update(
      userId: number,
      id: number,
      preference: ValidPreference,
      language: Language,
      tx: DbOrTx = db,
    ): Promise<PreferenceRow | undefined> {
      const [row] = await tx
        .update(notificationPreferences)
        .set({ ...columnsOf(preference), language, updatedAt: sql`now()` })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async remove(userId: number, id: number, tx: DbOrTx = db): Promise<PreferenceRow | undefined> {
      const [row] = await tx.delete(notificationPreferences).where(own(userId, id)).returning();
      return row;
    },

    /** The unsubscribe link's switch: off, whoever's it is (the link's signature names the owner). */
    async disable(id: number, userId: number, tx: DbOrTx = db): Promise<PreferenceRow | undefined> {
      const [row] = await tx
        .update(notificationPreferences)
        .set({ isEnabled: false, updatedAt: sql`now()` })
        .where(own(userId, id))
        .returning();
      return row;
    },

    /** Every enabled preference, for the matcher (notification_preferences_enabled_idx). */
    enabled: (tx: DbOrTx = db): Promise<PreferenceRow[]> =>
      tx
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.isEnabled, true))
        .orderBy(asc(notificationPreferences.id)),

    /** A preference by id alone: the delivery's and the unsubscribe link's view. */
    async byId(id: number, tx: DbOrTx = db): Promise<PreferenceRow | undefined> {
      const [row] = await tx.select().from(notificationPreferences).where(eq(notificationPreferences.id, id));
      return row;
    },

    /** Locks a preference for its digest; undefined when another process holds it (it is sending). */
    async lockForDigest(id: number, tx: DbOrTx): Promise<PreferenceRow | undefined> {
      const [row] = await tx
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.id, id))
        .for('update', { skipLocked: true });
      return row;
    },

    async markSent(id: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(notificationPreferences)
        .set({ lastNotificationSent: sql`now()` })
        .where(eq(notificationPreferences.id, id));
    },

    async enabledUsers(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(distinct ${notificationPreferences.userId})::int` })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.isEnabled, true));
      return row?.n ?? 0;
    },

    async enabledCountOf(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(notificationPreferences)
        .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.isEnabled, true)));
      return row?.n ?? 0;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
