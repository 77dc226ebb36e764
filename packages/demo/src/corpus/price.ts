import type { LotType } from './draft.ts';
import type { Random } from './random.ts';

/**
 * Median final prices (roubles) by kind and age, from the market as dealers know it: a Soviet
 * postcard goes for a hundred roubles, an eighteenth-century map for tens of thousands. Markers
 * (lifetime edition, autograph…) multiply these in the makers; the spread is log-normal.
 */
const STEPS: Record<LotType, Array<[number, number]>> = {
  // [made before this year, median]
  Книга: [
    [1700, 250_000],
    [1800, 60_000],
    [1861, 15_000],
    [1900, 5_500],
    [1918, 3_200],
    [1931, 2_500],
    [1956, 900],
    [1992, 350],
    [9999, 450],
  ],
  Журнал: [
    [1861, 2_500],
    [1900, 1_800],
    [1918, 1_200],
    [1931, 1_500],
    [1956, 600],
    [1992, 200],
    [9999, 150],
  ],
  Газета: [
    [1861, 2_500],
    [1918, 700],
    [1946, 500],
    [9999, 150],
  ],
  Карта: [
    [1800, 45_000],
    [1861, 12_000],
    [1918, 5_000],
    [9999, 900],
  ],
  Гравюра: [
    [1800, 30_000],
    [1861, 9_000],
    [1918, 4_000],
    [9999, 2_500],
  ],
  Литография: [
    [1861, 8_000],
    [1918, 4_500],
    [9999, 2_000],
  ],
  Открытка: [
    [1918, 450],
    [1941, 350],
    [1961, 150],
    [9999, 80],
  ],
  Фотография: [
    [1900, 2_500],
    [1918, 1_500],
    [1946, 800],
    [9999, 300],
  ],
  Автограф: [
    [1918, 30_000],
    [1961, 15_000],
    [9999, 8_000],
  ],
  Плакат: [
    [1918, 25_000],
    [1946, 15_000],
    [9999, 2_500],
  ],
  Документ: [
    [1861, 8_000],
    [1918, 2_500],
    [9999, 500],
  ],
};

export function basePrice(type: LotType, year: number): number {
  for (const [before, median] of STEPS[type]) if (year < before) return median;
  return STEPS[type].at(-1)![1];
}

export const MIN_PRICE = 100;
export const MAX_PRICE = 30_000_000;

/** Bid steps: final prices land on them as auctions do. */
function roundToStep(value: number): number {
  const step = value < 1_000 ? 10 : value < 10_000 ? 50 : value < 100_000 ? 100 : value < 1_000_000 ? 1_000 : 5_000;
  return Math.round(value / step) * step;
}

/**
 * The price of a copy sold again `yearsLater` years after it went for `earlier`: the market's 6% a
 * year and a narrower spread than between different copies (the same copy, another day's bidders).
 */
export function resalePrice(earlier: number, yearsLater: number, random: Random): number {
  const value = roundToStep(earlier * Math.pow(1.06, yearsLater) * Math.exp(random.normal() * 0.18));
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, value));
}

/**
 * The final price: the median with a log-normal spread, prices of older sales lower (about 6% a
 * year), whole roubles on bid steps, within [100, 30 million].
 */
export function finalPrice(median: number, yearsBeforeNow: number, random: Random): number {
  const spread = Math.exp(random.normal() * 0.55);
  const inflation = Math.pow(1.06, -yearsBeforeNow);
  const value = roundToStep(median * spread * inflation);
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, value));
}
