import { describe, expect, it } from 'vitest';
import { reachablePages, SEARCH_PAGE_SIZE_MAX, SEARCH_RESULTS_MAX } from './archive.ts';

// The rule comes from ADR 0042, bounded queries.
describe('totalPages: the pages within the first SEARCH_RESULTS_MAX results', () => {
  it('counts every page of fewer results, and stops at the 10,000th result of more', () => {
    expect(reachablePages(0, 10)).toBe(0);
    expect(reachablePages(23, 10)).toBe(3);
    expect(reachablePages(10_000, 50)).toBe(200);
    // A search on a common word: 230,000 lots, 50 a page — page 200 is the last offered, not 4,600.
    expect(reachablePages(230_000, 50)).toBe(200);
  });

  it('offers exactly the pages that start within them, whatever the page size', () => {
    for (let pageSize = 1; pageSize <= SEARCH_PAGE_SIZE_MAX; pageSize++) {
      const last = reachablePages(1_000_000, pageSize);
      // The last page offered starts within the first 10,000 results; the next would start beyond them.
      expect((last - 1) * pageSize, `page size ${pageSize}`).toBeLessThan(SEARCH_RESULTS_MAX);
      expect(last * pageSize, `page size ${pageSize}`).toBeGreaterThanOrEqual(SEARCH_RESULTS_MAX);
    }
  });
});
