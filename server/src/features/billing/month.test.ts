import { describe, expect, it } from 'vitest';
import { limitResetDate, usageMonth } from './month.ts';

describe('the request-limit month is the Moscow calendar month', () => {
  it.each([
    ['2025-01-31T20:59:59Z', '2025-01-01', '01.02.2025'], // 23:59:59 in Moscow
    ['2025-01-31T21:00:00Z', '2025-02-01', '01.03.2025'], // already 1 February in Moscow
    ['2025-12-15T10:00:00Z', '2025-12-01', '01.01.2026'],
  ])('%s → month %s, renews %s', (instant, month, reset) => {
    expect(usageMonth(new Date(instant))).toBe(month);
    expect(limitResetDate(new Date(instant))).toBe(reset);
  });
});
