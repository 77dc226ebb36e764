import { describe, expect, it } from 'vitest';
import { amountValueToKopecks, formatAmountValue, sameAmount } from './money.ts';

describe('money: whole roubles and YooKassa amount strings', () => {
  it('formats roubles as YooKassa wants them', () => {
    expect(formatAmountValue(50)).toBe('50.00');
    expect(formatAmountValue(0)).toBe('0.00');
  });

  it.each([
    ['50.00', 5000],
    ['50', 5000],
    ['50.5', 5050],
    ['0.01', 1],
    ['50.001', null],
    ['-50.00', null],
    ['1e3', null],
    ['', null],
    ['fifty', null],
  ])('%s → %s kopecks', (value, kopecks) => {
    expect(amountValueToKopecks(value)).toBe(kopecks);
  });

  it('compares exactly, not as floats', () => {
    expect(sameAmount('50.00', 50)).toBe(true);
    expect(sameAmount('49.99', 50)).toBe(false);
    expect(sameAmount('50.01', 50)).toBe(false);
    expect(sameAmount('500.00', 50)).toBe(false);
  });
});
