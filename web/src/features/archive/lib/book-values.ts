import { DESCRIPTION_PREVIEW_LENGTH, SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import type { TFunction } from 'i18next';
import { formatDate, formatPrice } from '../../../lib/format.ts';

/** A price or date the server replaced with 'Только для подписчиков' (spec §3 Book). */
export type HiddenValue = typeof SUBSCRIBERS_ONLY;

export function isSubscribersOnly(value: unknown): value is HiddenValue {
  return value === SUBSCRIBERS_ONLY;
}

/**
 * Spec §5 display rules: whole roubles; 'Нет данных' when missing; the subscribers-only text in the
 * interface language when the server hid the price.
 */
export function displayPrice(value: number | string | null | undefined, t: TFunction): string {
  if (isSubscribersOnly(value)) return t('archive:values.subscribersOnly');
  if (typeof value === 'number' && Number.isFinite(value)) return formatPrice(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return formatPrice(Number(value));
  }
  return t('archive:values.noPrice');
}

/** Spec §5: dd.mm.yyyy (ru-RU); 'Не указана' when missing or unreadable. */
export function displayDate(value: string | null | undefined, t: TFunction): string {
  if (isSubscribersOnly(value)) return t('archive:values.subscribersOnly');
  const formatted = formatDate(value);
  return formatted === '' ? t('archive:values.noDate') : formatted;
}

/** Spec §9: list descriptions are cut at 150 characters and end with an ellipsis. */
export function truncateDescription(text: string, limit: number = DESCRIPTION_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  return `${clean.slice(0, limit).trimEnd()}…`;
}

/** True when the server hid price or date on any of these books (the user has no subscription). */
export function hasHiddenValues(
  books: ReadonlyArray<{ price?: unknown; finalPrice?: unknown; date?: unknown; endDate?: unknown }>,
): boolean {
  return books.some(
    (book) =>
      isSubscribersOnly(book.price) ||
      isSubscribersOnly(book.finalPrice) ||
      isSubscribersOnly(book.date) ||
      isSubscribersOnly(book.endDate),
  );
}
