import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, exactPhraseRegex, foldText, likePrefix, searchWords, wordFormsQuery } from './query-text.ts';

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

describe('wordFormsQuery', () => {
  it('ANDs the quoted words', () => {
    expect(wordFormsQuery(['книгами', 'пушкина'])).toBe("'книгами' & 'пушкина'");
  });

  it('with prefixLast, a last word of four letters or more may be the start of a longer one', () => {
    expect(wordFormsQuery(['книгами', 'пушкина'], { prefixLast: true })).toBe("'книгами' & 'пушкина':*");
    expect(wordFormsQuery(['война', 'и'], { prefixLast: true })).toBe("'война' & 'и'");
    expect(wordFormsQuery(['том', 'ист'], { prefixLast: true })).toBe("'том' & 'ист'");
  });
});

describe('exactPhraseRegex', () => {
  // What PostgreSQL's `~*` does with it, in JavaScript terms.
  const matcher = (words: string[]) =>
    new RegExp(exactPhraseRegex(words).replaceAll('[:alnum:]', '\\p{L}\\p{N}'), 'iu');

  it('whole words in order, any spaces or punctuation between, any case', () => {
    const regex = matcher(['собрание', 'сочинений']);
    expect(regex.test('Полное собрание сочинений')).toBe(true);
    expect(regex.test('СОБРАНИЕ, сочинений')).toBe(true);
    expect(regex.test('собрание сочинений Пушкина')).toBe(true);
    expect(regex.test('сочинений собрание')).toBe(false);
    expect(regex.test('пересобрание сочинений')).toBe(false);
    expect(regex.test('собрание сочиненийх')).toBe(false);
    expect(regex.test('собрания сочинений')).toBe(false);
  });

  it('matches the stored text wherever its folded form would match', () => {
    const regex = matcher(searchWords('собрание сочинений'));
    expect(regex.test('Полное собраніе сочиненій')).toBe(true);
    expect(matcher(searchWords('ёлка')).test('ѢЛКА в лесу')).toBe(true);
    expect(matcher(searchWords('елка')).test('Ёлка')).toBe(true);
    expect(matcher(searchWords('Пушкинъ')).test('А.С. Пушкин')).toBe(true);
    expect(matcher(searchWords('Пушкин')).test('Пушкинъ А.С.')).toBe(true);
    expect(matcher(searchWords('федор')).test('Ѳедоръ')).toBe(true);
    expect(matcher(searchWords('Пушкин')).test('Пушкина')).toBe(false);
  });

  it('escapes regex characters should a word ever hold one', () => {
    expect(exactPhraseRegex(['a.b', 'c*'])).toBe('(^|[^[:alnum:]])a\\.bъ?[^[:alnum:]]+c\\*ъ?($|[^[:alnum:]])');
  });
});

describe('likePrefix', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePrefix('100%_\\')).toBe('100\\%\\_\\\\%');
  });
});
