import { asc, count, gt, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { isoMicros, isoMicrosOrNull, wasInserted } from '../../lib/transfer-rows.ts';
import { notificationPreferences, telegramLinks } from './schema.ts';

/** A keyword alert as the users' export reads it: every stored field, timestamps to the microsecond. */
export type PreferenceTransferRow = {
  id: number;
  userId: number;
  isEnabled: boolean;
  keywords: string;
  isExactMatch: boolean;
  categoryIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  minYear: number | null;
  maxYear: number | null;
  cities: string;
  frequencyMinutes: number;
  deliveryMethod: number;
  lastNotificationSent: string | null;
  language: string;
  createdAt: string;
  updatedAt: string;
};
export type StoredPreference = Omit<PreferenceTransferRow, 'id'>;

export type TelegramTransferRow = {
  userId: number;
  chatId: number;
  username: string | null;
  isPaused: boolean;
  linkedAt: string;
};

const column = <T>(rows: readonly T[], pick: (row: T) => unknown, type: string) =>
  sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;

/** An int[] as an array literal, so that a batch's arrays travel as one text[] parameter (unnest would flatten an int[][]). */
const intArrayLiteral = (values: readonly number[]) => `{${values.join(',')}}`;

/** The alerts' and the chat links' rows of the users' export and import (ADR 0031). */
export function createNotificationsTransferRepository(db: DbOrTx) {
  return {
    countPreferences: async (tx: DbOrTx = db): Promise<number> =>
      (await tx.select({ n: count() }).from(notificationPreferences))[0]?.n ?? 0,

    countLinks: async (tx: DbOrTx = db): Promise<number> =>
      (await tx.select({ n: count() }).from(telegramLinks))[0]?.n ?? 0,

    /** Preferences after this id (notification_preferences_pkey). */
    preferencesPage: (afterId: number, limit: number, tx: DbOrTx = db): Promise<PreferenceTransferRow[]> =>
      tx
        .select({
          id: notificationPreferences.id,
          userId: notificationPreferences.userId,
          isEnabled: notificationPreferences.isEnabled,
          keywords: notificationPreferences.keywords,
          isExactMatch: notificationPreferences.isExactMatch,
          categoryIds: notificationPreferences.categoryIds,
          minPrice: notificationPreferences.minPrice,
          maxPrice: notificationPreferences.maxPrice,
          minYear: notificationPreferences.minYear,
          maxYear: notificationPreferences.maxYear,
          cities: notificationPreferences.cities,
          frequencyMinutes: notificationPreferences.frequencyMinutes,
          deliveryMethod: notificationPreferences.deliveryMethod,
          lastNotificationSent: isoMicrosOrNull(notificationPreferences.lastNotificationSent),
          language: notificationPreferences.language,
          createdAt: isoMicros(notificationPreferences.createdAt),
          updatedAt: isoMicros(notificationPreferences.updatedAt),
        })
        .from(notificationPreferences)
        .where(gt(notificationPreferences.id, afterId))
        .orderBy(asc(notificationPreferences.id))
        .limit(limit),

    /** Chat links after this user (telegram_links_pkey). */
    linksPage: (afterUserId: number, limit: number, tx: DbOrTx = db): Promise<TelegramTransferRow[]> =>
      tx
        .select({
          userId: telegramLinks.userId,
          chatId: telegramLinks.chatId,
          username: telegramLinks.username,
          isPaused: telegramLinks.isPaused,
          linkedAt: isoMicros(telegramLinks.linkedAt),
        })
        .from(telegramLinks)
        .where(gt(telegramLinks.userId, afterUserId))
        .orderBy(asc(telegramLinks.userId))
        .limit(limit),

    /**
     * A batch of preferences matched by (user, created at): the known ones rewritten only where a field
     * differs, the others inserted, in one statement whose parts see the table as it was before it.
     * Index: notification_preferences_user_idx (the user's few rows).
     */
    async upsertPreferences(
      rows: readonly StoredPreference[],
      tx: DbOrTx,
    ): Promise<{ created: number; updated: number }> {
      if (rows.length === 0) return { created: 0, updated: 0 };
      const fields = sql.raw(`is_enabled, keywords, is_exact_match, category_ids, min_price, max_price, min_year,
        max_year, cities, frequency_minutes, delivery_method, last_notification_sent, language, updated_at`);
      const [result] = await rowsOf<{ created: number; updated: number }>(
        tx,
        sql`with v as (
              select user_id, is_enabled, keywords, is_exact_match, category_ids::int[] as category_ids, min_price,
                     max_price, min_year, max_year, cities, frequency_minutes, delivery_method,
                     last_notification_sent, language, created_at, updated_at
                from unnest(
                  ${column(rows, (r) => r.userId, 'int')}, ${column(rows, (r) => r.isEnabled, 'boolean')},
                  ${column(rows, (r) => r.keywords, 'text')}, ${column(rows, (r) => r.isExactMatch, 'boolean')},
                  ${column(rows, (r) => intArrayLiteral(r.categoryIds), 'text')},
                  ${column(rows, (r) => r.minPrice, 'int')}, ${column(rows, (r) => r.maxPrice, 'int')},
                  ${column(rows, (r) => r.minYear, 'int')}, ${column(rows, (r) => r.maxYear, 'int')},
                  ${column(rows, (r) => r.cities, 'text')}, ${column(rows, (r) => r.frequencyMinutes, 'int')},
                  ${column(rows, (r) => r.deliveryMethod, 'smallint')},
                  ${column(rows, (r) => r.lastNotificationSent, 'timestamptz')},
                  ${column(rows, (r) => r.language, 'text')}, ${column(rows, (r) => r.createdAt, 'timestamptz')},
                  ${column(rows, (r) => r.updatedAt, 'timestamptz')}
                ) as u(user_id, is_enabled, keywords, is_exact_match, category_ids, min_price, max_price, min_year,
                       max_year, cities, frequency_minutes, delivery_method, last_notification_sent, language,
                       created_at, updated_at)
            ),
            changed as (
              update ${notificationPreferences} p
                 set (${fields}) = (v.is_enabled, v.keywords, v.is_exact_match, v.category_ids, v.min_price,
                      v.max_price, v.min_year, v.max_year, v.cities, v.frequency_minutes, v.delivery_method,
                      v.last_notification_sent, v.language, v.updated_at)
                from v
               where p.user_id = v.user_id and p.created_at = v.created_at
                 and (p.is_enabled, p.keywords, p.is_exact_match, p.category_ids, p.min_price, p.max_price,
                      p.min_year, p.max_year, p.cities, p.frequency_minutes, p.delivery_method,
                      p.last_notification_sent, p.language, p.updated_at)
                     is distinct from
                     (v.is_enabled, v.keywords, v.is_exact_match, v.category_ids, v.min_price, v.max_price,
                      v.min_year, v.max_year, v.cities, v.frequency_minutes, v.delivery_method,
                      v.last_notification_sent, v.language, v.updated_at)
              returning p.id
            ),
            added as (
              insert into ${notificationPreferences} (user_id, ${fields}, created_at)
              select v.user_id, v.is_enabled, v.keywords, v.is_exact_match, v.category_ids, v.min_price,
                     v.max_price, v.min_year, v.max_year, v.cities, v.frequency_minutes, v.delivery_method,
                     v.last_notification_sent, v.language, v.updated_at, v.created_at
                from v
               where not exists (select 1 from ${notificationPreferences} p
                                  where p.user_id = v.user_id and p.created_at = v.created_at)
              returning id
            )
            select (select count(*) from added)::int as created, (select count(*) from changed)::int as updated`,
      );
      return { created: Number(result?.created ?? 0), updated: Number(result?.updated ?? 0) };
    },

    /** Which users the chats of a batch belong to here (telegram_links_chat_unique). */
    chatOwners: async (chatIds: readonly number[], tx: DbOrTx): Promise<Map<number, number>> => {
      if (chatIds.length === 0) return new Map();
      const rows = await tx
        .select({ chatId: telegramLinks.chatId, userId: telegramLinks.userId })
        .from(telegramLinks)
        .where(sql`${telegramLinks.chatId} = any(${sql.param([...chatIds])}::bigint[])`);
      return new Map(rows.map((row) => [Number(row.chatId), row.userId]));
    },

    /** A batch of links by user (telegram_links_pkey), rewritten only when a field differs. */
    upsertLinks: (rows: readonly TelegramTransferRow[], tx: DbOrTx): Promise<{ inserted: boolean }[]> =>
      rows.length === 0
        ? Promise.resolve([])
        : tx
            .insert(telegramLinks)
            .values(rows.map((row) => ({ ...row, linkedAt: sql`${row.linkedAt}::timestamptz` })))
            .onConflictDoUpdate({
              target: telegramLinks.userId,
              set: {
                chatId: sql`excluded.chat_id`,
                username: sql`excluded.username`,
                isPaused: sql`excluded.is_paused`,
                linkedAt: sql`excluded.linked_at`,
              },
              setWhere: sql`(${telegramLinks.chatId}, ${telegramLinks.username}, ${telegramLinks.isPaused}, ${telegramLinks.linkedAt})
                is distinct from (excluded.chat_id, excluded.username, excluded.is_paused, excluded.linked_at)`,
            })
            .returning({ inserted: wasInserted }),
  };
}
