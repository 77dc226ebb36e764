import { moscowClock, pad2 } from '../../lib/moscow-time.ts';

/** The first day of the current Moscow month, as a SQL date: '2025-01-01' (search requests count per month). */
export function usageMonth(now: Date = new Date()): string {
  const { year, month } = moscowClock(now);
  return `${year}-${pad2(month)}-01`;
}

/** The day the limit renews (the 1st of the next Moscow month) in the ru-RU format: '01.02.2025'. */
export function limitResetDate(now: Date = new Date()): string {
  const { year, month } = moscowClock(now);
  return month === 12 ? `01.01.${year + 1}` : `01.${pad2(month + 1)}.${year}`;
}
