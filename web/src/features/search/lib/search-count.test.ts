import { describe, expect, it } from 'vitest';
import { agreedCount } from './search-count.ts';

// The rule comes from ADR 0046, one count, one charge.
describe('one count on a result page', () => {
  it('a phrase counted "more than 200": the statistics\' exact count, pages up to where the server stops', () => {
    const search = { totalItems: 200, totalIsEstimate: true, totalPages: 20, pagedUpTo: 200 };
    expect(agreedCount(search, { count: 5123, sampled: false })).toEqual({
      totalItems: 5123,
      totalIsEstimate: false,
      totalPages: 20,
    });
  });

  it("a planner's estimate: the exact count and the pages it fills, whichever way the estimate was off", () => {
    const under = { totalItems: 1000, totalIsEstimate: true, totalPages: 100, pagedUpTo: null };
    expect(agreedCount(under, { count: 5123, sampled: false })).toEqual({
      totalItems: 5123,
      totalIsEstimate: false,
      totalPages: 513,
    });
    const over = { totalItems: 12_000, totalIsEstimate: true, totalPages: 1000, pagedUpTo: 10_000 };
    expect(agreedCount(over, { count: 9871, sampled: false }).totalPages).toBe(988);
  });

  it("keeps the search's own figures when they are exact, the statistics sampled, or not here yet", () => {
    const exact = { totalItems: 57, totalIsEstimate: false, totalPages: 6, pagedUpTo: null };
    expect(agreedCount(exact, { count: 57, sampled: false })).toEqual({
      totalItems: 57,
      totalIsEstimate: false,
      totalPages: 6,
    });
    const many = { totalItems: 230_000, totalIsEstimate: true, totalPages: 1000, pagedUpTo: 10_000 };
    expect(agreedCount(many, { count: 230_000, sampled: true })).toEqual({
      totalItems: 230_000,
      totalIsEstimate: true,
      totalPages: 1000,
    });
    expect(agreedCount(many, undefined).totalItems).toBe(230_000);
  });
});
