import { SUBSCRIBERS_ONLY } from '@raritet/contracts/archive';
import type { TFunction } from 'i18next';
import { formatDate, formatPrice } from './format.ts';

/** A price or date the server replaced with 'Только для подписчиков'. */
export type HiddenValue = typeof SUBSCRIBERS_ONLY;

export function isSubscribersOnly(value: unknown): value is HiddenValue {
  return value === SUBSCRIBERS_ONLY;
}

/**
 * Whole roubles; 'Нет данных' when missing; the subscribers-only text in the
 * interface language when the server hid the price.
 */
export function displayPrice(value: number | string | null | undefined, t: TFunction): string {
  if (isSubscribersOnly(value)) return t('common:values.subscribersOnly');
  if (typeof value === 'number' && Number.isFinite(value)) return formatPrice(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return formatPrice(Number(value));
  }
  return t('common:values.noPrice');
}

/** Dd.mm.yyyy (ru-RU); 'Не указана' when missing or unreadable. */
export function displayDate(value: string | null | undefined, t: TFunction): string {
  if (isSubscribersOnly(value)) return t('common:values.subscribersOnly');
  const formatted = formatDate(value);
  return formatted === '' ? t('common:values.noDate') : formatted;
}
