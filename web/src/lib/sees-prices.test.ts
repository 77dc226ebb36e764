import { describe, expect, it } from 'vitest';
import { seesPrices } from './sees-prices.ts';

describe('who sees prices', () => {
  it('shows prices to subscribers and administrators only', () => {
    expect(seesPrices(null)).toBe(false);
    expect(seesPrices({ hasSubscription: false, role: 'User' })).toBe(false);
    expect(seesPrices({ hasSubscription: true, role: 'User' })).toBe(true);
    expect(seesPrices({ hasSubscription: false, role: 'Admin' })).toBe(true);
  });
});
