import { describe, expect, it } from 'vitest';
import {
  categorySearchPath,
  descriptionSearchPath,
  priceRangeSearchPath,
  sellerSearchPath,
  titleSearchPath,
} from './search-links.ts';

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

  it('keeps the order of the results when one is given', () => {
    expect(titleSearchPath('Пушкин', { exactPhrase: false, sort: 'price_desc' })).toBe(
      `/searchByTitle/${encodeURIComponent('Пушкин')}?exactPhrase=false&sort=price_desc`,
    );
    expect(descriptionSearchPath('кожа', { sort: '' })).toBe(`/searchByDescription/${encodeURIComponent('кожа')}`);
  });

  it('builds the other four routes', () => {
    expect(categorySearchPath(12)).toBe('/searchByCategory/12');
    expect(sellerSearchPath('Книжный двор')).toBe(`/searchBySeller/${encodeURIComponent('Книжный двор')}`);
    expect(priceRangeSearchPath(100, 5000)).toBe('/searchByPriceRange/100/5000');
  });
});
