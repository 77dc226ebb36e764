import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, foldText, likePrefix, searchWords } from './query-text.ts';

describe('foldText: the same folding as raritet_fold', () => {
  it.each([
    ['ЁЛКА', 'елка'],
    ['Полное собраніе сочиненій', 'полное собрание сочинений'],
    ['Пушкинъ', 'пушкин'],
    ['Исторія Государства Россійскаго', 'история государства российского'],
    ['Ѳеодоръ, Ѵѵ', 'феодор, ии'],
    ['Подъезд съ объявленіемъ', 'подъезд с объявлением'],
  ])('%s → %s', (input, folded) => expect(foldText(input)).toBe(folded));

  it.each([
    // Old adjective endings, in any word (migration 0020).
    ['Мертвыя души', 'мертвые души'],
    ['живаго великорусскаго языка', 'живого великорусского языка'],
    ['Синяго моря', 'синего моря'],
    // Short words keep their ending: 'благо', 'выя' are no old adjectives.
    ['благо выя', 'благо выя'],
    // Old prefixes before a voiceless consonant, at the start of a word only.
    [
      'Разсказъ изслѣдованіе возстаніе безсмертный низпосланный чрезполосица',
      'рассказ исследование восстание бессмертный ниспосланный чресполосица',
    ],
    ['разговор избранное безграмотный', 'разговор избранное безграмотный'],
    ['образцы', 'образцы'],
    // A hyphen between letters is a space; a dash between words or a hyphen by a digit stays.
    ['Исторія лейбъ-гвардіи', 'история лейб гвардии'],
    ['Брокгаузъ-Ефронъ', 'брокгауз ефрон'],
    ['1914-1918, 4-го — конец', '1914-1918, 4-го — конец'],
  ])('old spelling: %s → %s', (input, folded) => expect(foldText(input)).toBe(folded));
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
