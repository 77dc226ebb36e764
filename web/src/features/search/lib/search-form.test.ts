import { describe, expect, it } from 'vitest';
import { searchFormTarget } from './search-form.ts';

const form = (query: string) => new URLSearchParams(query);

describe('searchFormTarget', () => {
  it('sends a text search to its results, with the options the app itself would send', () => {
    expect(searchFormTarget('title', form('q=%20Пушкин%20'))).toBe(
      `/searchByTitle/${encodeURIComponent('Пушкин')}?exactPhrase=false`,
    );
    expect(searchFormTarget('description', form('q=атлас&exactPhrase=true&categoryIds=3&sort=oldest'))).toBe(
      `/searchByDescription/${encodeURIComponent('атлас')}?exactPhrase=true&categoryIds=3&sort=oldest`,
    );
  });

  it('sends a price range to its results', () => {
    expect(searchFormTarget('price', form('minPrice=1000&maxPrice=5000'))).toBe('/searchByPriceRange/1000/5000');
  });

  it('sends a blank text, a bad range or an unknown kind home', () => {
    expect(searchFormTarget('title', form('q=%20'))).toBe('/');
    expect(searchFormTarget('price', form('minPrice=&maxPrice='))).toBe('/');
    expect(searchFormTarget('seller', form('q=x'))).toBe('/');
  });
});
