import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { telegramLinks, telegramLinkTokens } from './schema.ts';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

/** Chat links (one chat per account, one account per chat) and single-use link tokens. */
export function createTelegramRepository(db: DbOrTx) {
  return {
    async linkOfUser(userId: number, tx: DbOrTx = db): Promise<TelegramLinkRow | undefined> {
      const [row] = await tx.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
      return row;
    },

    async linkOfChat(chatId: number, tx: DbOrTx = db): Promise<TelegramLinkRow | undefined> {
      const [row] = await tx.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
      return row;
    },

    /**
     * Links the chat to the user (replacing the user's earlier chat, whose id it answers so that chat can
     * be told). Answers linked false when the chat is another account's: telegram_links_chat_unique
     * decides, so two racing links cannot both win.
     */
    async link(
      userId: number,
      chatId: number,
      username: string | null,
      tx: DbOrTx,
    ): Promise<{ linked: false } | { linked: true; previousChatId: number | null }> {
      const taken = await tx
        .select({ userId: telegramLinks.userId })
        .from(telegramLinks)
        .where(eq(telegramLinks.chatId, chatId))
        .for('update');
      if (taken[0] && taken[0].userId !== userId) return { linked: false };
      const [previous] = await tx
        .select({ chatId: telegramLinks.chatId })
        .from(telegramLinks)
        .where(eq(telegramLinks.userId, userId))
        .for('update');
      await tx
        .insert(telegramLinks)
        .values({ userId, chatId, username })
        .onConflictDoUpdate({
          target: telegramLinks.userId,
          set: { chatId, username, isPaused: false, linkedAt: sql`now()` },
        });
      return { linked: true, previousChatId: previous && previous.chatId !== chatId ? previous.chatId : null };
    },

    async unlinkUser(userId: number, tx: DbOrTx = db): Promise<TelegramLinkRow | undefined> {
      const [row] = await tx.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning();
      return row;
    },

    async unlinkChat(chatId: number, tx: DbOrTx = db): Promise<TelegramLinkRow | undefined> {
      const [row] = await tx.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning();
      return row;
    },

    async setPaused(chatId: number, paused: boolean, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(telegramLinks)
        .set({ isPaused: paused })
        .where(eq(telegramLinks.chatId, chatId))
        .returning({ userId: telegramLinks.userId });
      return rows.length > 0;
    },

    async insertToken(tokenHash: string, userId: number, ttlHours: number, tx: DbOrTx = db): Promise<Date> {
      const [row] = await tx
        .insert(telegramLinkTokens)
        .values({ tokenHash, userId, expiresAt: sql`now() + make_interval(hours => ${ttlHours})` })
        .returning({ expiresAt: telegramLinkTokens.expiresAt });
      return row!.expiresAt;
    },

    /** The token's row, locked: using it and linking happen in one transaction. */
    async lockToken(tokenHash: string, tx: DbOrTx) {
      const [row] = await tx
        .select({
          userId: telegramLinkTokens.userId,
          usedAt: telegramLinkTokens.usedAt,
          expired: sql<boolean>`${telegramLinkTokens.expiresAt} <= now()`,
        })
        .from(telegramLinkTokens)
        .where(eq(telegramLinkTokens.tokenHash, tokenHash))
        .for('update');
      return row;
    },

    async useToken(tokenHash: string, tx: DbOrTx): Promise<void> {
      await tx
        .update(telegramLinkTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(telegramLinkTokens.tokenHash, tokenHash));
    },

    /** A new token replaces the user's unused ones. */
    async dropUnusedTokens(userId: number, tx: DbOrTx = db): Promise<void> {
      await tx
        .delete(telegramLinkTokens)
        .where(
          and(
            eq(telegramLinkTokens.userId, userId),
            isNull(telegramLinkTokens.usedAt),
            gt(telegramLinkTokens.expiresAt, sql`now()`),
          ),
        );
    },

    /** Tokens expired or used more than a day ago (the hourly sweep). */
    async sweepTokens(tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(telegramLinkTokens)
        .where(
          or(
            lt(telegramLinkTokens.expiresAt, sql`now() - interval '1 day'`),
            lt(telegramLinkTokens.usedAt, sql`now() - interval '1 day'`),
          ),
        )
        .returning({ hash: telegramLinkTokens.tokenHash });
      return rows.length;
    },
  };
}

export type TelegramRepository = ReturnType<typeof createTelegramRepository>;
