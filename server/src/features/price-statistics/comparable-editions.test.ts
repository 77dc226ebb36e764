import { describe, expect, it } from 'vitest';
import { COMPARABLE_EDITIONS_MAX } from '@raritet/contracts/price-statistics';
import { editionsOf, type WorkSale } from './comparable-editions.ts';

const sale = (year: number | null, publisher: string | null, price: number): WorkSale => ({
  year,
  publisher,
  publisherFolded: publisher?.toLowerCase() ?? '',
  price,
});

describe('editionsOf', () => {
  it('medians as percentile_cont gives them, rounded half up', () => {
    const { editions } = editionsOf([sale(1900, 'А', 1), sale(1900, 'А', 2), sale(1900, 'А', 4)], {
      year: 1900,
      publisher: 'А',
      publisherFolded: 'а',
    });
    expect(editions).toEqual([{ year: 1900, publisher: 'А', count: 3, median: 2, min: 1, max: 4, own: true }]);
    expect(
      editionsOf([sale(1900, null, 1), sale(1900, null, 2)], { year: null, publisher: null, publisherFolded: null })
        .editions[0]!.median,
    ).toBe(2);
  });

  it(`keeps the ${COMPARABLE_EDITIONS_MAX} most sold and the own edition, in year order, and counts them all`, () => {
    const sales = Array.from({ length: 40 }, (_, n) =>
      Array.from({ length: n + 1 }, () => sale(1800 + n, 'Тип.', 100 + n)),
    ).flat();
    const { editions, total } = editionsOf(sales, { year: 1700, publisher: 'Тип.', publisherFolded: 'тип.' });
    expect(total).toBe(41);
    expect(editions).toHaveLength(COMPARABLE_EDITIONS_MAX);
    expect(editions[0]).toMatchObject({ year: 1700, count: 0, own: true });
    // The 29 most sold: 1811…1839.
    expect(editions.slice(1).map((edition) => edition.year)).toEqual(Array.from({ length: 29 }, (_, n) => 1811 + n));
  });
});
