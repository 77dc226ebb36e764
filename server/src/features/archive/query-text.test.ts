import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, foldText, likePrefix, searchWords } from './query-text.ts';

describe('foldText: the same folding as raritet_fold', () => {
  it.each([
    ['ЁЛКА', 'елка'],
    ['Полное собраніе сочиненій', 'полное собрание сочинений'],
    ['Пушкинъ', 'пушкин'],
    ['Исторія Государства Россійскаго', 'история государства российскаго'],
    ['Ѳеодоръ, Ѵѵ', 'феодор, ии'],
    ['Подъезд съ объявленіемъ', 'подъезд с объявлением'],
  ])('%s → %s', (input, folded) => expect(foldText(input)).toBe(folded));
});

describe('searchWords: letters and digits only', () => {
  it('tsquery operators, quotes and backslashes only separate words', () => {
    expect(searchWords(`Пушкин&|!:*()<>'"\\книга`)).toEqual(['пушкин', 'книга']);
    expect(searchWords(`&|!:*()<>'"\\`)).toEqual([]);
    expect(searchWords("'); drop table books; --")).toEqual(['drop', 'table', 'books']);
    expect(searchWords('А.С. Пушкинъ, 1887 г.')).toEqual(['а', 'с', 'пушкин', '1887', 'г']);
  });

  it('keeps at most MAX_QUERY_WORDS words', () => {
    expect(searchWords('слово '.repeat(100))).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('100%_\\')).toBe('100\\%\\_\\\\%');
  });
});
