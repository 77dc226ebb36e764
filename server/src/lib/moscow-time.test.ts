import { describe, expect, it } from 'vitest';
import { moscowDate, secondsToMoscowMidnight } from './moscow-time.ts';

describe('Moscow calendar', () => {
  it('the Moscow date turns at 21:00 UTC', () => {
    expect(moscowDate(new Date('2025-01-31T20:59:59Z'))).toBe('2025-01-31');
    expect(moscowDate(new Date('2025-01-31T21:00:00Z'))).toBe('2025-02-01');
  });

  it('seconds until Moscow midnight', () => {
    expect(secondsToMoscowMidnight(new Date('2025-01-31T20:59:59Z'))).toBe(1);
    expect(secondsToMoscowMidnight(new Date('2025-01-31T21:00:00Z'))).toBe(86_400);
    expect(secondsToMoscowMidnight(new Date('2025-06-15T09:00:00Z'))).toBe(12 * 3600);
  });
});
