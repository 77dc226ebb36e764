import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { telegramLinkOffers } from './schema.ts';

/** What a link offer names and whether it can still be used. */
export type LinkOfferRow = {
  chatId: number;
  username: string | null;
  displayName: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  expired: boolean;
};

const columns = {
  chatId: telegramLinkOffers.chatId,
  username: telegramLinkOffers.username,
  displayName: telegramLinkOffers.displayName,
  expiresAt: telegramLinkOffers.expiresAt,
  usedAt: telegramLinkOffers.usedAt,
  // The database's clock decides, as it does for the link tokens.
  expired: sql<boolean>`${telegramLinkOffers.expiresAt} <= now()`,
};

/** The bot's link offers (ADR 0048): single-use nonces, stored as their SHA-256, bound to a chat. */
export function createLinkOffersRepository(db: DbOrTx) {
  return {
    /** A new offer replaces the chat's unused ones (telegram_link_offers_chat_idx): one live link per chat. */
    async insert(
      nonceHash: string,
      chat: { chatId: number; username: string | null; displayName: string | null },
      ttlMinutes: number,
      tx: DbOrTx = db,
    ): Promise<Date> {
      await tx
        .delete(telegramLinkOffers)
        .where(and(eq(telegramLinkOffers.chatId, chat.chatId), isNull(telegramLinkOffers.usedAt)));
      const [row] = await tx
        .insert(telegramLinkOffers)
        .values({ nonceHash, ...chat, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` })
        .returning({ expiresAt: telegramLinkOffers.expiresAt });
      return row!.expiresAt;
    },

    async find(nonceHash: string, tx: DbOrTx = db): Promise<LinkOfferRow | undefined> {
      const [row] = await tx
        .select(columns)
        .from(telegramLinkOffers)
        .where(eq(telegramLinkOffers.nonceHash, nonceHash));
      return row;
    },

    /** The offer's row, locked: using it and linking happen in one transaction, so it links once. */
    async lock(nonceHash: string, tx: DbOrTx): Promise<LinkOfferRow | undefined> {
      const [row] = await tx
        .select(columns)
        .from(telegramLinkOffers)
        .where(eq(telegramLinkOffers.nonceHash, nonceHash))
        .for('update');
      return row;
    },

    async use(nonceHash: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(telegramLinkOffers)
        .set({ usedAt: sql`now()` })
        .where(eq(telegramLinkOffers.nonceHash, nonceHash));
    },

    /**
     * Offers a day past their expiry (the hourly sweep, telegram_link_offers_expires_idx). Used ones stay
     * until then, so a second use is told "already used" rather than "unknown".
     */
    async sweep(tx: DbOrTx = db): Promise<number> {
      const rows = await tx
        .delete(telegramLinkOffers)
        .where(lt(telegramLinkOffers.expiresAt, sql`now() - interval '1 day'`))
        .returning({ hash: telegramLinkOffers.nonceHash });
      return rows.length;
    },
  };
}

export type LinkOffersRepository = ReturnType<typeof createLinkOffersRepository>;
