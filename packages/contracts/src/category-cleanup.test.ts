import { describe, expect, it } from 'vitest';
import { CategoryNamesFormValues, MergeCategoriesRequest, splitCategoryNames } from './category-cleanup.ts';

describe('the category names field', () => {
  it('splits on commas, trims each name and drops blank ones and repeats', () => {
    expect(splitCategoryNames(' unknown ,interested,, Карты ,unknown, ')).toEqual(['unknown', 'interested', 'Карты']);
  });

  it.each(['', '   ', ' , ,, '])('%j is refused: at least one name is required', (names) => {
    const result = CategoryNamesFormValues.safeParse({ names });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'category_names_required', path: ['names'] });
  });

  it('gives the names to submit', () => {
    expect(CategoryNamesFormValues.parse({ names: 'unknown, Лубок' })).toEqual(['unknown', 'Лубок']);
  });

  it('refuses a name longer than any category has', () => {
    const result = CategoryNamesFormValues.safeParse({ names: `a, ${'я'.repeat(501)}` });
    expect(result.error?.issues[0]?.message).toBe('category_name_too_long');
  });
});

describe('the merge request', () => {
  it('names the broken rule with a message code', () => {
    const codes = (body: unknown) => MergeCategoriesRequest.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(codes({ sourceIds: [], targetId: 1 })).toEqual(['category_merge_sources_required']);
    expect(codes({ sourceIds: [1.5], targetId: 1 })).toEqual(['category_id_invalid']);
    expect(codes({ sourceIds: [2], targetId: 0 })).toEqual(['category_id_invalid']);
    expect(codes({ sourceIds: [2], targetId: 1 })).toBeUndefined();
  });
});
