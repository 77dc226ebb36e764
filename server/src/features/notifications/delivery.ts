import { isAdminRole } from '@raritet/contracts/auth';
import { DELIVERY_BOT, DELIVERY_EMAIL } from '@raritet/contracts/notifications';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../../integrations/mailer/mailer.ts';
import { describeError, safeError } from '../../lib/error-text.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Provider } from '../../lib/provider.ts';
import type { BooksService } from '../books/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { BillingService } from '../billing/service.ts';
import type { DeliveriesRepository, NotificationRow } from './deliveries-repository.ts';
import { DIGEST_LOTS_SHOWN, renderBotDigest, renderEmailDigest, type DigestInput, type DigestLot } from './digest.ts';
import type { PreferenceRow, PreferencesRepository } from './preferences-repository.ts';
import type { TelegramRepository } from './telegram-repository.ts';

/** What delivery needs of the messaging bot (integrations/telegram's runtime, wired in app.ts). */
export type BotSender = {
  /** Whether a bot token is set and the bot is running. */
  available(): boolean;
  botUsername(): string | null;
  sendHtml(chatId: number, html: string): Promise<void>;
  sendPhoto(chatId: number, photo: Buffer, captionHtml: string): Promise<void>;
  /** Telegram answered 403: the user blocked the bot or the chat is gone. */
  isBlocked(error: unknown): boolean;
};

/** Attempts of one digest before its rows are failed (status 5), and the waits between them. */
export const MAX_ATTEMPTS = 5;
const RETRY_SECONDS = [60, 300, 900, 3600];
/** Rows claimed at once for one digest; more wait for the next. */
const DIGEST_ROWS_MAX = 200;
/** A digest left 'sending' by a killed process is sent again after this many minutes. */
export const STUCK_MINUTES = 10;
/** The reason stored on alerts not e-mailed because the address is not confirmed. */
export const EMAIL_NOT_CONFIRMED = 'the e-mail address is not confirmed';
/** Telegram's limit of a photo's caption. */
const CAPTION_MAX = 1024;
const COVER_WIDTH = 160;

export type DeliveryDeps = {
  database: Database;
  preferences: PreferencesRepository;
  deliveries: DeliveriesRepository;
  telegram: TelegramRepository;
  books: Pick<BooksService, 'categories' | 'cards' | 'coverThumbnail'>;
  auth: Pick<AuthService, 'userDtoById'>;
  billing: Pick<BillingService, 'hasActiveSubscription'>;
  mailer: Provider<Mailer>;
  bot: () => BotSender | undefined;
  links: {
    book: (id: number) => string;
    settings: string;
    subscribe: string;
    unsubscribe: (preference: PreferenceRow) => string;
  };
  log?: Pick<Logger, 'info' | 'warn' | 'error'> | undefined;
};

type Outcome = 'sent' | 'retry' | 'failed' | 'cancelled' | 'busy' | 'nothing';

/** A failure as it is stored on the rows and shown in the admin section: one clean, bounded line. */
const errorText = (error: unknown) => describeError(error);

/**
 * Delivery: each preference with rows waiting and its window passed gets one digest of them, by the
 * method it names now. A preference is locked while its rows are claimed, so two workers never send
 * the same rows; the outcome is written after the send (sent, retried with backoff, failed after
 * MAX_ATTEMPTS, or cancelled when the bot is gone).
 */
export function createDelivery(deps: DeliveryDeps) {
  const { database, preferences, deliveries, telegram, log } = deps;

  async function claim(preferenceId: number, ignoreWindows: boolean) {
    return database.db.transaction(async (tx) => {
      const preference = await preferences.lockForDigest(preferenceId, tx);
      if (!preference) return { preference: undefined, rows: [] as NotificationRow[] };
      const last = preference.lastNotificationSent?.getTime();
      if (!ignoreWindows && last !== undefined && last + preference.frequencyMinutes * 60_000 > Date.now()) {
        return { preference, rows: [] as NotificationRow[] };
      }
      if (!preference.isEnabled) {
        await deliveries.cancelPendingOfPreference(preference.id, 'preference disabled', tx);
        return { preference, rows: [] as NotificationRow[] };
      }
      return { preference, rows: await deliveries.claim(preference.id, DIGEST_ROWS_MAX, tx) };
    });
  }

  /** What a preference without keywords is about: its categories' names, the first three. */
  async function categoryNames(ids: readonly number[]): Promise<string> {
    const names = new Map((await deps.books.categories()).map((category) => [category.id, category.name]));
    const named = ids.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
    return named.length > 3 ? `${named.slice(0, 3).join(', ')}…` : named.join(', ');
  }

  async function digestOf(preference: PreferenceRow, rows: NotificationRow[], full: boolean) {
    const cards = await deps.books.cards(rows.map((row) => row.bookId));
    const matchedOf = new Map(rows.map((row) => [row.bookId, row.matchedKeywords]));
    const shown = cards.slice(0, DIGEST_LOTS_SHOWN);
    const lots: DigestLot[] = await Promise.all(
      shown.map(async (card) => ({
        id: card.id,
        title: card.title,
        author: card.author,
        year: card.year,
        categoryName: card.categoryName,
        sellerName: card.sellerName,
        finalPrice: card.finalPrice,
        saleDate: card.saleDate,
        matched: (matchedOf.get(card.id) ?? '').split(', ').filter((phrase) => phrase !== ''),
        cover: full ? await deps.books.coverThumbnail(card.id, COVER_WIDTH).catch(() => null) : null,
      })),
    );
    const input: DigestInput = {
      language: preference.language === 'en' ? 'en' : 'ru',
      keywords: preference.keywords || (await categoryNames(preference.categoryIds)),
      criteria: preference.keywords ? 'keywords' : 'categories',
      full,
      lots,
      more: cards.length - shown.length,
      links: { ...deps.links, unsubscribe: deps.links.unsubscribe(preference) },
    };
    return input;
  }

  async function sendDigest(preference: PreferenceRow, rows: NotificationRow[]): Promise<Outcome> {
    const ids = rows.map((row) => row.id);
    const user = await deps.auth.userDtoById(preference.userId);
    if (!user) {
      await deliveries.markCancelled(ids, 'account deleted');
      return 'cancelled';
    }
    const method = preference.deliveryMethod;
    // Nothing goes to an address its owner has not confirmed: anyone may register any address.
    // Cancelled, not held: the history says why, and a confirmation does not release a backlog at once.
    if (method !== DELIVERY_BOT && !user.emailVerified) {
      await deliveries.markCancelled(ids, EMAIL_NOT_CONFIRMED);
      return 'cancelled';
    }
    const full = isAdminRole(user.role) || (await deps.billing.hasActiveSubscription(user.id));
    try {
      if (method === DELIVERY_BOT) {
        const link = await telegram.linkOfUser(user.id);
        if (!link) {
          await deliveries.markCancelled(ids, 'Telegram is not linked');
          return 'cancelled';
        }
        if (link.isPaused) {
          await deliveries.markCancelled(ids, 'Telegram notifications paused with /stop');
          return 'cancelled';
        }
        const bot = deps.bot();
        if (!bot?.available()) throw new Error('The Telegram bot is not configured');
        const input = await digestOf(preference, rows, full);
        const html = renderBotDigest(input);
        const cover = input.lots.length === 1 ? input.lots[0]!.cover : null;
        try {
          if (cover && html.length <= CAPTION_MAX) await bot.sendPhoto(link.chatId, cover.data, html);
          else await bot.sendHtml(link.chatId, html);
        } catch (error) {
          if (!bot.isBlocked(error)) throw error;
          // The user blocked the bot: the chat is unlinked, this digest failed, the rest waiting cancelled.
          const reason = `Telegram: ${errorText(error)}`;
          await database.db.transaction(async (tx) => {
            await telegram.unlinkChat(link.chatId, tx);
            await deliveries.markAttemptFailed(ids, reason, null, tx);
            await deliveries.cancelPendingBotOfUser(user.id, reason, tx);
          });
          log?.warn({ userId: user.id }, 'alerts: the bot was blocked; the chat is unlinked');
          return 'failed';
        }
        await database.db.transaction(async (tx) => {
          await deliveries.markSent(ids, { recipient: String(link.chatId), subject: input.keywords, method }, tx);
          await preferences.markSent(preference.id, tx);
        });
        return 'sent';
      }
      const input = await digestOf(preference, rows, full);
      const { subject, text, html, attachments } = renderEmailDigest(input);
      const unsubscribe = deps.links.unsubscribe(preference);
      const message: MailMessage = {
        to: user.email,
        subject,
        text,
        html,
        attachments,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
      const sent = await (await deps.mailer.get()).send(message);
      if (sent.file) log?.info({ file: sent.file }, 'alerts: digest written to the outbox');
      await database.db.transaction(async (tx) => {
        await deliveries.markSent(ids, { recipient: user.email, subject, method: DELIVERY_EMAIL }, tx);
        await preferences.markSent(preference.id, tx);
      });
      return 'sent';
    } catch (error) {
      const attempts = Math.max(...rows.map((row) => row.attempts));
      const retryIn =
        attempts >= MAX_ATTEMPTS ? null : RETRY_SECONDS[Math.min(attempts - 1, RETRY_SECONDS.length - 1)]!;
      await deliveries.markAttemptFailed(ids, errorText(error), retryIn);
      log?.warn({ err: safeError(error), preferenceId: preference.id, attempts }, 'alerts: a digest could not be sent');
      return retryIn === null ? 'failed' : 'retry';
    }
  }

  async function deliverOne(preferenceId: number, ignoreWindows: boolean): Promise<Outcome> {
    const { preference, rows } = await claim(preferenceId, ignoreWindows);
    if (!preference) return 'busy';
    if (rows.length === 0) return 'nothing';
    return sendDigest(preference, rows);
  }

  return {
    /**
     * Sends every digest that is due; with `ignoreWindows` (the admin section's test) regardless of
     * the frequency, and with `only` for these preferences alone. Answers the outcomes by kind.
     */
    async deliverDue({ ignoreWindows = false, only }: { ignoreWindows?: boolean; only?: readonly number[] } = {}) {
      await deliveries.releaseStuck(STUCK_MINUTES);
      const outcomes: Record<Outcome, number> = { sent: 0, retry: 0, failed: 0, cancelled: 0, busy: 0, nothing: 0 };
      const done = new Set<number>();
      for (;;) {
        const due = (await deliveries.duePreferences({ limit: 50, ignoreWindows, ...(only ? { only } : {}) })).filter(
          (id) => !done.has(id),
        );
        if (due.length === 0) break;
        for (const id of due) {
          done.add(id);
          outcomes[await deliverOne(id, ignoreWindows)] += 1;
        }
      }
      return outcomes;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
