/**
 * Turns what a user typed into something safe to hand to PostgreSQL's text search. User text never
 * reaches `to_tsquery` as syntax: the query is cut into words made of letters and digits only, so
 * `& | ! : * ( ) < > ' " \` and every other operator character simply separate words.
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

/** A last word this long may also be the start of a longer one (title searches). */
export const MIN_PREFIX_LENGTH = 4;

/**
 * `'книгами' & 'пушкина':*` — every word must match in some form (the Russian stemmer decides the
 * forms). With `prefixLast`, the last word may also be the start of a longer word, as a user often
 * stops typing early; only from MIN_PREFIX_LENGTH letters, as a short prefix expands to thousands of
 * words in the index. Words hold only letters and digits, so quoting them cannot be broken out of.
 */
export function wordFormsQuery(words: readonly string[], { prefixLast = false } = {}): string {
  return words
    .map((word, index) =>
      prefixLast && index === words.length - 1 && word.length >= MIN_PREFIX_LENGTH ? `'${word}':*` : `'${word}'`,
    )
    .join(' & ');
}

/** The words joined by single spaces, for `phraseto_tsquery` (positions) and the trigram fallback. */
export function phraseText(words: readonly string[]): string {
  return words.join(' ');
}

/** Raw letters that fold to a query letter (raritet_fold): 'е' stands for е, ё and ѣ, and so on. */
const FOLDED_FROM: Record<string, string> = { е: '[еёѣ]', и: '[иіѵ]', ф: '[фѳ]' };

/**
 * A case-insensitive POSIX regular expression (`~*`) for the stored text as it is, not folded: these
 * words, in this order, as whole words, with only spaces or punctuation between them. Each folded
 * letter accepts the letters that fold to it and each word may end in the old hard sign, so it matches
 * exactly where the folded text would, without folding every candidate row (folding a description
 * costs five times more than the match). Words are letters and digits already; escaping is kept anyway.
 */
export function exactPhraseRegex(words: readonly string[]): string {
  const pattern = (word: string) =>
    [...word].map((char) => FOLDED_FROM[char] ?? char.replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&')).join('') + 'ъ?';
  return `(^|[^[:alnum:]])${words.map(pattern).join('[^[:alnum:]]+')}($|[^[:alnum:]])`;
}

/** A LIKE pattern matching names that start with `prefix` (the LIKE wildcards in it are literal). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
}
