import { createHash, randomBytes } from 'node:crypto';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import { LINK_OFFER_TTL_MINUTES, type LinkOffer } from '@raritet/contracts/notifications';
import type { Database } from '../../db/client.ts';
import { escapeHtml } from '../../integrations/telegram/html.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { UserRow } from '../auth/service.ts';
import type { BotSender } from './delivery.ts';
import type { LinkOfferRow, LinkOffersRepository } from './link-offers-repository.ts';
import type { TelegramRepository } from './telegram-repository.ts';

/** 24 random bytes in base64url: what the bot's link carries and nothing else has. */
const NONCE = /^[A-Za-z0-9_-]{32}$/;
const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');
/** Telegram allows 64 characters for each of the first and last names. */
const NAME_MAX_LENGTH = 129;

/** The chat that asked for the link, as the bot's update tells it. */
export type OfferingChat = {
  chatId: number;
  username: string | null;
  firstName?: string | undefined;
  lastName?: string | undefined;
};

/** The Telegram display name of a chat, trimmed, with control characters (U+0000 among them) as spaces. */
function displayName({ firstName, lastName }: OfferingChat): string | null {
  const name = [firstName, lastName]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  return name === '' ? null : name;
}

export type LinkOffersDeps = {
  database: Database;
  telegram: TelegramRepository;
  offers: LinkOffersRepository;
  bot: () => BotSender | undefined;
  site: (path: string) => string;
  log?: Pick<Logger, 'warn'> | undefined;
};

/**
 * The bot's link offer (ADR 0048): `/start` without a token gets a link with a single-use nonce
 * bound to its chat and Telegram account, valid LINK_OFFER_TTL_MINUTES. The site shows a logged-in user
 * which Telegram account it names and links only on their confirmation; declining burns it. An account's
 * linked chat is replaced only when the user confirmed that too, and the replaced chat is told.
 */
export function createLinkOffers(deps: LinkOffersDeps) {
  const { database, telegram, offers, site, log } = deps;

  /** The offer the link names, or the error that says why it cannot be used. */
  function usable(row: LinkOfferRow | undefined, telegramId: string): LinkOfferRow {
    if (!row || String(row.chatId) !== telegramId) throw badRequest('telegram_link_invalid');
    if (row.usedAt) throw new AppError(409, 'telegram_link_used');
    if (row.expired) throw badRequest('telegram_link_expired', { minutes: LINK_OFFER_TTL_MINUTES });
    return row;
  }
  const hashOf = (nonce: string) => {
    if (!NONCE.test(nonce)) throw badRequest('telegram_link_invalid');
    return hashNonce(nonce);
  };
  const handle = (chatId: number, username: string | null) => (username ? `@${username}` : String(chatId));

  /** Tells a chat that another one replaced it on the account; a chat that cannot be reached is let be. */
  async function tellReplaced(chatId: number, email: string, lang: Language): Promise<void> {
    const sender = deps.bot();
    if (!sender?.available()) return;
    const html = formatMessage('bot_chat_replaced', lang, {
      email: escapeHtml(email),
      url: escapeHtml(site('/notifications')),
    });
    await sender.sendHtml(chatId, html).catch((error: unknown) => {
      log?.warn({ err: error, chatId }, 'Telegram: the replaced chat could not be told');
    });
  }

  return {
    /** The bot's half: a new offer for the chat (its earlier unused ones stop working) and its address. */
    async offerUrl(chat: OfferingChat): Promise<string> {
      const nonce = randomBytes(24).toString('base64url');
      await offers.insert(
        hashNonce(nonce),
        { chatId: chat.chatId, username: chat.username, displayName: displayName(chat) },
        LINK_OFFER_TTL_MINUTES,
      );
      return site(`/notifications?telegramId=${chat.chatId}&nonce=${nonce}`);
    },

    /** What the confirmation names: the offer's Telegram account and the account's current chat. */
    async preview(user: UserRow, query: { telegramId: string; nonce: string }): Promise<LinkOffer> {
      const row = usable(await offers.find(hashOf(query.nonce)), query.telegramId);
      const current = await telegram.linkOfUser(user.id);
      return {
        telegramId: String(row.chatId),
        telegramUsername: row.username,
        telegramName: row.displayName,
        expiresAt: row.expiresAt.toISOString(),
        current: current ? { telegramId: String(current.chatId), telegramUsername: current.username } : null,
      };
    },

    /**
     * The owner confirmed: links the offer's chat once. The account's other chat is replaced only with
     * `replace`, and is told after the commit.
     */
    async confirm(
      user: UserRow,
      body: { telegramId: string; nonce: string; replace?: boolean | undefined },
      lang: Language,
    ): Promise<void> {
      const hash = hashOf(body.nonce);
      const previousChatId = await database.db.transaction(async (tx) => {
        const row = usable(await offers.lock(hash, tx), body.telegramId);
        const current = await telegram.linkOfUser(user.id, tx);
        if (current && current.chatId !== row.chatId && body.replace !== true) {
          throw new AppError(409, 'telegram_link_replace_unconfirmed', {
            current: handle(current.chatId, current.username),
          });
        }
        const linked = await telegram.link(user.id, row.chatId, row.username, tx);
        if (!linked.linked) throw new AppError(409, 'telegram_chat_taken');
        await offers.use(hash, tx);
        return linked.previousChatId;
      });
      if (previousChatId !== null) await tellReplaced(previousChatId, user.email, lang);
    },

    /** The owner declined: the offer is burnt and nothing is linked. */
    async decline(body: { telegramId: string; nonce: string }): Promise<void> {
      const hash = hashOf(body.nonce);
      await database.db.transaction(async (tx) => {
        usable(await offers.lock(hash, tx), body.telegramId);
        await offers.use(hash, tx);
      });
    },

    tellReplaced,

    sweep: () => offers.sweep(),
  };
}

export type LinkOffers = ReturnType<typeof createLinkOffers>;
