import { describe, expect, it } from 'vitest';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';
import { EMPTY_STATISTICS } from '@raritet/contracts/price-statistics';
import { createStatsCache } from './stats-cache.ts';

const figures = (count: number): PriceStatistics => ({ ...EMPTY_STATISTICS, count });

describe('the statistics cache', () => {
  it('answers from memory while the fingerprint holds, computes again when it changes', async () => {
    let print = 'a';
    let computed = 0;
    const cache = createStatsCache({ fingerprint: async () => print });
    const compute = async () => figures(++computed);
    expect((await cache.get('k', compute)).count).toBe(1);
    expect((await cache.get('k', compute)).count).toBe(1);
    print = 'b';
    expect((await cache.get('k', compute)).count).toBe(2);
    cache.clear();
    expect((await cache.get('k', compute)).count).toBe(3);
  });

  it('shares one computation between calls that arrive together, and forgets failures', async () => {
    let computed = 0;
    const cache = createStatsCache({ fingerprint: async () => 'a' });
    const slow = () => new Promise<PriceStatistics>((resolve) => setTimeout(() => resolve(figures(++computed)), 10));
    const [one, two] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([one.count, two.count, computed]).toEqual([1, 1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('bad', async () => figures(7))).count).toBe(7);
  });

  it('keeps the most recently used searches, and nothing past its age', async () => {
    let computed = 0;
    const cache = createStatsCache({ fingerprint: async () => 'a', max: 2, ttlMs: 0 });
    const compute = async () => figures(++computed);
    await cache.get('a', compute);
    await cache.get('a', compute);
    expect(computed).toBe(2);
    const lasting = createStatsCache({ fingerprint: async () => 'a', max: 2 });
    await lasting.get('a', compute);
    await lasting.get('b', compute);
    await lasting.get('a', compute);
    await lasting.get('c', compute);
    const before = computed;
    await lasting.get('a', compute);
    expect(computed).toBe(before);
    await lasting.get('b', compute);
    expect(computed).toBe(before + 1);
  });
});
