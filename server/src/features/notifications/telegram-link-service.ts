import { createHash, randomBytes } from 'node:crypto';
import { isAdminRole } from '@raritet/contracts/auth';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import {
  DELIVERY_BOT,
  LINK_TOKEN_TTL_HOURS,
  type BotStatus,
  type LinkTokenResponse,
  type NotificationPreference,
} from '@raritet/contracts/notifications';
import type { Database, Tx } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import type { DeliveriesRepository } from './deliveries-repository.ts';
import type { BotSender } from './delivery.ts';
import type { PreferencesRepository } from './preferences-repository.ts';
import { toPreference } from './preferences-service.ts';
import { createLinkOffers, type OfferingChat } from './link-offers.ts';
import type { LinkOffersRepository } from './link-offers-repository.ts';
import type { TelegramRepository } from './telegram-repository.ts';

/** Link tokens are kept as their SHA-256: the table alone links nothing. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TelegramLinkDeps = {
  database: Database;
  telegram: TelegramRepository;
  preferences: PreferencesRepository;
  deliveries: DeliveriesRepository;
  auth: Pick<AuthService, 'userDtoById'>;
  billing: Pick<BillingService, 'hasActiveSubscription'>;
  mailer: Provider<Mailer>;
  bot: () => BotSender | undefined;
  offers: LinkOffersRepository;
  site: (path: string) => string;
  log?: Pick<Logger, 'info' | 'warn'> | undefined;
};

/**
 * A user's Telegram chat: the status, single-use link tokens, the
 * bot's link offer confirmed on the site (link-offers.ts, ADR 0048), unlinking, a test message by either method, and the accounts side of the bot's
 * commands (`bot`, the `BotAccounts` of bot-commands.ts). One chat per account, one account per chat.
 */
export function createTelegramLinkService(deps: TelegramLinkDeps) {
  const { database, telegram, preferences, deliveries, auth, billing, site, log } = deps;
  const offers = createLinkOffers({ database, telegram, offers: deps.offers, bot: deps.bot, site, log });
  const botUsername = () => deps.bot()?.botUsername() ?? null;
  const failure = (error: unknown) =>
    new AppError(502, 'notification_test_failed', { error: error instanceof Error ? error.message : String(error) });

  /** Unlinks and cancels what was waiting for the chat, in one transaction. */
  async function unlink(remove: (tx: Tx) => Promise<{ userId: number } | undefined>) {
    return database.db.transaction(async (tx) => {
      const link = await remove(tx);
      if (link) await deliveries.cancelPendingBotOfUser(link.userId, 'Telegram unlinked', tx);
      return Boolean(link);
    });
  }

  return {
    async botStatus(user: UserRow): Promise<BotStatus> {
      const link = await telegram.linkOfUser(user.id);
      return {
        isConnected: Boolean(link),
        telegramId: link ? String(link.chatId) : null,
        telegramUsername: link?.username ?? null,
        botUsername: botUsername(),
        botAvailable: Boolean(deps.bot()?.available()),
        isPaused: link?.isPaused ?? false,
      };
    },

    /** A new token replaces the user's unused ones; the deep link starts the bot with it. */
    async generateLinkToken(user: UserRow, lang: Language): Promise<LinkTokenResponse> {
      if (!deps.bot()?.available()) throw new AppError(409, 'notification_bot_unavailable');
      const token = randomBytes(24).toString('base64url');
      await telegram.dropUnusedTokens(user.id);
      const expiresAt = await telegram.insertToken(hashToken(token), user.id, LINK_TOKEN_TTL_HOURS);
      const username = botUsername();
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        instructions: [
          formatMessage('telegram_instruction_open', lang, { bot: username ? `@${username}` : 'Telegram' }),
          formatMessage('telegram_instruction_start', lang),
          formatMessage('telegram_instruction_command', lang, { command: `/start ${token}` }),
          formatMessage('telegram_instruction_once', lang, { hours: LINK_TOKEN_TTL_HOURS }),
        ],
        deepLink: username ? `https://t.me/${username}?start=${token}` : null,
        botUsername: username,
      };
    },

    /** The site's half of the bot's link offer: what it names, then the owner's confirmation or refusal. */
    linkOffer: offers.preview.bind(offers),
    autoLink: offers.confirm.bind(offers),
    declineLinkOffer: offers.decline.bind(offers),
    sweepLinkOffers: offers.sweep,

    disconnect: (user: UserRow): Promise<boolean> => unlink((tx) => telegram.unlinkUser(user.id, tx)),

    /** `POST /notification/test`: one message by that method now; not in the history or statistics. */
    async sendTest(user: UserRow, method: number, lang: Language): Promise<string> {
      if (method === DELIVERY_BOT) {
        const link = await telegram.linkOfUser(user.id);
        if (!link) throw badRequest('notification_bot_not_connected');
        const sender = deps.bot();
        if (!sender?.available()) throw new AppError(409, 'notification_bot_unavailable');
        try {
          await sender.sendHtml(link.chatId, formatMessage('test_notification_text', lang));
        } catch (error) {
          if (sender.isBlocked(error)) await unlink((tx) => telegram.unlinkChat(link.chatId, tx));
          throw failure(error);
        }
        return link.username ? `@${link.username}` : String(link.chatId);
      }
      try {
        const sent = await (
          await deps.mailer.get()
        ).send({
          to: user.email,
          subject: formatMessage('test_notification_subject', lang),
          text: formatMessage('test_notification_text', lang),
        });
        if (sent.file) log?.info({ file: sent.file }, 'alerts: test e-mail written to the outbox');
      } catch (error) {
        throw failure(error);
      }
      return user.email;
    },

    /** The accounts side of the bot's commands (bot-commands.ts `BotAccounts`, without /price). */
    bot: {
      async linkByToken(token: string, chat: { chatId: number; username: string | null; language?: Language }) {
        const hash = hashToken(token);
        const outcome = await database.db.transaction(async (tx) => {
          const row = await telegram.lockToken(hash, tx);
          if (!row) return { ok: false as const, reason: 'unknown' as const };
          if (row.usedAt) return { ok: false as const, reason: 'used' as const };
          if (row.expired) return { ok: false as const, reason: 'expired' as const };
          const linked = await telegram.link(row.userId, chat.chatId, chat.username, tx);
          if (!linked.linked) return { ok: false as const, reason: 'chat_taken' as const };
          await telegram.useToken(hash, tx);
          return { ok: true as const, userId: row.userId, previousChatId: linked.previousChatId };
        });
        if (!outcome.ok) return outcome;
        // After the commit: on PGlite's one connection a read outside the transaction would wait for it.
        const dto = await auth.userDtoById(outcome.userId);
        const email = dto?.email ?? '';
        // The token was made by the logged-in owner: their consent; the chat it replaces is told.
        if (outcome.previousChatId !== null) {
          await offers.tellReplaced(outcome.previousChatId, email, chat.language ?? 'ru');
        }
        return { ok: true as const, email };
      },
      async accountOfChat(chatId: number) {
        const link = await telegram.linkOfChat(chatId);
        if (!link) return null;
        const dto = await auth.userDtoById(link.userId);
        if (!dto) return null;
        return {
          userId: link.userId,
          email: dto.email,
          isPaused: link.isPaused,
          enabledPreferences: await preferences.enabledCountOf(link.userId),
          hasSubscription: isAdminRole(dto.role) || (await billing.hasActiveSubscription(link.userId)),
        };
      },
      unlinkChat: (chatId: number): Promise<boolean> => unlink((tx) => telegram.unlinkChat(chatId, tx)),
      setChatPaused: (chatId: number, paused: boolean) => telegram.setPaused(chatId, paused),
      async preferencesOfChat(chatId: number): Promise<NotificationPreference[]> {
        const link = await telegram.linkOfChat(chatId);
        return link ? (await preferences.list(link.userId)).map(toPreference) : [];
      },
      offerLinkUrl: (chat: OfferingChat): Promise<string> => offers.offerUrl(chat),
      siteUrl: site,
    },
  };
}
