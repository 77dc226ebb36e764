import { describe, expect, it } from 'vitest';
import { pagesOf } from './search-depth.ts';

// The rule comes from ADR 0046, one count, one charge.
describe('the count and the pages of a page answered', () => {
  it('an exact count: its pages; a page past the end is empty and changes nothing', () => {
    const located = { total: 23, estimate: false };
    expect(pagesOf(located, { page: 3, pageSize: 10, shown: 3 })).toEqual({
      total: 23,
      totalPages: 3,
      pagedUpTo: null,
    });
    expect(pagesOf(located, { page: 9, pageSize: 10, shown: 0 })).toEqual({
      total: 23,
      totalPages: 3,
      pagedUpTo: null,
    });
  });

  it("a planner's estimate that falls short: a full page offers the next, the count covers what was shown", () => {
    const located = { total: 200, estimate: true, estimated: 200 };
    expect(pagesOf(located, { page: 20, pageSize: 10, shown: 10 })).toEqual({
      total: 200,
      totalPages: 21,
      pagedUpTo: null,
    });
    expect(pagesOf(located, { page: 21, pageSize: 10, shown: 10 })).toEqual({
      total: 210,
      totalPages: 22,
      pagedUpTo: null,
    });
    expect(pagesOf(located, { page: 22, pageSize: 10, shown: 4 })).toEqual({
      total: 214,
      totalPages: 22,
      pagedUpTo: null,
    });
  });

  it('a lower bound ("more than 200" of a phrase): the pages stop there and say so', () => {
    const located = { total: 200, estimate: true };
    expect(pagesOf(located, { page: 20, pageSize: 10, shown: 10 })).toEqual({
      total: 200,
      totalPages: 20,
      pagedUpTo: 200,
    });
  });

  it('more than the pages reach: they stop at SEARCH_RESULTS_MAX', () => {
    const located = { total: 230_000, estimate: true, estimated: 230_000 };
    expect(pagesOf(located, { page: 1000, pageSize: 10, shown: 10 })).toEqual({
      total: 230_000,
      totalPages: 1000,
      pagedUpTo: 10_000,
    });
  });
});
