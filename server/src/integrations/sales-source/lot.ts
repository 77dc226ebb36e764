import { lineText } from '../../lib/outside-text.ts';

/**
 * The trading platform's lot as this service reads it (sales-source.md, "Lot"), checked and cleaned: the
 * platform's answers are untrusted input, so every field is read loosely and a lot that cannot be made
 * sensible is skipped with a reason instead of stopping a run.
 */
export type SourceLot = {
  id: number;
  title: string;
  categoryId: number | undefined;
  beginDate: Date | undefined;
  endDate: Date | undefined;
  /** The current price; for a finished lot the price it went for unless `normalizedPrice` says otherwise. */
  price: number | undefined;
  /** get-lot-by-id: the final price. */
  normalizedPrice: number | undefined;
  images: string[];
  city: string | undefined;
  sellerName: string | undefined;
  condition: string | undefined;
  currency: string;
  type: 'auction' | 'fixedPrice' | undefined;
  /** 2 = finished. */
  status: number | undefined;
  soldQuantity: number;
};

export type LotReading = { lot: SourceLot } | { skipped: string; lotId: number | undefined };

export const FINISHED_STATUS = 2;
/** Prices outside this range are taken for a broken answer, not a sale. */
export const MAX_PRICE = 100_000_000;
const MAX_TITLE = 500;
const MAX_IMAGES = 30;
const MAX_TEXT = 200;
/** Lots before the platform existed, or after next year, are broken dates. */
const FIRST_DATE = Date.UTC(1999, 0, 1);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
};

/**
 * One line of text without tags, entities decoded, in the shape every store takes (lib/outside-text.ts:
 * control characters as spaces, whitespace collapsed, lone surrogates replaced, at most `max`).
 */
export function plainText(value: unknown, max = MAX_TEXT): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  // Only the start of a huge value is read: what is kept is at most `max` anyway.
  const text = String(value)
    .slice(0, max * 4 + 1000)
    // Script and style are code, not text: dropped with what they hold.
    .replace(/<(script|style)\b[^<>]*>[^]*?<\/\1\s*>/gi, ' ')
    // `[^<>]`: a tag ends at the next '<' too, so a run of '<' costs one pass, not one per '<'.
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return safeCodePoint(parseInt(name.slice(2), 16)) ?? ' ';
      if (name.startsWith('#')) return safeCodePoint(Number(name.slice(1))) ?? ' ';
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  const line = lineText(text, max);
  return line === '' ? undefined : line;
}

function safeCodePoint(code: number): string | undefined {
  if (!Number.isInteger(code) || code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return undefined;
  return String.fromCodePoint(code);
}

function integer(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/** The largest category id: the tables keep category ids as PostgreSQL `integer`. */
export const MAX_CATEGORY_ID = 2_147_483_647;

/** A category id the tables can hold; any other would fail every run's statements, not just the lot's. */
export function categoryIdOf(value: unknown): number | undefined {
  const id = integer(value);
  return id !== undefined && id > 0 && id <= MAX_CATEGORY_ID ? id : undefined;
}

function price(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > MAX_PRICE) return undefined;
  return Math.round(number);
}

function date(value: unknown, now: Date): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = new Date(value);
  const time = parsed.getTime();
  if (!Number.isFinite(time) || time < FIRST_DATE || time > now.getTime() + 366 * 86_400_000) return undefined;
  return parsed;
}

/** Entries of an image list looked at: a list of 10,000 names costs no more than one of this many. */
const MAX_IMAGE_ENTRIES = 200;

/**
 * Absolute http(s) addresses only, without control characters or lone surrogates (an address is logged
 * and stored as it is), deduplicated, at most MAX_IMAGES.
 */
function imageUrls(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const urls = value
    .slice(0, MAX_IMAGE_ENTRIES)
    .filter(
      (url): url is string =>
        typeof url === 'string' &&
        url.length <= 2000 &&
        /^https?:\/\/[^\s]+$/i.test(url) &&
        lineText(url, 2000) === url,
    );
  return [...new Set(urls)].slice(0, MAX_IMAGES);
}

function sellerName(value: unknown): string | undefined {
  if (value && typeof value === 'object') return plainText((value as { name?: unknown }).name);
  return plainText(value);
}

/** One lot of an answer, checked; `now` bounds the dates. */
export function readLot(raw: unknown, now: Date = new Date()): LotReading {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { skipped: 'not an object', lotId: undefined };
  const fields = raw as Record<string, unknown>;
  const id = integer(fields.id);
  if (id === undefined || id <= 0) return { skipped: 'no valid id', lotId: undefined };
  const title = plainText(fields.title, MAX_TITLE);
  if (!title) return { skipped: 'no title', lotId: id };
  const type = fields.type === 'auction' || fields.type === 'fixedPrice' ? fields.type : undefined;
  const currency = plainText(fields.currency, 8)?.toUpperCase() ?? 'RUB';
  return {
    lot: {
      id,
      title,
      categoryId: categoryIdOf(fields.categoryId),
      beginDate: date(fields.beginDate, now),
      endDate: date(fields.endDate, now),
      price: price(fields.price),
      normalizedPrice: price(fields.normalizedPrice),
      images: imageUrls(fields.images),
      city: plainText(fields.city),
      sellerName: sellerName(fields.seller),
      condition: plainText(fields.condition),
      currency,
      type,
      status: integer(fields.status),
      soldQuantity: Math.max(0, integer(fields.soldQuantity) ?? 0),
    },
  };
}

/** Every lot of a list answer, each id once (a lot seen twice in one page is read the first time). */
export function readLots(
  raw: unknown,
  now: Date = new Date(),
): { lots: SourceLot[]; skipped: { reason: string; lotId: number | undefined }[] } {
  const lots: SourceLot[] = [];
  const skipped: { reason: string; lotId: number | undefined }[] = [];
  const seen = new Set<number>();
  for (const item of Array.isArray(raw) ? raw : []) {
    const reading = readLot(item, now);
    if ('skipped' in reading) skipped.push({ reason: reading.skipped, lotId: reading.lotId });
    else if (seen.has(reading.lot.id)) skipped.push({ reason: 'seen twice in one page', lotId: reading.lot.id });
    else {
      seen.add(reading.lot.id);
      lots.push(reading.lot);
    }
  }
  return { lots, skipped };
}

/**
 * When a sold lot was sold: its end, or `now` when the platform gives none or one still to come (a
 * finished lot dated in the future would stay on top of the recent sales for months).
 */
export const saleDateOf = (lot: SourceLot, now: Date): Date =>
  lot.endDate && lot.endDate.getTime() <= now.getTime() ? lot.endDate : now;

/** The price a sold lot went for: the final (normalised) price, else the last price. */
export const finalPriceOf = (lot: SourceLot): number | undefined => lot.normalizedPrice ?? lot.price;

/** Sold: finished with at least one item sold, and a price in roubles. */
export const isSold = (lot: SourceLot): boolean =>
  lot.status === FINISHED_STATUS && lot.soldQuantity > 0 && lot.currency === 'RUB' && (finalPriceOf(lot) ?? 0) > 0;
