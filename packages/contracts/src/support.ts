/** Public contact and legal constants shown by the web app's info pages (and usable by server texts). */

// Support mailbox: the contacts page, the offer's contact section and the bot guide link to it.
export const SUPPORT_EMAIL = 'support@raritet.ru';

// Support account in Telegram: the contacts page and the offer's contact section show it.
export const SUPPORT_TELEGRAM = '@raritet_support';

// The notifications bot (without @): the bot guide, the connect dialog and the bot's own texts name it.
export const BOT_USERNAME = 'RaritetArchiveBot';

// The public offer's last revision (ISO date): the offer page header prints it as dd.mm.yyyy.
export const OFFER_DATE = '2025-01-20';
