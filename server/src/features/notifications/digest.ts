import { formatMessage, type Language, type MessageCode } from '@raritet/contracts/messages';
import { ALERT_HIDDEN_VALUE } from '@raritet/contracts/notifications';
import { escapeHtml, linkified, mailPage } from '../../lib/html.ts';
import { lineText } from '../../lib/outside-text.ts';

/** One lot of a digest, as the archive's card gives it, with the phrases it matched. */
export type DigestLot = {
  id: number;
  title: string;
  author: string | null;
  /** The year of publication, when known. */
  year: number | null;
  categoryName: string;
  sellerName: string;
  finalPrice: number;
  saleDate: Date;
  matched: string[];
  /** The cover thumbnail (subscribers only), embedded in the e-mail as an inline image. */
  cover: { data: Buffer; contentType: string } | null;
};

export type DigestInput = {
  language: Language;
  /** The preference's own words (or, without keywords, its categories' names): the body only, never the subject. */
  keywords: string;
  /** Whether `keywords` is the user's typed text or the names of the categories they chose (default: typed). */
  criteria?: 'keywords' | 'categories';
  /** Subscribers (and administrators) see price, date and cover; others the hidden text and an invite. */
  full: boolean;
  lots: DigestLot[];
  /** How many matched lots are in this digest beyond `lots` (shown as "and N more"). */
  more: number;
  links: { book: (id: number) => string; settings: string; subscribe: string; unsubscribe: string };
};

/** At most this many lots are written out in one digest; the rest are counted, and all are in the history. */
export const DIGEST_LOTS_SHOWN = 20;

const priceText = (price: number) => `${new Intl.NumberFormat('ru-RU').format(price).replace(/\u00a0/g, ' ')} ₽`;
const dateText = (date: Date) =>
  Number.isNaN(date.getTime())
    ? '—'
    : new Intl.DateTimeFormat('ru-RU', {
        timeZone: 'Europe/Moscow',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(date);

/** Bounds of a digest's texts: a title long enough to know the lot by, names and phrases of a line. */
const TITLE_MAX = 300;
const NAME_MAX = 120;
const KEYWORDS_MAX = 200;
const MATCHED_SHOWN = 10;

/**
 * The digest's texts as the mail server and Telegram take them (ADR 0039): they come from lots (the
 * platform, an imported package) and a user's keywords, so each is made one storable line, bounded
 * (a 100,000-character title from an import would otherwise fill the message).
 */
function fitted(input: DigestInput): DigestInput {
  const line = (text: string, max: number) => lineText(text, max, true);
  return {
    ...input,
    keywords: line(input.keywords, KEYWORDS_MAX),
    lots: input.lots.map((lot) => ({
      ...lot,
      title: line(lot.title, TITLE_MAX),
      author: lot.author === null ? null : line(lot.author, NAME_MAX) || null,
      categoryName: line(lot.categoryName, NAME_MAX),
      sellerName: line(lot.sellerName, NAME_MAX),
      matched: lot.matched.slice(0, MATCHED_SHOWN).map((phrase) => line(phrase, NAME_MAX)),
    })),
  };
}

/** Each lot's lines under its title: author and year first, when known, then the sale. */
function facts(input: DigestInput, lot: DigestLot): [MessageCode, string][] {
  return [
    ...(lot.author ? [['digest_author', lot.author] as [MessageCode, string]] : []),
    ...(lot.year !== null ? [['digest_year', String(lot.year)] as [MessageCode, string]] : []),
    ['digest_price', input.full ? priceText(lot.finalPrice) : ALERT_HIDDEN_VALUE],
    ['digest_date', input.full ? dateText(lot.saleDate) : ALERT_HIDDEN_VALUE],
    ['digest_category', lot.categoryName],
    ['digest_seller', lot.sellerName],
    ...(lot.matched.length ? [['digest_matched', lot.matched.join(', ')] as [MessageCode, string]] : []),
  ];
}

/** The heading: the title alone, as the book page heads it; the author has a line of its own. */
const titleOf = (lot: DigestLot) => lot.title;

/**
 * The subject names the service and the count only: a user's keywords are free text anyone could have typed
 * for an address they do not own (e.g. «СРОЧНО: ваш аккаунт заблокирован…» in a service-branded
 * subject), so they stay in the body, quoted and marked as the user's own words.
 */
function digestSubject(input: Pick<DigestInput, 'language' | 'lots' | 'more'>): string {
  return formatMessage('digest_subject', input.language, { count: input.lots.length + input.more });
}

/** The line that quotes the preference's criteria, saying they are the user's own text. */
function ownWords(input: DigestInput): string {
  const code = input.criteria === 'categories' ? 'digest_own_categories' : 'digest_own_keywords';
  return formatMessage(code, input.language, { keywords: input.keywords });
}

/** The e-mail: a text part and an HTML part that say the same, the covers as inline (cid:) images. */
export function renderEmailDigest(given: DigestInput) {
  const input = fitted(given);
  const t = (code: MessageCode, params?: Record<string, string | number>) =>
    formatMessage(code, input.language, params);
  const subject = digestSubject(input);
  const text = [
    t('digest_intro'),
    ownWords(input),
    '',
    ...input.lots.flatMap((lot) => [
      titleOf(lot),
      ...facts(input, lot).map(([code, value]) => `  ${t(code)}: ${value}`),
      `  ${input.links.book(lot.id)}`,
      '',
    ]),
    ...(input.more > 0 ? [t('digest_more', { count: input.more }), ''] : []),
    ...(input.full ? [] : [t('digest_subscribe', { url: input.links.subscribe }), '']),
    t('digest_settings', { url: input.links.settings }),
    t('digest_unsubscribe', { url: input.links.unsubscribe }),
  ].join('\n');

  const attachments: { filename: string; content: Buffer; contentType: string; cid: string }[] = [];
  const lotHtml = input.lots
    .map((lot) => {
      let image = '';
      if (input.full && lot.cover) {
        const cid = `cover-${lot.id}@raritet`;
        const extension = lot.cover.contentType.includes('png') ? 'png' : 'jpg';
        attachments.push({
          filename: `cover-${lot.id}.${extension}`,
          content: lot.cover.data,
          contentType: lot.cover.contentType,
          cid,
        });
        image = `<td style="width:96px;vertical-align:top;padding-right:12px"><img src="cid:${cid}" width="96" alt="" style="display:block;border-radius:4px"></td>`;
      }
      const rows = facts(input, lot)
        .map(
          ([code, value]) =>
            `<div style="color:#444;font-size:14px">${escapeHtml(t(code))}: <b>${escapeHtml(value)}</b></div>`,
        )
        .join('');
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse"><tr>${image}<td style="vertical-align:top">
<a href="${escapeHtml(input.links.book(lot.id))}" style="font-size:16px;color:#5d4037;font-weight:bold">${escapeHtml(titleOf(lot))}</a>
${rows}
<div style="margin-top:4px"><a href="${escapeHtml(input.links.book(lot.id))}" style="color:#1565c0;font-size:14px">${escapeHtml(t('digest_open'))}</a></div>
</td></tr></table>`;
    })
    .join('\n');
  const html = mailPage(
    input.language,
    subject,
    `<p style="font-size:15px">${escapeHtml(t('digest_intro'))}</p>
<p style="font-size:14px;color:#444;border-left:3px solid #bbb;padding-left:8px">${escapeHtml(ownWords(input))}</p>
${lotHtml}
${input.more > 0 ? `<p style="font-size:14px">${escapeHtml(t('digest_more', { count: input.more }))}</p>` : ''}
${input.full ? '' : `<p style="font-size:14px;background:#fff8e1;padding:8px 12px;border-radius:4px">${linkified(t('digest_subscribe', { url: '{{url}}' }), input.links.subscribe)}</p>`}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">
<p style="font-size:12px;color:#666">${linkified(t('digest_settings', { url: '{{url}}' }), input.links.settings)}<br>
${linkified(t('digest_unsubscribe', { url: '{{url}}' }), input.links.unsubscribe)}</p>`,
  );
  return { subject, text, html, attachments };
}

/** The bot's message: Telegram's HTML (b, a), one block per lot, split at 4,096 by the sender. */
export function renderBotDigest(given: DigestInput): string {
  const input = fitted(given);
  const t = (code: MessageCode, params?: Record<string, string | number>) =>
    formatMessage(code, input.language, params);
  const blocks = input.lots.map((lot) =>
    [
      `<b><a href="${escapeHtml(input.links.book(lot.id))}">${escapeHtml(titleOf(lot))}</a></b>`,
      ...facts(input, lot).map(([code, value]) => `${escapeHtml(t(code))}: ${escapeHtml(value)}`),
    ].join('\n'),
  );
  return [
    `${escapeHtml(t('digest_intro'))}\n${escapeHtml(ownWords(input))}`,
    ...blocks,
    ...(input.more > 0 ? [escapeHtml(t('digest_more', { count: input.more }))] : []),
    ...(input.full ? [] : [escapeHtml(t('digest_subscribe', { url: input.links.subscribe }))]),
  ].join('\n\n');
}
