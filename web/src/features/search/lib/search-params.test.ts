import { describe, expect, it } from 'vitest';
import { readCategoryIds, readExactPhrase, readPage, readWholeNumber } from './search-params.ts';

describe('search params', () => {
  it('reads the page, falling back to 1', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5']) {
      expect(readPage(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('reads exactPhrase and repeated categoryIds', () => {
    expect(readExactPhrase(new URLSearchParams('exactPhrase=true'))).toBe(true);
    expect(readExactPhrase(new URLSearchParams('exactPhrase=false'))).toBe(false);
    expect(readCategoryIds(new URLSearchParams('categoryIds=3&categoryIds=5&categoryIds=x&categoryIds=3'))).toEqual([
      3, 5,
    ]);
  });

  it('reads whole numbers only', () => {
    expect(readWholeNumber('1500')).toBe(1500);
    expect(readWholeNumber('-1')).toBeNull();
    expect(readWholeNumber('12.5')).toBeNull();
    expect(readWholeNumber('abc')).toBeNull();
    expect(readWholeNumber(undefined)).toBeNull();
  });
});
