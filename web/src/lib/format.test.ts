import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, formatTime, parseDate } from './format.ts';

describe('formatDate', () => {
  it('prints dd.mm.yyyy in the ru-RU form', () => {
    expect(formatDate(new Date(2025, 0, 20, 15, 30))).toBe('20.01.2025');
    expect(formatDate('2025-01-20')).toBe('20.01.2025');
    expect(formatDate('20.01.2025')).toBe('20.01.2025');
  });

  it('reads ISO timestamps in local time', () => {
    const stamp = new Date(2026, 4, 3, 23, 59).toISOString();
    expect(formatDate(stamp)).toBe('03.05.2026');
  });

  it('gives an empty text for missing or broken values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(parseDate('')).toBeNull();
  });
});

describe('formatPrice', () => {
  it('prints whole roubles with the rouble sign', () => {
    expect(formatPrice(50)).toBe('50\u00a0₽');
    expect(formatPrice(0)).toBe('0\u00a0₽');
  });

  it('groups thousands and drops kopecks', () => {
    expect(formatPrice(1990.4).replace(/\s/g, ' ')).toBe('1 990 ₽');
    expect(formatPrice(1_250_000).replace(/\s/g, ' ')).toBe('1 250 000 ₽');
  });
});

describe('formatTime', () => {
  it('prints hh:mm, or hh:mm:ss for log lines, in local time', () => {
    const moment = new Date(2025, 0, 20, 9, 5, 7).toISOString();
    expect(formatTime(moment)).toBe('09:05');
    expect(formatTime(moment, { seconds: true })).toBe('09:05:07');
    expect(formatTime('not a time')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('prints dd.mm.yyyy hh:mm in local time', () => {
    expect(formatDateTime(new Date(2025, 0, 20, 9, 5).toISOString())).toBe('20.01.2025 09:05');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('the hand-written forms match what Intl writes for ru-RU', () => {
  it('for whole numbers, negative ones and fractions', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 42, 999, 1000, 1990.4, 12_345, 99_999.5, 250_000, 1_250_000, 987_654_321, -5, -1234.6]) {
      expect(formatPrice(value)).toBe(`${intl.format(value)}\u00a0₽`);
    }
  });

  it('for dates and times', () => {
    const date = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    for (const moment of [
      new Date(2025, 0, 1, 0, 0, 0),
      new Date(1999, 11, 31, 23, 59, 59),
      new Date(2026, 6, 9, 9, 5, 7),
    ]) {
      expect(formatDate(moment)).toBe(date.format(moment));
      expect(formatTime(moment, { seconds: true })).toBe(time.format(moment));
    }
  });
});
