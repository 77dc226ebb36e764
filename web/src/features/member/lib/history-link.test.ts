import { describe, expect, it } from 'vitest';
import { historyRecordPath, readPriceRange } from './history-link.ts';

describe('historyRecordPath', () => {
  it('reruns a title or description search from its query', () => {
    expect(historyRecordPath({ searchType: 'title', query: 'Пушкин' })).toBe(
      `/searchByTitle/${encodeURIComponent('Пушкин')}`,
    );
    expect(historyRecordPath({ searchType: 'description', query: 'кожаный переплёт' })).toBe(
      `/searchByDescription/${encodeURIComponent('кожаный переплёт')}`,
    );
    expect(historyRecordPath({ searchType: 'title', query: '1/2 #3?' })).toBe('/searchByTitle/1%2F2%20%233%3F');
  });

  it('reruns a seller search by name and a category search by id', () => {
    expect(historyRecordPath({ searchType: 'seller', query: 'Книжный двор' })).toBe(
      `/searchBySeller/${encodeURIComponent('Книжный двор')}`,
    );
    expect(historyRecordPath({ searchType: 'category', query: '12' })).toBe('/searchByCategory/12');
    expect(historyRecordPath({ searchType: 'category', query: 'Военная история' })).toBeNull();
  });

  it("reruns a price range 'min-max', with 999999 when the upper price is missing", () => {
    expect(historyRecordPath({ searchType: 'priceRange', query: '100-5000' })).toBe('/searchByPriceRange/100/5000');
    expect(historyRecordPath({ searchType: 'priceRange', query: '1500-' })).toBe('/searchByPriceRange/1500/999999');
    expect(historyRecordPath({ searchType: 'priceRange', query: '-300' })).toBe('/searchByPriceRange/0/300');
    expect(historyRecordPath({ searchType: 'priceRange', query: 'дорого' })).toBeNull();
  });

  it('reruns with the exact phrase, the categories and the order the search was made with', () => {
    const record = { query: 'Война и мир', exactPhrase: true, sort: 'relevance', categoryIds: [3, 7] };
    expect(historyRecordPath({ searchType: 'title', ...record })).toBe(
      `/searchByTitle/${encodeURIComponent('Война и мир')}?exactPhrase=true&categoryIds=3&categoryIds=7&sort=relevance`,
    );
    expect(historyRecordPath({ searchType: 'description', ...record, exactPhrase: false, categoryIds: [] })).toBe(
      `/searchByDescription/${encodeURIComponent('Война и мир')}?sort=relevance`,
    );
    expect(historyRecordPath({ searchType: 'category', query: '12', sort: 'price_asc' })).toBe(
      '/searchByCategory/12?sort=price_asc',
    );
    expect(historyRecordPath({ searchType: 'priceRange', query: '100-5000', sort: 'oldest' })).toBe(
      '/searchByPriceRange/100/5000?sort=oldest',
    );
    expect(historyRecordPath({ searchType: 'seller', query: 'Лавка', sort: null })).toBe(
      `/searchBySeller/${encodeURIComponent('Лавка')}`,
    );
  });

  it('gives no link for an empty query', () => {
    expect(historyRecordPath({ searchType: 'title', query: '  ' })).toBeNull();
  });
});

describe('readPriceRange', () => {
  it('keeps the fallback above a lower bound that exceeds it', () => {
    expect(readPriceRange('2000000-')).toEqual({ min: 2000000, max: 2000000 });
    expect(readPriceRange(' 10 - 20 ')).toEqual({ min: 10, max: 20 });
  });
});
