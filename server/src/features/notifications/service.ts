import { createHash, randomBytes } from 'node:crypto';
import { isAdminRole } from '@raritet/contracts/auth';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import {
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  LINK_TOKEN_TTL_HOURS,
  PREFERENCES_PER_USER_MAX,
  validatePreferenceInput,
  type BotStatus,
  type LinkTokenResponse,
  type NotificationHistoryPage,
  type NotificationPreference,
  type NotificationPreferenceInput,
  type TelegramStatistics,
} from '@raritet/contracts/notifications';
import type { z } from 'zod';
import type { NotificationPreferenceInput as InputSchema } from '@raritet/contracts/notifications';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import type { ArchiveService } from '../archive/service.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import { createDeliveriesRepository } from './deliveries-repository.ts';
import { createDelivery, type BotSender } from './delivery.ts';
import { createMatching } from './matching.ts';
import { createPreferencesRepository, type PreferenceRow } from './preferences-repository.ts';
import { createSignedLinks } from './signed-links.ts';
import { createTelegramRepository } from './telegram-repository.ts';

export type { BotSender };

export type NotificationsServiceOptions = {
  database: Database;
  archive: Pick<ArchiveService, 'lots' | 'books'>;
  auth: Pick<AuthService, 'userDtoById' | 'lockAccount'>;
  billing: Pick<BillingService, 'hasActiveSubscription'>;
  mailer: Provider<Mailer>;
  /** The messaging bot, once it is wired (app.ts); undefined = no bot. */
  bot?: () => BotSender | undefined;
  /** The address people reach the service at (links in e-mails and bot messages). */
  publicUrl: string;
  /** The server's secret, from which the signed links' keys are derived. */
  secret: string;
  log?: Pick<Logger, 'info' | 'warn' | 'error'> | undefined;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toPreference = (row: PreferenceRow): NotificationPreference => ({
  id: row.id,
  isEnabled: row.isEnabled,
  keywords: row.keywords,
  isExactMatch: row.isExactMatch,
  categoryIds: row.categoryIds,
  minPrice: row.minPrice,
  maxPrice: row.maxPrice,
  minYear: row.minYear,
  maxYear: row.maxYear,
  cities: row.cities,
  notificationFrequencyMinutes: row.frequencyMinutes,
  deliveryMethod: row.deliveryMethod === DELIVERY_BOT ? DELIVERY_BOT : DELIVERY_EMAIL,
  lastNotificationSent: row.lastNotificationSent?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Keyword alerts: a user's preferences, their history, the Telegram link, and the matching and delivery
 * the jobs run (ADR 0024). Preferences are personal: every call names the user, an administrator too.
 */
export function createNotificationsService(options: NotificationsServiceOptions) {
  const { database, archive, auth, billing, log } = options;
  const preferences = createPreferencesRepository(database.db);
  const deliveries = createDeliveriesRepository(database.db);
  const telegram = createTelegramRepository(database.db);
  const signed = createSignedLinks(options.secret);
  let bot = options.bot ?? (() => undefined);
  const site = (path: string) => `${options.publicUrl}${path}`;
  const unsubscribeUrl = (preference: Pick<PreferenceRow, 'id' | 'userId'>) =>
    site(
      `/api/notification/unsubscribe?preference=${preference.id}&user=${preference.userId}&signature=${signed.unsubscribeSignature(preference.id, preference.userId)}`,
    );

  const matching = createMatching({ database, lots: archive.lots, preferences, deliveries, log });
  const delivery = createDelivery({
    database,
    preferences,
    deliveries,
    telegram,
    archive,
    auth,
    billing,
    mailer: options.mailer,
    bot: () => bot(),
    links: {
      book: (id) => site(`/books/${id}`),
      settings: site('/notifications'),
      subscribe: site('/subscription'),
      unsubscribe: unsubscribeUrl,
    },
    log,
  });

  async function validated(userId: number, input: z.output<typeof InputSchema>) {
    const result = validatePreferenceInput(input);
    if ('error' in result) throw badRequest(result.error);
    const { preference } = result;
    if (preference.deliveryMethod === DELIVERY_BOT && !(await telegram.linkOfUser(userId))) {
      throw badRequest('notification_bot_not_linked');
    }
    if (preference.categoryIds.length) {
      const known = new Set((await archive.books.categories()).map((category) => category.id));
      const unknown = preference.categoryIds.filter((id) => !known.has(id));
      if (unknown.length) throw badRequest('notification_category_unknown', { ids: unknown.join(', ') });
    }
    return preference;
  }

  async function linkChat(userId: number, chatId: number, username: string | null): Promise<boolean> {
    return database.db.transaction((tx) => telegram.link(userId, chatId, username, tx));
  }

  const botUsername = () => bot()?.botUsername() ?? null;

  return {
    /** Wires the messaging bot once it exists (the bot's commands need this service first). */
    useBot(sender: () => BotSender | undefined) {
      bot = sender;
    },

    // ---- preferences ----
    list: async (user: UserRow): Promise<NotificationPreference[]> =>
      (await preferences.list(user.id)).map(toPreference),

    async create(user: UserRow, input: z.output<typeof InputSchema>, lang: Language) {
      const preference = await validated(user.id, input);
      const row = await database.db.transaction(async (tx) => {
        // Counted under the account's lock: two creates at once cannot both pass the limit.
        await auth.lockAccount(user.id, tx);
        if ((await preferences.countOf(user.id, tx)) >= PREFERENCES_PER_USER_MAX) {
          throw badRequest('notification_preferences_limit', { max: PREFERENCES_PER_USER_MAX });
        }
        return preferences.insert(user.id, preference, lang, tx);
      });
      return toPreference(row);
    },

    async update(user: UserRow, id: number, input: z.output<typeof InputSchema>, lang: Language) {
      const preference = await validated(user.id, input);
      const row = await database.db.transaction(async (tx) => {
        const updated = await preferences.update(user.id, id, preference, lang, tx);
        if (updated && !updated.isEnabled) await deliveries.cancelPendingOfPreference(id, 'preference disabled', tx);
        return updated;
      });
      if (!row) throw notFound('notification_preference_not_found');
      return toPreference(row);
    },

    async remove(user: UserRow, id: number): Promise<NotificationPreference> {
      const row = await database.db.transaction(async (tx) => {
        await deliveries.cancelPendingOfPreference(id, 'preference deleted', tx).catch(() => 0);
        return preferences.remove(user.id, id, tx);
      });
      if (!row) throw notFound('notification_preference_not_found');
      return toPreference(row);
    },

    // ---- history ----
    async history(user: UserRow, page: number, pageSize: number): Promise<NotificationHistoryPage> {
      const { rows, total } = await deliveries.historyPage(user.id, (page - 1) * pageSize, pageSize);
      const [cards, full] = await Promise.all([
        archive.books.cards(rows.map((row) => row.bookId)),
        isAdminRole(user.role) ? Promise.resolve(true) : billing.hasActiveSubscription(user.id),
      ]);
      const cardOf = new Map(cards.map((card) => [card.id, card]));
      return {
        items: rows.map((row) => {
          const card = cardOf.get(row.bookId);
          return {
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            bookId: card ? row.bookId : null,
            bookTitle: card?.title ?? '',
            bookPrice: full && card ? card.finalPrice : null,
            deliveryMethod: row.deliveryMethod === DELIVERY_BOT ? DELIVERY_BOT : DELIVERY_EMAIL,
            status: row.status,
            matchedKeywords: row.matchedKeywords,
            subject: row.subject,
            errorMessage: row.errorMessage,
            attemptsCount: row.attempts,
            sentAt: row.sentAt?.toISOString() ?? null,
            recipient: row.recipient,
          };
        }),
        page,
        pageSize,
        totalItems: total,
        totalPages: Math.ceil(total / pageSize),
      };
    },

    // ---- the Telegram link ----
    async botStatus(user: UserRow): Promise<BotStatus> {
      const link = await telegram.linkOfUser(user.id);
      return {
        isConnected: Boolean(link),
        telegramId: link ? String(link.chatId) : null,
        telegramUsername: link?.username ?? null,
        botUsername: botUsername(),
        botAvailable: Boolean(bot()?.available()),
        isPaused: link?.isPaused ?? false,
      };
    },

    async generateLinkToken(user: UserRow, lang: Language): Promise<LinkTokenResponse> {
      if (!bot()?.available()) throw new AppError(409, 'notification_bot_unavailable');
      const token = randomBytes(24).toString('base64url');
      await telegram.dropUnusedTokens(user.id);
      const expiresAt = await telegram.insertToken(hashToken(token), user.id, LINK_TOKEN_TTL_HOURS);
      const username = botUsername();
      const t = (ru: string, en: string) => (lang === 'en' ? en : ru);
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        instructions: [
          t(
            `Откройте бота ${username ? `@${username}` : ''} в Telegram по кнопке или QR-коду.`,
            `Open the bot ${username ? `@${username}` : ''} in Telegram with the button or the QR code.`,
          ).replace(/\s+/g, ' '),
          t('Нажмите «Запустить» (Start) — токен передастся сам.', 'Press Start: the token is passed on by itself.'),
          t(`Или отправьте боту команду: /start ${token}`, `Or send the bot the command: /start ${token}`),
          t(
            `Токен одноразовый и действует ${LINK_TOKEN_TTL_HOURS} часа.`,
            `The token works once and is valid for ${LINK_TOKEN_TTL_HOURS} hours.`,
          ),
        ],
        deepLink: username ? `https://t.me/${username}?start=${token}` : null,
        botUsername: username,
      };
    },

    async autoLink(
      user: UserRow,
      body: { telegramId: string; expires?: string | undefined; signature?: string | undefined },
    ) {
      if (signed.verifyAutoLink(body) !== 'ok') throw badRequest('telegram_link_invalid');
      if (!(await linkChat(user.id, Number(body.telegramId), null))) throw new AppError(409, 'telegram_chat_taken');
    },

    async disconnect(user: UserRow): Promise<boolean> {
      return database.db.transaction(async (tx) => {
        const link = await telegram.unlinkUser(user.id, tx);
        if (link) await deliveries.cancelPendingBotOfUser(user.id, 'Telegram unlinked', tx);
        return Boolean(link);
      });
    },

    /** `POST /notification/test`: one message by that method now; not in the history or statistics. */
    async sendTest(user: UserRow, method: number, lang: Language): Promise<string> {
      if (method === DELIVERY_BOT) {
        const link = await telegram.linkOfUser(user.id);
        if (!link) throw badRequest('notification_bot_not_connected');
        const sender = bot();
        if (!sender?.available()) throw new AppError(409, 'notification_bot_unavailable');
        try {
          await sender.sendHtml(link.chatId, formatMessage('test_notification_text', lang));
        } catch (error) {
          if (sender.isBlocked(error)) await telegram.unlinkChat(link.chatId);
          throw new AppError(502, 'notification_test_failed', {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        return link.username ? `@${link.username}` : String(link.chatId);
      }
      const dto = await auth.userDtoById(user.id);
      try {
        const sent = await (
          await options.mailer.get()
        ).send({
          to: user.email,
          subject: formatMessage('test_notification_subject', lang),
          text: formatMessage('test_notification_text', lang),
        });
        if (sent.file) log?.info({ file: sent.file }, 'alerts: test e-mail written to the outbox');
      } catch (error) {
        throw new AppError(502, 'notification_test_failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return dto?.email ?? user.email;
    },

    // ---- the unsubscribe link ----
    /** The preference a signed link names, or undefined when the link is not one the server made. */
    async unsubscribeTarget(preferenceId: number, userId: number, signature: string) {
      if (!signed.verifyUnsubscribe(preferenceId, userId, signature)) return undefined;
      const row = await preferences.find(userId, preferenceId);
      return row ? toPreference(row) : undefined;
    },
    async unsubscribe(preferenceId: number, userId: number, signature: string) {
      if (!signed.verifyUnsubscribe(preferenceId, userId, signature)) return undefined;
      const row = await database.db.transaction(async (tx) => {
        const disabled = await preferences.disable(preferenceId, userId, tx);
        if (disabled) await deliveries.cancelPendingOfPreference(preferenceId, 'unsubscribed', tx);
        return disabled;
      });
      return row ? toPreference(row) : undefined;
    },
    unsubscribeUrl,

    // ---- the bot's accounts (bot-commands.ts) ----
    bot: {
      async linkByToken(token: string, chat: { chatId: number; username: string | null }) {
        const hash = hashToken(token);
        const outcome = await database.db.transaction(async (tx) => {
          const row = await telegram.lockToken(hash, tx);
          if (!row) return { ok: false as const, reason: 'unknown' as const };
          if (row.usedAt) return { ok: false as const, reason: 'used' as const };
          if (row.expired) return { ok: false as const, reason: 'expired' as const };
          if (!(await telegram.link(row.userId, chat.chatId, chat.username, tx))) {
            return { ok: false as const, reason: 'chat_taken' as const };
          }
          await telegram.useToken(hash, tx);
          return { ok: true as const, userId: row.userId };
        });
        if (!outcome.ok) return outcome;
        // After the commit: on PGlite a read outside the transaction would wait for it.
        const dto = await auth.userDtoById(outcome.userId);
        return { ok: true as const, email: dto?.email ?? '' };
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
      async unlinkChat(chatId: number): Promise<boolean> {
        return database.db.transaction(async (tx) => {
          const link = await telegram.unlinkChat(chatId, tx);
          if (link) await deliveries.cancelPendingBotOfUser(link.userId, 'Telegram unlinked', tx);
          return Boolean(link);
        });
      },
      setChatPaused: (chatId: number, paused: boolean) => telegram.setPaused(chatId, paused),
      async preferencesOfChat(chatId: number): Promise<NotificationPreference[]> {
        const link = await telegram.linkOfChat(chatId);
        return link ? (await preferences.list(link.userId)).map(toPreference) : [];
      },
      autoLinkUrl(chatId: number): string {
        const { telegramId, expires, signature } = signed.autoLink(chatId);
        return site(`/notifications?telegramId=${telegramId}&expires=${expires}&signature=${signature}`);
      },
      siteUrl: site,
    },

    // ---- the jobs and the admin section ----
    /** Matches the lots added since the last run (the match job). */
    match: () => matching.run(),
    /** Sends the digests that are due (the delivery job). */
    deliver: (options?: { ignoreWindows?: boolean; only?: readonly number[] }) => delivery.deliverDue(options),

    /** The admin section's test: the newest lots against every enabled preference, delivered at once. */
    async testNotifications(limit: number) {
      const result = await matching.testRun(limit);
      if (result.preferenceIds.length) await delivery.deliverDue({ ignoreWindows: true, only: result.preferenceIds });
      return result;
    },

    async statistics(): Promise<TelegramStatistics> {
      const [counts, activeUsers] = await Promise.all([deliveries.statistics(), preferences.enabledUsers()]);
      return {
        totalNotifications: counts.total,
        successfulDeliveries: counts.successful,
        failedDeliveries: counts.failed,
        activeUsers,
      };
    },

    sweepTokens: () => telegram.sweepTokens(),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
export type { NotificationPreferenceInput };
// The bot's commands and its /price, for the composition (app.ts) to wire to the bot.
export { publishBotCommands, registerBotCommands, type BotAccounts } from './bot-commands.ts';
export { createBotPriceSummary } from './bot-price.ts';
