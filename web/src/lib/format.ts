/**
 * Dates and money as the spec shows them everywhere: dates in the ru-RU form dd.mm.yyyy (in both UI
 * languages), prices in whole roubles with the ₽ sign.
 */

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
const timeWithSecondsFormat = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const roublesFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const RU_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** A Date, or null when the value is missing or not a date. */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // Calendar dates without a time are local days: parsing them as UTC would shift them west of Greenwich.
  const iso = DATE_ONLY.exec(value);
  if (iso) return new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const ru = RU_DATE.exec(value);
  if (ru) return new Date(Number(ru[3]), Number(ru[2]) - 1, Number(ru[1]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd.mm.yyyy, or '' for a missing or unreadable value (the caller decides what to show instead). */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date === null ? '' : dateFormat.format(date);
}

/** dd.mm.yyyy hh:mm (a moment, like a search in the history), or '' for a missing or unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date === null ? '' : `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}

/** hh:mm, or hh:mm:ss for a log line; '' for a missing or unreadable value. */
export function formatTime(value: string | Date | null | undefined, options: { seconds?: boolean } = {}): string {
  const date = parseDate(value);
  if (date === null) return '';
  return (options.seconds ? timeWithSecondsFormat : timeFormat).format(date);
}

/** "1 990 ₽": whole roubles, grouped the Russian way, with a no-break space before the sign. */
export function formatPrice(roubles: number): string {
  return `${roublesFormat.format(Math.round(roubles))}\u00a0₽`;
}

/** Counts grouped the same way as prices: "10 000". */
export function formatNumber(value: number): string {
  return roublesFormat.format(value);
}
