import { isAdminRole } from '@raritet/contracts/auth';
import {
  DELIVERY_BOT,
  DELIVERY_EMAIL,
  type NotificationHistoryPage,
  type NotificationPreferenceInput,
  type TelegramStatistics,
} from '@raritet/contracts/notifications';
import type { Language } from '@raritet/contracts/messages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import type { BooksService } from '../books/service.ts';
import type { SearchService } from '../search/service.ts';
import type { AuthService, UserRow } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import { createDeliveriesRepository } from './deliveries-repository.ts';
import { createDelivery, type BotSender } from './delivery.ts';
import { createLinkOffersRepository } from './link-offers-repository.ts';
import { createMatching } from './matching.ts';
import { createPreferencesRepository, type PreferenceRow } from './preferences-repository.ts';
import { createPreferencesService, toPreference } from './preferences-service.ts';
import { createSignedLinks } from './signed-links.ts';
import { createTelegramLinkService } from './telegram-link-service.ts';
import { createTelegramRepository } from './telegram-repository.ts';
import { createNotificationsUsersTransfer } from './users-transfer.ts';

export type { BotSender };

export type NotificationsServiceOptions = {
  database: Database;
  books: Pick<BooksService, 'cards' | 'categories' | 'coverThumbnail'>;
  search: Pick<SearchService, 'lots'>;
  auth: Pick<AuthService, 'userDtoById' | 'lockAccount'>;
  billing: Pick<BillingService, 'hasActiveSubscription'>;
  mailer: Provider<Mailer>;
  /** The messaging bot (integrations/telegram's runtime, as app.ts adapts it); undefined = no bot. */
  bot?: BotSender | undefined;
  /** The address people reach the service at (links in e-mails and bot messages). */
  publicUrl: string;
  /** The server's secret, from which the signed links' keys are derived. */
  secret: string;
  log?: Pick<Logger, 'info' | 'warn' | 'error'> | undefined;
  /** ALERT_MAX_SALE_AGE_DAYS: older sales are never alerted (ADR 0047). */
  alertMaxSaleAgeDays?: number | undefined;
};

/**
 * Keyword alerts: a user's preferences, their history, the Telegram link, and the matching and delivery
 * the jobs run (ADR 0024). Preferences are personal: every call names the user, an administrator too.
 */
export function createNotificationsService(options: NotificationsServiceOptions) {
  const { database, books, search, auth, billing, log } = options;
  const preferences = createPreferencesRepository(database.db);
  const deliveries = createDeliveriesRepository(database.db);
  const telegram = createTelegramRepository(database.db);
  const signed = createSignedLinks(options.secret);
  const site = (path: string) => `${options.publicUrl}${path}`;
  const bot = () => options.bot;
  const unsubscribeUrl = (preference: Pick<PreferenceRow, 'id' | 'userId'>) =>
    site(
      `/api/notification/unsubscribe?preference=${preference.id}&user=${preference.userId}&signature=${signed.unsubscribeSignature(preference.id, preference.userId)}`,
    );

  const matching = createMatching({
    database,
    lots: search.lots,
    preferences,
    deliveries,
    log,
    maxSaleAgeDays: options.alertMaxSaleAgeDays,
  });
  const delivery = createDelivery({
    database,
    preferences,
    deliveries,
    telegram,
    books,
    auth,
    billing,
    mailer: options.mailer,
    bot,
    links: {
      book: (id) => site(`/books/${id}`),
      settings: site('/notifications'),
      subscribe: site('/subscription'),
      unsubscribe: unsubscribeUrl,
    },
    log,
  });

  const preferencesService = createPreferencesService({ database, preferences, deliveries, telegram, books, auth });
  const link = createTelegramLinkService({
    database,
    telegram,
    preferences,
    deliveries,
    auth,
    billing,
    mailer: options.mailer,
    bot,
    offers: createLinkOffersRepository(database.db),
    site,
    log,
  });

  return {
    // ---- preferences (preferences-service.ts) ----
    ...preferencesService,

    // ---- history ----
    async history(user: UserRow, page: number, pageSize: number): Promise<NotificationHistoryPage> {
      const { rows, total } = await deliveries.historyPage(user.id, (page - 1) * pageSize, pageSize);
      const [cards, full] = await Promise.all([
        books.cards(rows.map((row) => row.bookId)),
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

    // ---- the Telegram link and the bot's accounts (telegram-link-service.ts) ----
    ...link,

    /**
     * `POST /notification/test` (the route limits it per account). No e-mail goes to an address its owner
     * has not confirmed (ADR 0049): 409 email_not_confirmed; the bot's test is the user's own chat.
     */
    async sendTest(user: UserRow, method: number, lang: Language): Promise<string> {
      if (method !== DELIVERY_BOT && user.emailVerifiedAt === null) throw new AppError(409, 'email_not_confirmed');
      return link.sendTest(user, method, lang);
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

    /** Link tokens and the bot's link offers past their use (the hourly sweep). */
    async sweepTokens() {
      return (await telegram.sweepTokens()) + (await link.sweepLinkOffers());
    },

    /** The alerts and the Telegram links in the users' export and import (transfers, ADR 0031). */
    usersTransfer: createNotificationsUsersTransfer(database),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
export type { NotificationPreferenceInput };
// The bot's commands and its /price, for the composition (app.ts) to wire to the bot.
export { publishBotCommands, registerBotCommands, type BotAccounts } from './bot-commands.ts';
export { createBotPriceSummary } from './bot-price.ts';
