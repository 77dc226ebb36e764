import { z } from 'zod';
import { cappedPageSize, pageParam as page, SUBSCRIBERS_ONLY } from './archive.ts';
import { ID_MAX } from './billing.ts';
import type { MessageCode } from './messages.ts';

/**
 * Keyword alerts (preferences, history items, bot status, link tokens, delivery statuses) and the
 * messaging bot's admin section (diagnostics). The original field names are kept; the price, year and city
 * bounds the spec's labels name are stored fields here.
 */
export const DELIVERY_EMAIL = 1;
export const DELIVERY_BOT = 4;
export const DELIVERY_METHODS = [DELIVERY_EMAIL, DELIVERY_BOT] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Delivery statuses: 0 pending, 1 sending, 2 sent, 3 delivered, 4 read, 5 failed, 6 cancelled. */
export const DELIVERY_STATUS = {
  pending: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  read: 4,
  failed: 5,
  cancelled: 6,
} as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];

export const KEYWORDS_MAX_LENGTH = 1000;
export const CITIES_MAX_LENGTH = 1000;
/** 5 minutes to one week (the guide: 10 080 minutes); 60 by default. */
export const FREQUENCY_MIN_MINUTES = 5;
export const FREQUENCY_MAX_MINUTES = 7 * 24 * 60;
export const FREQUENCY_DEFAULT_MINUTES = 60;
export const PREFERENCES_PER_USER_MAX = 50;
export const CATEGORY_IDS_MAX = 200;
/** The preference cards cut the keywords at this many characters. */
export const KEYWORDS_DISPLAY_LENGTH = 50;
export const NOTIFICATION_HISTORY_PAGE_SIZE = 20;
export const NOTIFICATION_HISTORY_PAGE_SIZE_MAX = 100;
/** A link token is valid this long and works once. */
export const LINK_TOKEN_TTL_HOURS = 24;
/** The admin section's test notifications: 1–1000 lots, 50 when the field is empty. */
export const TEST_LOTS_MIN = 1;
export const TEST_LOTS_MAX = 1000;
export const TEST_LOTS_DEFAULT = 50;
/** Telegram's limit of one message's text. */
export const TELEGRAM_MESSAGE_MAX_LENGTH = 4096;

const PRICE_MAX = 1_000_000_000;
const YEAR_MIN = 1000;
const YEAR_MAX = 2100;

export const NotificationPreference = z.object({
  id: z.number().int(),
  isEnabled: z.boolean(),
  keywords: z.string(),
  isExactMatch: z.boolean(),
  categoryIds: z.array(z.number().int()),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  minYear: z.number().int().nullable(),
  maxYear: z.number().int().nullable(),
  /** Comma-separated city names, matched against the lot's city (case and 'ё' folded). */
  cities: z.string(),
  notificationFrequencyMinutes: z.number().int(),
  deliveryMethod: z.union([z.literal(DELIVERY_EMAIL), z.literal(DELIVERY_BOT)]),
  lastNotificationSent: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;
export const NotificationPreferenceList = z.array(NotificationPreference);

/** An optional whole number: a number, numeric text, or empty/null for "no bound". */
const optionalNumber = z.union([z.number(), z.string().max(40), z.null()]).optional();

/**
 * The body of POST and PUT /notification/preferences: read loosely, so that `validatePreferenceInput`
 * gives each broken rule its own message. `categoryIds` is a list of ids or the spec's comma-separated text.
 */
export const NotificationPreferenceInput = z.object({
  isEnabled: z.boolean().default(true),
  keywords: z
    .string()
    .max(KEYWORDS_MAX_LENGTH * 4)
    .default(''),
  isExactMatch: z.boolean().default(false),
  categoryIds: z
    .union([
      z.array(z.union([z.number(), z.string().max(20)])).max(CATEGORY_IDS_MAX * 2),
      z.string().max(4000),
      z.null(),
    ])
    .optional(),
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  minYear: optionalNumber,
  maxYear: optionalNumber,
  cities: z
    .string()
    .max(CITIES_MAX_LENGTH * 4)
    .nullish(),
  notificationFrequencyMinutes: z.union([z.number(), z.string().max(40)]).optional(),
  deliveryMethod: z.union([z.number(), z.string().max(10)]).optional(),
});
export type NotificationPreferenceInput = z.input<typeof NotificationPreferenceInput>;

export type ValidPreference = Omit<NotificationPreference, 'id' | 'lastNotificationSent' | 'createdAt'>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;

/** A bound: null when blank, else a whole number within [min, max], or undefined when it is not one. */
function bound(value: unknown, min: number, max: number): number | null | undefined {
  if (isBlank(value)) return null;
  const number = asNumber(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** The category ids of a list or comma-separated text; undefined when any part is not an id. */
export function parseCategoryIds(value: unknown): number[] | undefined {
  if (isBlank(value)) return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  const ids: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string' && part.trim() === '') continue;
    const id = asNumber(part);
    if (!Number.isInteger(id) || id < 1 || id > ID_MAX) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > CATEGORY_IDS_MAX ? undefined : ids;
}

/** Comma-separated phrases, each trimmed, empty ones dropped (keywords and cities). */
export function commaPhrases(text: string): string[] {
  return text
    .split(',')
    .map((phrase) => phrase.trim().replace(/\s+/g, ' '))
    .filter((phrase) => phrase !== '');
}

/**
 * The preference form's rules in order. Returns the first broken rule, or the cleaned preference:
 * keywords and cities tidied to "a, b", the frequency defaulting to 60 and the method to e-mail.
 * Whether the bot may be chosen (it must be linked) is the server's check.
 */
export function validatePreferenceInput(
  input: z.output<typeof NotificationPreferenceInput>,
): { error: MessageCode } | { preference: ValidPreference } {
  const keywords = commaPhrases(input.keywords).join(', ');
  if (keywords.length > KEYWORDS_MAX_LENGTH) return { error: 'notification_keywords_too_long' };
  const categoryIds = parseCategoryIds(input.categoryIds);
  if (categoryIds === undefined) return { error: 'notification_categories_invalid' };
  if (keywords === '' && categoryIds.length === 0) return { error: 'notification_criteria_required' };
  const minPrice = bound(input.minPrice, 0, PRICE_MAX);
  const maxPrice = bound(input.maxPrice, 0, PRICE_MAX);
  if (minPrice === undefined || maxPrice === undefined) return { error: 'notification_price_invalid' };
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    return { error: 'notification_price_range_invalid' };
  const minYear = bound(input.minYear, YEAR_MIN, YEAR_MAX);
  const maxYear = bound(input.maxYear, YEAR_MIN, YEAR_MAX);
  if (minYear === undefined || maxYear === undefined) return { error: 'notification_year_invalid' };
  if (minYear !== null && maxYear !== null && minYear > maxYear) return { error: 'notification_year_range_invalid' };
  const cities = commaPhrases(input.cities ?? '').join(', ');
  if (cities.length > CITIES_MAX_LENGTH) return { error: 'notification_cities_too_long' };
  const frequency = isBlank(input.notificationFrequencyMinutes)
    ? FREQUENCY_DEFAULT_MINUTES
    : asNumber(input.notificationFrequencyMinutes);
  if (!Number.isInteger(frequency) || frequency < FREQUENCY_MIN_MINUTES || frequency > FREQUENCY_MAX_MINUTES) {
    return { error: 'notification_frequency_invalid' };
  }
  const method = isBlank(input.deliveryMethod) ? DELIVERY_EMAIL : asNumber(input.deliveryMethod);
  if (method !== DELIVERY_EMAIL && method !== DELIVERY_BOT) return { error: 'notification_delivery_method_invalid' };
  return {
    preference: {
      isEnabled: input.isEnabled,
      keywords,
      isExactMatch: input.isExactMatch,
      categoryIds,
      minPrice,
      maxPrice,
      minYear,
      maxYear,
      cities,
      notificationFrequencyMinutes: frequency,
      deliveryMethod: method,
    },
  };
}

export const PreferenceIdParams = z.object({ id: z.coerce.number().int().min(1).max(ID_MAX) });

/** What create, update and delete answer: a sentence for the snackbar and the preference. */
export const PreferenceResult = z.object({ message: z.string(), preference: NotificationPreference });
export type PreferenceResult = z.infer<typeof PreferenceResult>;
export const MessageResult = z.object({ message: z.string() });
export type MessageResult = z.infer<typeof MessageResult>;

export const NotificationHistoryQuery = z.object({
  page,
  pageSize: cappedPageSize(NOTIFICATION_HISTORY_PAGE_SIZE, NOTIFICATION_HISTORY_PAGE_SIZE_MAX),
});

export const NotificationHistoryItem = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  bookId: z.number().int().nullable(),
  bookTitle: z.string(),
  /** The final price; null for a user without an active subscription (and for a lot without one). */
  bookPrice: z.number().int().nullable(),
  deliveryMethod: z.union([z.literal(DELIVERY_EMAIL), z.literal(DELIVERY_BOT)]),
  status: z.number().int().min(0).max(6),
  matchedKeywords: z.string(),
  subject: z.string().nullable(),
  errorMessage: z.string().nullable(),
  attemptsCount: z.number().int(),
  sentAt: z.string().nullable(),
  recipient: z.string().nullable(),
});
export type NotificationHistoryItem = z.infer<typeof NotificationHistoryItem>;

export const NotificationHistoryPage = z.object({
  items: z.array(NotificationHistoryItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
});
export type NotificationHistoryPage = z.infer<typeof NotificationHistoryPage>;

/** The bot status; `botAvailable`: whether a bot token is set at all, so the page can say there is no bot. */
export const BotStatus = z.object({
  isConnected: z.boolean(),
  telegramId: z.string().nullable(),
  telegramUsername: z.string().nullable(),
  botUsername: z.string().nullable(),
  botAvailable: z.boolean(),
  /** The user stopped bot messages with /stop (the link and the preferences stay). */
  isPaused: z.boolean(),
});
export type BotStatus = z.infer<typeof BotStatus>;

/** The link token response, with the deep link the dialog shows and turns into a QR code. */
export const LinkTokenResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  instructions: z.array(z.string()),
  deepLink: z.string().nullable(),
  botUsername: z.string().nullable(),
});
export type LinkTokenResponse = z.infer<typeof LinkTokenResponse>;

/** How long the bot's link offer (`/start` without a token) can be confirmed on the site. */
export const LINK_OFFER_TTL_MINUTES = 10;

const TelegramId = z.union([z.string().max(40), z.number()]).transform(String);
/** The single-use nonce of the bot's link offer (the server checks its form and looks it up). */
const LinkNonce = z.string().max(200);

/**
 * What the bot's link carried, `/notifications?telegramId=…&nonce=…`: the chat and the offer's single-use
 * nonce. A body without the nonce (the signed links before it, `expires` and `signature`) is
 * refused as invalid.
 */
export const LinkOfferQuery = z.object({ telegramId: TelegramId, nonce: LinkNonce });
export type LinkOfferQuery = z.input<typeof LinkOfferQuery>;

/**
 * The page posts the offer once its owner confirmed it in the dialog that named the Telegram account;
 * `replace` says the owner agreed to replace the chat the account is linked to now (the dialog said so).
 */
export const AutoLinkBody = LinkOfferQuery.extend({ replace: z.boolean().optional() });
export type AutoLinkBody = z.input<typeof AutoLinkBody>;

/** The Telegram account a link offer names, and the account's current chat that confirming would replace. */
export const LinkOffer = z.object({
  telegramId: z.string(),
  /** The @username the chat had when it asked for the link (without '@'), or null. */
  telegramUsername: z.string().nullable(),
  /** Its display name in Telegram (first and last name), or null. */
  telegramName: z.string().nullable(),
  expiresAt: z.string(),
  /** The chat the account is linked to now; null when none. The same chat as the offer's links nothing new. */
  current: z.object({ telegramId: z.string(), telegramUsername: z.string().nullable() }).nullable(),
});
export type LinkOffer = z.infer<typeof LinkOffer>;

export const TestNotificationBody = z.object({
  deliveryMethod: z.union([z.literal(DELIVERY_EMAIL), z.literal(DELIVERY_BOT)]),
});

// ---- admin: the messaging bot ----

export const TelegramDiagnostics = z.object({
  timestamp: z.string(),
  checks: z.object({
    telegram_api: z.object({
      status: z.string(),
      botInfo: z.object({ first_name: z.string(), username: z.string(), id: z.number() }).nullable(),
      error: z.string().optional(),
    }),
    webhook: z.object({
      status: z.string(),
      webhookInfo: z
        .object({
          url: z.string(),
          pending_update_count: z.number().int(),
          last_error_message: z.string().optional(),
        })
        .nullable(),
      error: z.string().optional(),
    }),
    config: z.object({ hasToken: z.boolean(), tokenMasked: z.string().nullable() }),
  }),
  /** How the bot takes updates now: webhook, long polling, or none (no token). */
  mode: z.enum(['webhook', 'polling', 'none']),
});
export type TelegramDiagnostics = z.infer<typeof TelegramDiagnostics>;

export const SetupWebhookBody = z.object({ baseUrl: z.string().max(2000) });
export const WebhookResult = z.object({ success: z.boolean(), message: z.string(), url: z.string().optional() });
export type WebhookResult = z.infer<typeof WebhookResult>;

export const TestSendBody = z.object({
  chatId: z
    .union([z.string().max(40), z.number()])
    .transform(String)
    .default(''),
  message: z.string().max(TELEGRAM_MESSAGE_MAX_LENGTH).default(''),
});

export const TestNotificationsBody = z.object({
  /** 1–1000; empty or missing → 50. */
  limitBooks: z.union([z.number(), z.string().max(20), z.null()]).optional(),
  showBookIds: z.boolean().default(false),
});

/** The test notifications' result. */
export const TestNotificationsResult = z.object({
  success: z.boolean(),
  message: z.string(),
  activeBooks: z.number().int(),
  activePreferences: z.number().int(),
  notificationsCreated: z.number().int(),
  testBookIds: z.array(z.number().int()).optional(),
  error: z.string().optional(),
});
export type TestNotificationsResult = z.infer<typeof TestNotificationsResult>;

/** Statistics, over every channel; test sends are not counted; activeUsers have an enabled preference. */
export const TelegramStatistics = z.object({
  totalNotifications: z.number().int(),
  successfulDeliveries: z.number().int(),
  failedDeliveries: z.number().int(),
  activeUsers: z.number().int(),
});
export type TelegramStatistics = z.infer<typeof TelegramStatistics>;

/** The hidden value alerts show a user without an active subscription, as the archive does. */
export const ALERT_HIDDEN_VALUE = SUBSCRIBERS_ONLY;

// ---- the web forms (ADR 0016): each wraps the rules above, so a field's message is the server's code ----

/** The preference dialog's inputs as typed: bounds and the frequency as text, the categories as chosen ids. */
const PreferenceFormShape = z.object({
  isEnabled: z.boolean(),
  keywords: z.string(),
  isExactMatch: z.boolean(),
  categoryIds: z.array(z.number().int()),
  minPrice: z.string(),
  maxPrice: z.string(),
  minYear: z.string(),
  maxYear: z.string(),
  cities: z.string(),
  notificationFrequencyMinutes: z.string(),
  deliveryMethod: z.union([z.literal(DELIVERY_EMAIL), z.literal(DELIVERY_BOT)]),
});
type PreferenceFormShape = z.infer<typeof PreferenceFormShape>;

const checkPreferenceForm = (values: PreferenceFormShape) => validatePreferenceInput(values);

/**
 * Which input of the preference form a message belongs under (the server's 400 answers too), or null for
 * one about no input (the limit of 50). A bound that is not a number is the lower one's when the lower
 * one alone already fails, else the upper one's; a range the wrong way round is the upper one's.
 */
export function preferenceFormField(code: string, values: PreferenceFormShape): keyof PreferenceFormShape | null {
  const failsAlone = (patch: Partial<PreferenceFormShape>, expected: MessageCode) => {
    const result = checkPreferenceForm({ ...values, ...patch });
    return 'error' in result && result.error === expected;
  };
  switch (code) {
    case 'notification_keywords_too_long':
    case 'notification_criteria_required':
      return 'keywords';
    case 'notification_categories_invalid':
    case 'notification_category_unknown':
      return 'categoryIds';
    case 'notification_price_invalid':
      return failsAlone({ maxPrice: '' }, code) ? 'minPrice' : 'maxPrice';
    case 'notification_price_range_invalid':
      return 'maxPrice';
    case 'notification_year_invalid':
      return failsAlone({ maxYear: '' }, code) ? 'minYear' : 'maxYear';
    case 'notification_year_range_invalid':
      return 'maxYear';
    case 'notification_cities_too_long':
      return 'cities';
    case 'notification_frequency_invalid':
      return 'notificationFrequencyMinutes';
    case 'notification_delivery_method_invalid':
    case 'notification_bot_not_linked':
      return 'deliveryMethod';
    default:
      return null;
  }
}

/** The preference form: its first broken rule under its input, or the cleaned preference it submits. */
export const PreferenceFormValues = PreferenceFormShape.transform((values, ctx): ValidPreference => {
  const result = checkPreferenceForm(values);
  if ('preference' in result) return result.preference;
  ctx.addIssue({
    code: 'custom',
    message: result.error,
    path: [preferenceFormField(result.error, values) ?? 'keywords'],
  });
  return z.NEVER;
});
export type PreferenceFormValues = z.input<typeof PreferenceFormValues>;

/** The test lots, 1–1000, 50 for an empty entry; undefined for anything else. */
export function testLotsCount(value: unknown): number | undefined {
  if (isBlank(value)) return TEST_LOTS_DEFAULT;
  const number = asNumber(value);
  return Number.isInteger(number) && number >= TEST_LOTS_MIN && number <= TEST_LOTS_MAX ? number : undefined;
}

/** The admin section's test notifications form; outputs the request body. */
export const TestNotificationsFormValues = z
  .object({ limitBooks: z.string(), showBookIds: z.boolean() })
  .transform((values, ctx): { limitBooks: number; showBookIds: boolean } => {
    const limitBooks = testLotsCount(values.limitBooks);
    if (limitBooks !== undefined) return { limitBooks, showBookIds: values.showBookIds };
    ctx.addIssue({ code: 'custom', message: 'telegram_test_lots_invalid' satisfies MessageCode, path: ['limitBooks'] });
    return z.NEVER;
  });
export type TestNotificationsFormValues = z.input<typeof TestNotificationsFormValues>;

/** The test message needs both a chat id and a text (one message for either). */
export const TestSendFormValues = z
  .object({ chatId: z.string(), message: z.string() })
  .transform((values, ctx): { chatId: string; message: string } => {
    const chatId = values.chatId.trim();
    const message = values.message.trim();
    if (chatId !== '' && message !== '') return { chatId, message };
    ctx.addIssue({
      code: 'custom',
      message: 'telegram_test_send_required' satisfies MessageCode,
      path: [chatId === '' ? 'chatId' : 'message'],
    });
    return z.NEVER;
  });
export type TestSendFormValues = z.input<typeof TestSendFormValues>;

/** The webhook's base URL, without a trailing slash; the server takes only https. */
export function webhookBaseUrl(text: string): string | undefined {
  const url = text.trim().replace(/\/+$/, '');
  return /^https:\/\/[^\s/]+/i.test(url) ? url : undefined;
}

export const WebhookFormValues = z.object({ baseUrl: z.string() }).transform((values, ctx): { baseUrl: string } => {
  const baseUrl = webhookBaseUrl(values.baseUrl);
  if (baseUrl !== undefined) return { baseUrl };
  ctx.addIssue({ code: 'custom', message: 'telegram_webhook_https_only' satisfies MessageCode, path: ['baseUrl'] });
  return z.NEVER;
});
export type WebhookFormValues = z.input<typeof WebhookFormValues>;
