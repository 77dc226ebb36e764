import { describe, expect, it } from 'vitest';
import { digitsOnly, parsePriceRange } from './price-range.ts';

describe('price range fields', () => {
  it('keep digits only', () => {
    expect(digitsOnly('1 500 ₽')).toBe('1500');
    expect(digitsOnly('-20e3')).toBe('203');
    expect(digitsOnly('007')).toBe('7');
  });

  it('need at least one price', () => {
    expect(parsePriceRange('', '')).toEqual({ problem: 'empty' });
  });

  it('fill the missing end', () => {
    expect(parsePriceRange('', '5000')).toEqual({ minPrice: 0, maxPrice: 5000 });
    expect(parsePriceRange('1000', '')).toEqual({ minPrice: 1000, maxPrice: 999999 });
    expect(parsePriceRange('2000000', '')).toEqual({ minPrice: 2000000, maxPrice: 2000000 });
  });

  it('refuse a reversed or absurd range', () => {
    expect(parsePriceRange('5000', '100')).toEqual({ problem: 'reversed' });
    expect(parsePriceRange('0', '99999999999')).toEqual({ problem: 'tooLarge' });
  });
});
