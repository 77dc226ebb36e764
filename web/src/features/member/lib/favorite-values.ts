import { FAVORITE_DATE_MIN_YEAR } from '@raritet/contracts/member';
import type { TFunction } from 'i18next';
import { formatDate, parseDate } from '../../../lib/format.ts';

/**
 * The date a book was added to favourites, dd.mm.yyyy; 'Некорректная дата' before 2000 (the
 * service did not exist then: such a value is a broken record, not a date to show); 'Не указана' when
 * missing or unreadable.
 */
export function displayAddedDate(value: string | null | undefined, t: TFunction): string {
  const date = parseDate(value);
  if (date === null) return t('common:values.noDate');
  if (date.getFullYear() < FAVORITE_DATE_MIN_YEAR) return t('member:favorites.invalidDate');
  return formatDate(date);
}
