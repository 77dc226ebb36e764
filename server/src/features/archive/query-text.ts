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

/**
 * The same folding as the SQL function raritet_fold (migration 0004): lower case, 'ё' → 'е',
 * pre-reform letters to modern ones and the hard sign at the end of a word dropped. The SQL side
 * folds the query again, so this only has to agree on what a word is.
 */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ёіѣѳѵ]/g, (letter) => PRE_REFORM[letter]!)
    .replace(/ъ(?![\p{L}\p{N}_])/gu, '');
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
