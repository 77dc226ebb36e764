import type { Api, Bot, Context } from 'grammy';
import { formatMessage, type Language, type MessageCode } from '@raritet/contracts/messages';
import { DELIVERY_BOT, LINK_OFFER_TTL_MINUTES, type NotificationPreference } from '@raritet/contracts/notifications';
import { escapeHtml, splitHtml } from '../../integrations/telegram/html.ts';
import type { Logger } from '../../lib/logger.ts';

/** What the bot's commands need of the accounts (the notifications service implements it). */
export type BotAccounts = {
  /** Uses a link token once; a chat it replaces on the account is told, in `language`. */
  linkByToken(
    token: string,
    chat: { chatId: number; username: string | null; language?: Language },
  ): Promise<{ ok: true; email: string } | { ok: false; reason: 'unknown' | 'expired' | 'used' | 'chat_taken' }>;
  accountOfChat(chatId: number): Promise<{
    userId: number;
    email: string;
    isPaused: boolean;
    enabledPreferences: number;
    hasSubscription: boolean;
  } | null>;
  unlinkChat(chatId: number): Promise<boolean>;
  setChatPaused(chatId: number, paused: boolean): Promise<boolean>;
  preferencesOfChat(chatId: number): Promise<NotificationPreference[]>;
  /**
   * A new link offer for the chat (ADR 0048): /notifications?telegramId=…&nonce=… (absolute URL), single-use,
   * valid LINK_OFFER_TTL_MINUTES, naming this Telegram account to whoever opens it.
   */
  offerLinkUrl(chat: {
    chatId: number;
    username: string | null;
    firstName?: string | undefined;
    lastName?: string | undefined;
  }): Promise<string>;
  /** count, median, min, max of sales whose title matches, for a subscriber; counted as one search. */
  priceSummary(
    userId: number,
    query: string,
  ): Promise<
    | { ok: true; count: number; median: number | null; min: number | null; max: number | null }
    | { ok: false; reason: 'no_subscription' | 'limit' | 'empty_query' }
  >;
  siteUrl(path: string): string;
};

/** The commands in the order Telegram's menu shows them. */
export const BOT_COMMANDS = ['start', 'status', 'stop', 'my', 'settings', 'price', 'unlink', 'help'] as const;
type BotCommand = (typeof BOT_COMMANDS)[number];

/** A link token is short; anything much longer is not one (and is not sent to the database). */
const TOKEN_MAX_LENGTH = 256;
/** /my cuts each setting's keywords here: the full text is on the site. */
const KEYWORDS_SHOWN = 100;

const NOTIFICATIONS_PAGE = '/notifications';
const SUBSCRIPTION_PAGE = '/subscription';

/** English for a Telegram user whose app is in English, Russian for everyone else. */
export function languageOf(ctx: Pick<Context, 'from'>): Language {
  return ctx.from?.language_code?.toLowerCase().startsWith('en') ? 'en' : 'ru';
}

export function botCommandList(lang: Language): { command: BotCommand; description: string }[] {
  return BOT_COMMANDS.map((command) => ({
    command,
    description: formatMessage(`bot_command_${command}` as MessageCode, lang),
  }));
}

/** The menu of commands, in Russian (the default) and English. */
export async function publishBotCommands(api: Api): Promise<void> {
  await api.setMyCommands(botCommandList('ru'));
  await api.setMyCommands(botCommandList('ru'), { language_code: 'ru' });
  await api.setMyCommands(botCommandList('en'), { language_code: 'en' });
}

function frequencyText(minutes: number, lang: Language): string {
  if (minutes % 1440 === 0) return formatMessage('bot_my_frequency_days', lang, { count: minutes / 1440 });
  if (minutes % 60 === 0) return formatMessage('bot_my_frequency_hours', lang, { count: minutes / 60 });
  return formatMessage('bot_my_frequency_minutes', lang, { count: minutes });
}

function preferenceLines(preferences: NotificationPreference[], lang: Language): string[] {
  return preferences.map((preference, index) => {
    const keywords =
      preference.keywords === ''
        ? formatMessage('bot_my_categories_only', lang, { count: preference.categoryIds.length })
        : escapeHtml(
            preference.keywords.length > KEYWORDS_SHOWN
              ? `${preference.keywords.slice(0, KEYWORDS_SHOWN)}…`
              : preference.keywords,
          );
    const details = [
      formatMessage(preference.isEnabled ? 'bot_my_enabled' : 'bot_my_disabled', lang),
      frequencyText(preference.notificationFrequencyMinutes, lang),
      formatMessage(preference.deliveryMethod === DELIVERY_BOT ? 'bot_my_method_bot' : 'bot_my_method_email', lang),
    ].join(' · ');
    return formatMessage('bot_my_item', lang, { number: index + 1, keywords, details });
  });
}

const numberFormat = (lang: Language) => new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'ru-RU');
const money = (value: number | null, lang: Language) =>
  value === null ? '—' : `${numberFormat(lang).format(value)} ₽`;

/**
 * The bot's commands (the /telegram-guide page describes them): /start with a token links the chat,
 * /start without one sends a link offer the site asks the account's owner to confirm (or resumes
 * notifications a /stop paused), /status,
 * /stop, /help, /my, /settings, /price, /unlink; anything else gets a short help. Private chats only.
 * Replies in English when the user's Telegram is in English, else in Russian.
 */
export function registerBotCommands(
  bot: Bot,
  accounts: BotAccounts,
  { log }: { log?: Pick<Logger, 'error'> } = {},
): void {
  const say = async (ctx: Context, html: string) => {
    for (const part of splitHtml(html)) {
      await ctx.reply(part, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
    }
  };
  const text = (ctx: Context, code: MessageCode, params: Record<string, string | number> = {}) =>
    formatMessage(code, languageOf(ctx), params);
  /** An address for the text of a message (URLs carry '&'). */
  const site = (path: string) => escapeHtml(accounts.siteUrl(path));

  type Handler = (ctx: Context & { match: string }, chatId: number) => Promise<void>;
  /** A failure is logged and the user told to try later; nothing reaches grammY's error handler. */
  const guarded = (name: string, handler: Handler) => async (ctx: Context) => {
    const chatId = ctx.chat?.id;
    if (chatId === undefined) return;
    try {
      await handler(Object.assign(ctx, { match: typeof ctx.match === 'string' ? ctx.match : '' }), chatId);
    } catch (error) {
      log?.error({ err: error, command: name }, 'Telegram bot: a command failed');
      await say(ctx, text(ctx, 'bot_error')).catch(() => {});
    }
  };

  // Links, settings and prices are personal: the bot talks in private chats only.
  bot.use(async (ctx, next) => {
    if (!ctx.chat) return;
    if (ctx.chat.type === 'private') return next();
    if (ctx.message?.text?.startsWith('/')) await say(ctx, text(ctx, 'bot_private_only')).catch(() => {});
  });

  bot.command(
    'start',
    guarded('start', async (ctx, chatId) => {
      const token = ctx.match.trim();
      if (token !== '') {
        const linked =
          token.length > TOKEN_MAX_LENGTH
            ? ({ ok: false, reason: 'unknown' } as const)
            : await accounts.linkByToken(token, {
                chatId,
                username: ctx.from?.username ?? null,
                language: languageOf(ctx),
              });
        if (linked.ok) {
          return say(ctx, text(ctx, 'bot_linked', { email: escapeHtml(linked.email), url: site(NOTIFICATIONS_PAGE) }));
        }
        const reasons = {
          unknown: 'bot_token_unknown',
          expired: 'bot_token_expired',
          used: 'bot_token_used',
          chat_taken: 'bot_chat_taken',
        } as const;
        return say(ctx, text(ctx, reasons[linked.reason], { url: site(NOTIFICATIONS_PAGE) }));
      }
      const account = await accounts.accountOfChat(chatId);
      if (!account) {
        const url = await accounts.offerLinkUrl({
          chatId,
          username: ctx.from?.username ?? null,
          firstName: ctx.from?.first_name,
          lastName: ctx.from?.last_name,
        });
        return say(ctx, text(ctx, 'bot_link_offer', { url: escapeHtml(url), minutes: LINK_OFFER_TTL_MINUTES }));
      }
      if (account.isPaused) {
        await accounts.setChatPaused(chatId, false);
        return say(ctx, text(ctx, 'bot_resumed', { email: escapeHtml(account.email) }));
      }
      return say(ctx, text(ctx, 'bot_already_linked', { email: escapeHtml(account.email) }));
    }),
  );

  bot.command(
    'help',
    guarded('help', (ctx) => say(ctx, text(ctx, 'bot_help', { url: site('/') }))),
  );

  bot.command(
    'settings',
    guarded('settings', (ctx) => say(ctx, text(ctx, 'bot_settings', { url: site(NOTIFICATIONS_PAGE) }))),
  );

  bot.command(
    'status',
    guarded('status', async (ctx, chatId) => {
      const account = await accounts.accountOfChat(chatId);
      if (!account) return say(ctx, text(ctx, 'bot_not_linked'));
      return say(
        ctx,
        text(ctx, 'bot_status', {
          email: escapeHtml(account.email),
          count: account.enabledPreferences,
          state: text(ctx, account.isPaused ? 'bot_status_paused' : 'bot_status_on'),
          subscription: text(ctx, account.hasSubscription ? 'bot_subscription_active' : 'bot_subscription_none'),
        }),
      );
    }),
  );

  bot.command(
    'stop',
    guarded('stop', async (ctx, chatId) => {
      const paused = await accounts.setChatPaused(chatId, true);
      return say(ctx, text(ctx, paused ? 'bot_stopped' : 'bot_not_linked'));
    }),
  );

  bot.command(
    'unlink',
    guarded('unlink', async (ctx, chatId) => {
      const unlinked = await accounts.unlinkChat(chatId);
      return say(ctx, text(ctx, unlinked ? 'bot_unlinked' : 'bot_not_linked'));
    }),
  );

  bot.command(
    'my',
    guarded('my', async (ctx, chatId) => {
      if (!(await accounts.accountOfChat(chatId))) return say(ctx, text(ctx, 'bot_not_linked'));
      const preferences = await accounts.preferencesOfChat(chatId);
      const url = site(NOTIFICATIONS_PAGE);
      if (preferences.length === 0) return say(ctx, text(ctx, 'bot_my_empty', { url }));
      const lang = languageOf(ctx);
      return say(
        ctx,
        [
          text(ctx, 'bot_my_title', { count: preferences.length }),
          ...preferenceLines(preferences, lang).map((item) => `\n${item}`),
          `\n${text(ctx, 'bot_my_footer', { url })}`,
        ].join('\n'),
      );
    }),
  );

  bot.command(
    'price',
    guarded('price', async (ctx, chatId) => {
      const account = await accounts.accountOfChat(chatId);
      if (!account) return say(ctx, text(ctx, 'bot_not_linked'));
      const query = ctx.match.trim().replace(/\s+/g, ' ');
      if (query === '') return say(ctx, text(ctx, 'bot_price_usage'));
      const summary = await accounts.priceSummary(account.userId, query);
      if (!summary.ok) {
        if (summary.reason === 'empty_query') return say(ctx, text(ctx, 'bot_price_usage'));
        if (summary.reason === 'limit') return say(ctx, text(ctx, 'bot_price_limit', { url: site(SUBSCRIPTION_PAGE) }));
        return say(ctx, text(ctx, 'bot_price_no_subscription', { url: site(SUBSCRIPTION_PAGE) }));
      }
      const shown = escapeHtml(query);
      if (summary.count === 0) return say(ctx, text(ctx, 'bot_price_none', { query: shown }));
      const lang = languageOf(ctx);
      return say(
        ctx,
        text(ctx, 'bot_price_result', {
          query: shown,
          count: numberFormat(lang).format(summary.count),
          median: money(summary.median, lang),
          min: money(summary.min, lang),
          max: money(summary.max, lang),
          url: site(`/searchByTitle/${encodeURIComponent(query)}`),
        }),
      );
    }),
  );

  // Any other message, an unknown command included: a short help.
  bot.on(
    'message',
    guarded('other', (ctx) => say(ctx, text(ctx, 'bot_unknown'))),
  );
}
