/**
 * The ways collectors type a title, each made by a tool other than the product's own code: another
 * word form of every word (Az.js, OpenCorpora's dictionary), modern spelling for an old-spelling title
 * (written by hand into the set), Latin letters (iuliia's schemes and cyrillic-to-translit-js), the
 * wrong keyboard layout (convert-layout), two neighbouring letters swapped, the author with a word of
 * the title, an exact phrase, a rare word of the description, the whole title.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import Az from 'az';
import ru from 'convert-layout/ru.js';
import CyrillicToTranslit from 'cyrillic-to-translit-js';
import * as iuliia from 'iuliia';
import type { RealBook } from './books.ts';
import { judgeWords } from './judge.ts';

export type Search = 'title' | 'description';
export type Variant = {
  /** The class the bench reports (its row). */
  kind: string;
  book: RealBook;
  search: Search;
  query: string;
  exactPhrase?: boolean;
  sort?: 'relevance';
  /** How the query was made, for the list of misses (the transliteration scheme). */
  note?: string;
};

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const words = (text: string) => text.match(WORD) ?? [];
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
/** What a person types of a long title: its first words. */
const FIRST_WORDS = 5;
const typedTitle = (title: string) => words(title).slice(0, FIRST_WORDS);

export async function initMorphology(): Promise<void> {
  const dicts = path.join(path.dirname(createRequire(import.meta.url).resolve('az')), '..', 'dicts');
  await new Promise<void>((resolve, reject) => Az.Morph.init(dicts, (error) => (error ? reject(error) : resolve())));
}

/**
 * Another case of a word, in its own number and (for an adjective) gender: the genitive of a nominative,
 * else the nominative. Not the dictionary form: Az.js's lemma of 'дети' is 'ребёнок' and of 'первая'
 * 'один', forms nobody types for «Отцы и дети» or «Первая книга». A form that does not begin as the
 * word does (suppletion, or a prefix the guesser cut off: 'одноэтажная' → 'этажной') is left out.
 */
function otherForm(word: string): string {
  if (!/^[а-яё]{3,}$/i.test(word)) return word;
  const lower = word.toLowerCase();
  const parse = Az.Morph(lower)[0];
  if (!parse || !['NOUN', 'ADJF', 'PRTF'].includes(parse.tag.POS ?? '')) return word;
  const kept = [parse.tag.NMbr, parse.tag.POS === 'NOUN' ? undefined : parse.tag.GNdr].filter(
    (grammeme): grammeme is string => typeof grammeme === 'string',
  );
  const form = parse.inflect([parse.tag.CAse === 'nomn' ? 'gent' : 'nomn', ...kept]);
  if (!form || form.word === lower || form.word.slice(0, 3) !== lower.slice(0, 3)) return word;
  return form.word;
}

const TRANSLIT: Array<[string, (text: string) => string]> = [
  ['iuliia wikipedia', (text) => iuliia.translate(text, iuliia.WIKIPEDIA)],
  ['iuliia bgn/pcgn', (text) => iuliia.translate(text, iuliia.BGN_PCGN)],
  ['iuliia gost 7.79', (text) => iuliia.translate(text, iuliia.GOST_779_ALT)],
  ['iuliia mosmetro', (text) => iuliia.translate(text, iuliia.MOSMETRO)],
  ['iuliia telegram', (text) => iuliia.translate(text, iuliia.TELEGRAM)],
  ['cyrillic-to-translit-js', (text) => CyrillicToTranslit({ preset: 'ru' }).transform(text, ' ')],
];

/** Two neighbouring letters of the longest word (5+ letters) swapped, inside it. */
function swapped(title: string[]): string[] | null {
  const longest = [...title].sort((a, b) => b.length - a.length)[0];
  if (!longest || longest.length < 5 || !/^[\p{L}]+$/u.test(longest)) return null;
  const at = 1 + (hash(longest) % (longest.length - 2));
  if (longest[at] === longest[at + 1]) return null;
  const typo = longest.slice(0, at) + longest[at + 1] + longest[at] + longest.slice(at + 2);
  return title.map((word) => (word === longest ? typo : word));
}

/** The phrase in modern spelling: the same words of the modern title (the two titles align word by word). */
function modernPhrase(book: RealBook): string | null {
  if (!book.phrase) return null;
  const old = words(book.title);
  const modern = words(book.modernTitle);
  const phrase = words(book.phrase);
  if (old.length !== modern.length) return null;
  for (let start = 0; start + phrase.length <= old.length; start++) {
    if (phrase.every((word, offset) => old[start + offset] === word)) {
      return modern.slice(start, start + phrase.length).join(' ');
    }
  }
  return null;
}

/** A word held by more lots than this cannot bring one of them into the first ten, whatever the ranking. */
const DISTINCTIVE = 10;

/**
 * A word's first five letters, lower case, old letters as modern ones: one key for all of a word's forms,
 * fleeting vowels included («корешок», «корешком»). Not the judge's stem, which cuts a fixed ending
 * («надрывы» → «надр», «надрывами» → «надрыв»). Loose on purpose: a word may only count as more common.
 */
const rootOf = (word: string) => judgeWords(word.slice(0, 5))[0] ?? word;

/**
 * A rare word (7+ letters) of the description that is not in the title: rarest across the archive
 * searched first (`frequency`: how many lots' descriptions hold it), counted by its root (rootOf), as a
 * search matches it (a form seen once, «корешки», is no rare word when «корешок» and «корешка» are in
 * half the descriptions). A collector looks a copy up by what sets it apart — a printer, an illustrator,
 * a dedication — not by «потёртости» or «хорошее», which thousands of lots share: no lot can be found
 * by such a word among ten. A book whose description has no word that DISTINCTIVE lots or fewer
 * hold (a description of its condition only) is not asked this way.
 */
function descriptionWord(book: RealBook, frequency: Map<string, number>): string | null {
  const inTitle = new Set(judgeWords(`${book.title} ${book.modernTitle}`));
  const held = (word: string) => frequency.get(rootOf(word)) ?? 0;
  const rarest = words(book.description)
    .filter((word) => word.length >= 7 && /^[а-яёѣіѳ]+$/i.test(word) && !inTitle.has(judgeWords(word)[0]!))
    .sort((a, b) => held(a) - held(b))[0];
  return rarest !== undefined && held(rarest) <= DISTINCTIVE ? rarest : null;
}

/** How many of these descriptions hold each word's root (the archive's, for descriptionWord). */
export function descriptionFrequency(descriptions: Iterable<string>): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const description of descriptions) {
    for (const word of new Set(words(description).map(rootOf))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return frequency;
}

/** The ways of typing each book; `frequency`: the archive's description roots (default: the books' own). */
export function variantsOf(
  books: readonly RealBook[],
  frequency = descriptionFrequency(books.map((book) => book.description)),
): Variant[] {
  const variants: Variant[] = [];
  books.forEach((book, index) => {
    const add = (kind: string, query: string | null, extra: Partial<Variant> = {}) => {
      if (query && query.trim()) variants.push({ kind, book, search: 'title', query, ...extra });
    };
    const modern = typedTitle(book.modernTitle);
    const forms = modern.map(otherForm);
    add('word forms (every word)', forms.join(' ') !== modern.join(' ') ? forms.join(' ') : null);
    add('modern → old spelling', book.title !== book.modernTitle ? modern.join(' ') : null);
    const [scheme, transliterate] = TRANSLIT[index % TRANSLIT.length]!;
    add('transliteration', transliterate(modern.join(' ')), { note: scheme });
    add('keyboard layout', ru.toEn(modern.join(' ')));
    add('one typo (neighbours swapped)', swapped(modern)?.join(' ') ?? null);
    const surname = book.author?.split(/[\s,]+/)[0];
    const titleWord = [...modern].sort((a, b) => b.length - a.length)[0];
    add('author + one title word', surname && titleWord ? `${surname} ${titleWord}` : null);
    add('exact phrase (as printed)', book.phrase, { exactPhrase: true });
    add('exact phrase (modern spelling)', modernPhrase(book), { exactPhrase: true });
    const rare = descriptionWord(book, frequency);
    if (rare) variants.push({ kind: 'description word', book, search: 'description', query: rare });
    add('exact title first (relevance)', book.modernTitle, { sort: 'relevance' });
  });
  return variants;
}
