import { archiveMessages } from './messages/archive.ts';
import { authMessages } from './messages/auth.ts';
import { billingMessages } from './messages/billing.ts';
import { botMessages } from './messages/bot.ts';
import { bookUpdateMessages } from './messages/book-update.ts';
import { categoryCleanupMessages } from './messages/category-cleanup.ts';
import { commonMessages } from './messages/common.ts';
import { memberMessages } from './messages/member.ts';
import { notificationMessages } from './messages/notifications.ts';
import { settingsMessages } from './messages/settings.ts';
import { setupMessages } from './messages/setup.ts';
import { transferMessages } from './messages/transfers.ts';

/** The parts, one per feature (messages/*.ts); a code may stand in one part only (messages.test.ts). */
export const catalogueParts = {
  common: commonMessages,
  auth: authMessages,
  setup: setupMessages,
  billing: billingMessages,
  archive: archiveMessages,
  member: memberMessages,
  settings: settingsMessages,
  bookUpdate: bookUpdateMessages,
  categoryCleanup: categoryCleanupMessages,
  notifications: notificationMessages,
  bot: botMessages,
  transfers: transferMessages,
} as const;

/**
 * Every message the server can send back, keyed by its stable error code, in both languages.
 * The server picks the language from Accept-Language; the web app loads the same catalogue into
 * i18next (namespace `errors`), so a code always reads the same on both sides.
 */
export const messages = {
  ...commonMessages,
  ...authMessages,
  ...setupMessages,
  ...billingMessages,
  ...archiveMessages,
  ...memberMessages,
  ...settingsMessages,
  ...bookUpdateMessages,
  ...categoryCleanupMessages,
  ...notificationMessages,
  ...botMessages,
  ...transferMessages,
} as const;

export type MessageCode = keyof typeof messages;
export type Language = 'ru' | 'en';
export const languages: readonly Language[] = ['ru', 'en'];

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(messages, code);
}

/** Fills `{{name}}` placeholders the way i18next does, so server and web render the same text. */
export function formatMessage(code: MessageCode, lang: Language, params: Record<string, string | number> = {}): string {
  return messages[code][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
