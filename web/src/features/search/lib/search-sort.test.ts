import { describe, expect, it } from 'vitest';
import { readSort, sortOptions } from './search-sort.ts';

const params = (query: string) => new URLSearchParams(query);

describe('the result screens’ sort', () => {
  it('offers relevance only on the title and description searches', () => {
    expect(sortOptions('title')).toEqual(['newest', 'oldest', 'price_desc', 'price_asc', 'relevance']);
    expect(sortOptions('description')).toContain('relevance');
    for (const type of ['category', 'seller', 'priceRange'] as const) {
      expect(sortOptions(type)).toEqual(['newest', 'oldest', 'price_desc', 'price_asc']);
    }
  });

  it('reads the address, falling back to the screen’s default for what this screen or viewer cannot have', () => {
    // The text searches' default is relevance (ADR 0044), the others' newest first.
    expect(readSort(params(''), 'title', true)).toBe('relevance');
    expect(readSort(params(''), 'seller', true)).toBe('newest');
    expect(readSort(params('sort=oldest'), 'seller', false)).toBe('oldest');
    expect(readSort(params('sort=relevance'), 'description', false)).toBe('relevance');
    expect(readSort(params('sort=relevance'), 'category', true)).toBe('newest');
    expect(readSort(params('sort=price_asc'), 'priceRange', true)).toBe('price_asc');
    expect(readSort(params('sort=price_desc'), 'title', false)).toBe('relevance');
    expect(readSort(params('sort=cheapest'), 'title', true)).toBe('relevance');
    expect(readSort(params('sort=newest'), 'title', true)).toBe('newest');
  });
});
