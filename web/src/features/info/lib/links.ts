import { BOT_USERNAME, OFFER_DATE, SUPPORT_EMAIL, SUPPORT_TELEGRAM } from '@raritet/contracts/support';

export const supportMailto = `mailto:${SUPPORT_EMAIL}`;
export const supportTelegramUrl = `https://t.me/${SUPPORT_TELEGRAM.replace(/^@/, '')}`;
export const botHandle = `@${BOT_USERNAME}`;
export const botUrl = `https://t.me/${BOT_USERNAME}`;

/** The offer date as dd.mm.yyyy, read from the ISO string directly so no time zone can shift the day. */
export const offerDateText = OFFER_DATE.split('-').reverse().join('.');

/** Values the info texts interpolate as {{email}}, {{telegram}} and {{bot}}. */
export const infoTextValues = { email: SUPPORT_EMAIL, telegram: SUPPORT_TELEGRAM, bot: botHandle } as const;
