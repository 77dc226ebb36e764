import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { DELIVERY_BOT, DELIVERY_STATUS } from '@raritet/contracts/notifications';
import { redactText } from '../../lib/redact.ts';
import { notificationMatchState, notificationPreferences, notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewMatch = {
  preferenceId: number;
  userId: number;
  bookId: number;
  deliveryMethod: number;
  matchedKeywords: string;
};
export type MatchState = typeof notificationMatchState.$inferSelect;

const { pending, sending, sent, failed, cancelled } = DELIVERY_STATUS;

/** The notification rows (one per preference and lot) and the matcher's progress row. */
export function createDeliveriesRepository(db: DbOrTx) {
  return {
    /**
     * Writes the matches; a pair already there is left as it is (notifications_preference_book_unique),
     * so a run repeated after a kill or a second test run adds nothing. Answers how many were new.
     */
    async insertMatches(matches: readonly NewMatch[], tx: DbOrTx = db): Promise<number> {
      let inserted = 0;
      // Columns as arrays (five parameters, whatever the number of rows): 144,000 rows take about a
      // second, where a VALUES list per slice took nine.
      for (let start = 0; start < matches.length; start += 20_000) {
        const slice = matches.slice(start, start + 20_000);
        const rows = await rowsOf<{ n: number }>(
          tx,
          sql`with added as (
                insert into ${notifications} (preference_id, user_id, book_id, delivery_method, matched_keywords, status)
                select p, u, b, m, k, ${pending}
                  from unnest(${sql.param(slice.map((match) => match.preferenceId))}::int[],
                              ${sql.param(slice.map((match) => match.userId))}::int[],
                              ${sql.param(slice.map((match) => match.bookId))}::int[],
                              ${sql.param(slice.map((match) => match.deliveryMethod))}::smallint[],
                              ${sql.param(slice.map((match) => match.matchedKeywords))}::text[]) as t(p, u, b, m, k)
                on conflict (preference_id, book_id) do nothing
                returning 1)
              select count(*)::int as n from added`,
        );
        inserted += Number(rows[0]?.n ?? 0);
      }
      return inserted;
    },

    /** The progress row, locked until the transaction ends: one matching run at a time. */
    async lockMatchState(tx: DbOrTx): Promise<MatchState> {
      const [row] = await tx
        .select()
        .from(notificationMatchState)
        .where(eq(notificationMatchState.id, 1))
        .for('update');
      if (row) return row;
      await tx.insert(notificationMatchState).values({ id: 1 }).onConflictDoNothing();
      const [made] = await tx
        .select()
        .from(notificationMatchState)
        .where(eq(notificationMatchState.id, 1))
        .for('update');
      return made!;
    },

    async saveMatchState(
      state: { matchedThroughId: number; pendingIds: number[]; pendingSince: Date | null },
      tx: DbOrTx,
    ): Promise<void> {
      await tx
        .update(notificationMatchState)
        .set({ ...state, lastRunAt: sql`now()` })
        .where(eq(notificationMatchState.id, 1));
    },

    /**
     * Preferences with pending rows due now (their retry time reached) whose window has passed since
     * their last digest (or all of them with `ignoreWindows`), oldest pending first.
     */
    async duePreferences(
      { limit, ignoreWindows = false, only }: { limit: number; ignoreWindows?: boolean; only?: readonly number[] },
      tx: DbOrTx = db,
    ): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`select p.id from ${notificationPreferences} p
             where ${only ? sql`p.id = any(${sql.param([...only])}::int[])` : sql`true`}
               and (${ignoreWindows} or p.last_notification_sent is null
                    or p.last_notification_sent + make_interval(mins => p.frequency_minutes) <= now())
               and exists (select 1 from ${notifications} n
                            where n.preference_id = p.id and n.status = ${pending}
                              and (n.next_attempt_at is null or n.next_attempt_at <= now()))
             order by p.id
             limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** The preference's due pending rows become 'sending' (an attempt counted), oldest first. */
    async claim(preferenceId: number, limit: number, tx: DbOrTx): Promise<NotificationRow[]> {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`update ${notifications} set status = ${sending}, attempts = attempts + 1, claimed_at = now()
             where id in (select id from ${notifications}
                           where preference_id = ${preferenceId} and status = ${pending}
                             and (next_attempt_at is null or next_attempt_at <= now())
                           order by id limit ${limit})
             returning id`,
      );
      if (rows.length === 0) return [];
      return tx
        .select()
        .from(notifications)
        .where(
          inArray(
            notifications.id,
            rows.map((row) => Number(row.id)),
          ),
        )
        .orderBy(notifications.id);
    },

    async markSent(
      ids: readonly number[],
      fields: { recipient: string; subject: string; method: number },
      tx: DbOrTx = db,
    ) {
      if (ids.length === 0) return;
      await tx
        .update(notifications)
        .set({
          status: sent,
          sentAt: sql`now()`,
          recipient: fields.recipient,
          subject: fields.subject,
          deliveryMethod: fields.method,
          errorMessage: null,
          nextAttemptAt: null,
        })
        .where(inArray(notifications.id, [...ids]));
    },

    /** After a failed attempt: tried again after `retryInSeconds`, or failed for good (null). */
    async markAttemptFailed(
      ids: readonly number[],
      error: string,
      retryInSeconds: number | null,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(notifications)
        .set(
          retryInSeconds === null
            ? { status: failed, errorMessage: redactText(error), nextAttemptAt: null }
            : {
                status: pending,
                errorMessage: redactText(error),
                nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
              },
        )
        .where(inArray(notifications.id, [...ids]));
    },

    async markCancelled(ids: readonly number[], reason: string, tx: DbOrTx = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(notifications)
        .set({ status: cancelled, errorMessage: reason, nextAttemptAt: null })
        .where(inArray(notifications.id, [...ids]));
    },

    /** A preference switched off or deleted: what it had waiting is not sent. */
    async cancelPendingOfPreference(preferenceId: number, reason: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ status: cancelled, errorMessage: reason, nextAttemptAt: null })
        .where(and(eq(notifications.preferenceId, preferenceId), eq(notifications.status, pending)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** A chat that blocked the bot: the user's other bot deliveries waiting are cancelled. */
    async cancelPendingBotOfUser(userId: number, reason: string, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ status: cancelled, errorMessage: reason, nextAttemptAt: null })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.deliveryMethod, DELIVERY_BOT),
            eq(notifications.status, pending),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /**
     * Rows left 'sending' by a process killed between claiming and recording the outcome go back to
     * pending after `minutes`: the digest is sent again rather than lost (ADR 0024).
     */
    async releaseStuck(minutes: number, tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .update(notifications)
        .set({ status: pending })
        .where(
          and(
            eq(notifications.status, sending),
            sql`${notifications.claimedAt} < now() - make_interval(mins => ${minutes})`,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** A page of the user's history, newest first (notifications_user_created_idx). */
    async historyPage(userId: number, offset: number, limit: number, tx: DbOrTx = db) {
      const [total] = await tx.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
      const rows = await tx
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: total?.n ?? 0 };
    },

    async statistics(tx: DbOrTx = db): Promise<{ total: number; successful: number; failed: number }> {
      const [row] = await rowsOf<{ total: number; successful: number; failed: number }>(
        tx,
        sql`select count(*)::int as total,
                   count(*) filter (where status in (${sent}, ${DELIVERY_STATUS.delivered}, ${DELIVERY_STATUS.read}))::int as successful,
                   count(*) filter (where status = ${failed})::int as failed
              from ${notifications}`,
      );
      return {
        total: Number(row?.total ?? 0),
        successful: Number(row?.successful ?? 0),
        failed: Number(row?.failed ?? 0),
      };
    },
  };
}

export type DeliveriesRepository = ReturnType<typeof createDeliveriesRepository>;
