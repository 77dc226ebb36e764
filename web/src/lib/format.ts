/**
 * Dates and money as the spec shows them everywhere: dates in the ru-RU form dd.mm.yyyy (in both UI
 * languages), prices in whole roubles with the ₽ sign.
 */

/**
 * Written out by hand rather than with Intl formatters: building one (ICU's ru-RU data) costs tens of
 * milliseconds on a phone, and the first price or date on a page paid it inside a render (ADR 0036).
 * The output is the ru-RU form Intl gives: "20.01.2025", "09:05", "1 990" with U+00A0 between groups.
 */
const twoDigits = (value: number) => String(value).padStart(2, '0');

const dateText = (date: Date) =>
  `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;

const timeText = (date: Date, seconds = false) =>
  `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}${seconds ? `:${twoDigits(date.getSeconds())}` : ''}`;

/** A whole number grouped by thousands with no-break spaces, as ru-RU writes it: "1 250 000". */
function groupedWhole(value: number): string {
  const rounded = Math.round(value);
  // Math.round(-0.4) is -0, which Intl prints as "-0"; a price of minus nothing is nothing.
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return rounded < 0 ? `-${grouped}` : grouped;
}

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
  return date === null ? '' : dateText(date);
}

/** dd.mm.yyyy hh:mm (a moment, like a search in the history), or '' for a missing or unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  return date === null ? '' : `${dateText(date)} ${timeText(date)}`;
}

/** hh:mm, or hh:mm:ss for a log line; '' for a missing or unreadable value. */
export function formatTime(value: string | Date | null | undefined, options: { seconds?: boolean } = {}): string {
  const date = parseDate(value);
  if (date === null) return '';
  return timeText(date, options.seconds);
}

/** "1 990 ₽": whole roubles, grouped the Russian way, with a no-break space before the sign. */
export function formatPrice(roubles: number): string {
  return `${groupedWhole(roubles)}\u00a0₽`;
}

/** Counts grouped the same way as prices: "10 000". */
export function formatNumber(value: number): string {
  return groupedWhole(value);
}
