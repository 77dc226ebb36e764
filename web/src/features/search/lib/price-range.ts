import { PRICE_MAX, PRICE_UPPER_FALLBACK } from '@raritet/contracts/archive';

export type PriceRangeProblem = 'empty' | 'reversed' | 'tooLarge';

export type PriceRangeResult = { minPrice: number; maxPrice: number } | { problem: PriceRangeProblem };

/** Keeps only digits: the price fields take whole roubles and nothing else. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * The two price fields as a range. Either may be left empty (from 0; up to 999 999 — the fallback
 * — or the lower price when that is higher), not both.
 */
export function parsePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = digitsOnly(minText);
  const max = digitsOnly(maxText);
  if (min === '' && max === '') return { problem: 'empty' };
  const minPrice = min === '' ? 0 : Number(min);
  const maxPrice = max === '' ? Math.max(PRICE_UPPER_FALLBACK, minPrice) : Number(max);
  if (minPrice > PRICE_MAX || maxPrice > PRICE_MAX) return { problem: 'tooLarge' };
  if (minPrice > maxPrice) return { problem: 'reversed' };
  return { minPrice, maxPrice };
}
