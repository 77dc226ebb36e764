import { describe, expect, it } from 'vitest';
import {
  categorySearchPath,
  descriptionSearchPath,
  priceRangeSearchPath,
  sellerSearchPath,
  titleSearchPath,
} from './search-links.ts';
import { readCategoryIds, readExactPhrase, readPage, readWholeNumber } from './search-params.ts';

describe('search links', () => {
  it('encodes the query into the path and keeps the options in the query string', () => {
    expect(titleSearchPath(' Пушкин ')).toBe('/searchByTitle/%D0%9F%D1%83%D1%88%D0%BA%D0%B8%D0%BD');
    expect(titleSearchPath('1/2 #3?', { exactPhrase: true, categoryIds: [4, 7], page: 2 })).toBe(
      '/searchByTitle/1%2F2%20%233%3F?exactPhrase=true&categoryIds=4&categoryIds=7&page=2',
    );
    expect(descriptionSearchPath('кожа', { exactPhrase: false })).toBe(
      '/searchByDescription/%D0%BA%D0%BE%D0%B6%D0%B0?exactPhrase=false',
    );
  });

  it('builds the other four routes', () => {
    expect(categorySearchPath(12)).toBe('/searchByCategory/12');
    expect(sellerSearchPath('Книжный двор')).toBe(`/searchBySeller/${encodeURIComponent('Книжный двор')}`);
    expect(priceRangeSearchPath(100, 5000)).toBe('/searchByPriceRange/100/5000');
  });
});

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
