/**
 * Turns what a user typed into something safe to hand to PostgreSQL's text search. User text never
 * reaches `to_tsquery` as syntax: the query is cut into words made of letters and digits only, so
 * `& | ! : * ( ) < > ' " \` and every other operator character simply separate words. What the words
 * may mean (transliteration, the other keyboard layout) and the tsquery built from them are
 * query-understanding.ts.
 */

/** More words than this add nothing to a title-page query and only make the tsquery longer. */
export const MAX_QUERY_WORDS = 16;
/** The typo-tolerant fallback needs enough letters for trigrams to mean something. */
export const MIN_FUZZY_LENGTH = 4;

const WORD = /[\p{L}\p{N}]+/gu;
const PRE_REFORM: Record<string, string> = { ё: 'е', і: 'и', ѣ: 'е', ѳ: 'ф', ѵ: 'и' };

/** Where PostgreSQL's `\M` (end of a word) is: no letter, digit or '_' follows. */
const WORD_END = '(?![\\p{L}\\p{N}_])';
/** Old adjective endings the Russian stemmer would not bring to the modern word's stem (migration 0020). */
const OLD_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(`([а-я]{3})аго${WORD_END}`, 'gu'), '$1ого'],
  [new RegExp(`([а-я]{3})яго${WORD_END}`, 'gu'), '$1его'],
  [new RegExp(`([а-я]{2})ыя${WORD_END}`, 'gu'), '$1ые'],
];
/**
 * The prefixes old spelling wrote with з before a voiceless consonant (раз-, из-, воз-, без-, низ-,
 * чрез-, через-) without that з, and the consonants (migration 0020's raritet_fold has the same lists).
 */
export const OLD_PREFIX_STEMS = 'ра|и|во|бе|ни|чре|чере';
export const VOICELESS = '[кпстфхцчшщ]';
/** An old prefix ending in з before a voiceless consonant, at the start of a word ('разсказ'). */
const OLD_PREFIX = new RegExp(`(?<![а-яa-z0-9])(${OLD_PREFIX_STEMS})з(?=${VOICELESS})`, 'g');

/**
 * The same folding as the SQL function raritet_fold (migrations 0004 and 0020, ADR 0043): lower case,
 * 'ё' → 'е', pre-reform letters to modern ones, a hyphen between letters → a space, the hard sign at
 * the end of a word dropped, old adjective endings (-аго, -яго, -ыя) and old prefixes (раз-, из-, воз-,
 * без-, низ-, чрез-, через- before a voiceless consonant) to their modern spelling. The SQL side folds
 * the query again; this one must agree with it, since the phrase regex is built from these words.
 */
export function foldText(text: string): string {
  let folded = text
    .toLowerCase()
    .replace(/[ёіѣѳѵ]/g, (letter) => PRE_REFORM[letter]!)
    .replace(/([а-яa-z])[-‐‑](?=[а-яa-z])/g, '$1 ')
    .replace(/ъ(?![\p{L}\p{N}_])/gu, '');
  for (const [ending, modern] of OLD_ENDINGS) folded = folded.replace(ending, modern);
  return folded.replace(OLD_PREFIX, '$1с');
}

/** The folded words of a query, in order, at most MAX_QUERY_WORDS. */
export function searchWords(query: string): string[] {
  return (foldText(query).match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

/**
 * A last word this long may also be the start of a longer one (title searches): a user often stops
 * typing early, and a shorter prefix expands to thousands of words in the index.
 */
export const MIN_PREFIX_LENGTH = 4;

/** The words joined by single spaces, for `phraseto_tsquery` (positions) and the trigram fallback. */
export function phraseText(words: readonly string[]): string {
  return words.join(' ');
}

/** A LIKE pattern matching names that start with `prefix` (the LIKE wildcards in it are literal). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}
