/**
 * What a user meant by what they typed: the one place every text match of the archive (title,
 * description and seller searches, the alerts' keywords) asks. It reads a query three ways:
 *
 * - as typed (query-text.ts: folded words of letters and digits, never tsquery syntax);
 * - each Latin word also as the Russian word it may transliterate ('Tolstoj' → 'толстой'; a few
 *   readings per word from latin-to-cyrillic.ts, since transliteration is ambiguous), so a Latin-script
 *   title is still found as typed and a transliterated one is found in Cyrillic, in one pass;
 * - each chunk (what spaces separate) also as the other keyboard layout would have typed it
 *   (keyboard-layout.ts: 'ghbdtn' → 'привет', 'Ырфлуызуфку' → 'shakespeare'). The searches try that
 *   reading only when the query as typed finds little; an alert, which has no such moment, always does.
 *
 * The readings become one tsquery expression — per word `(typed | reading | …)`, words ANDed (or
 * adjacent, `<->`, for an exact phrase) — and, for an exact phrase, one regular expression.
 */
import { fleetingVowelForms } from './fleeting-vowel.ts';
import { surnameForms } from './surname-forms.ts';
import { switchLayout } from './keyboard-layout.ts';
import { hasLatin, latinReadings, type Reading } from './latin-to-cyrillic.ts';
import {
  MAX_QUERY_WORDS,
  MIN_PREFIX_LENGTH,
  OLD_PREFIX_STEMS,
  VOICELESS,
  foldText,
  phraseText,
  searchWords,
} from './query-text.ts';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS } from './stop-words.ts';

/** Readings of one Latin word at most, and how much worse than the best one they may be. */
const READINGS_PER_WORD = 6;
const READING_COST_SPAN = 3;
/**
 * Readings of one Latin word the typo correction tries when the query found nothing (query-correction.ts):
 * the rarer spellings a seventh reading and beyond stand for ('Moidodir', 'i' for 'ы': 'Мойдодыр').
 */
const FURTHER_READINGS = 24;
/** Whole-name readings of a seller name at most (the product of its words' readings, cheapest first). */
const NAME_READINGS = 8;

/** A word, the words in `all` (ANDed, or adjacent in a phrase), or one of the `any` alternatives. */
export type Expr = string | { all: Expr[] } | { any: Expr[] };

/**
 * One word as typed, the Cyrillic words it may transliterate (none for a word without Latin letters),
 * its other spelling where the stemmer parts the old from the modern one (`spellings`), and its
 * fleeting-vowel and -ов surname readings (fleeting-vowel.ts: 'кубком' also as 'кубок'; surname-forms.ts:
 * 'Лермонтова' also as 'Лермонтов'), which word forms use and an exact phrase does not.
 */
type Term = { typed: string[]; readings: string[]; spellings: string[]; forms: string[] };

/**
 * The participle plural the stemmer reads two ways: 'служащие' → 'служа' (a participle) but the old
 * 'служащія' → 'служащ' (a noun ending). Each spelling also stands for the other.
 */
function otherSpellings(word: string): string[] {
  const participle = /^([а-я]{3,}[жшчщ])и([ея])$/.exec(word);
  return participle ? [`${participle[1]}и${participle[2] === 'е' ? 'я' : 'е'}`] : [];
}
/** What one space-separated chunk of the query holds, and its wrong-layout reading (folded words). */
type Chunk = { terms: Term[]; layout: string[] | null };

export type UnderstoodQuery = {
  /** The folded words as typed, in order (what the history and the "no words" check look at). */
  words: string[];
  chunks: Chunk[];
};

/** A word with an apostrophe inside or at the end stays one: in Latin text it is a soft or hard sign. */
const TOKEN = /[\p{L}\p{N}]+(?:['’`ʹʺ"”·]+[\p{L}\p{N}]+)*['’`ʹʺ"”]*/gu;
const CHUNK = /\S+/gu;

const isStopWord = (word: string) => (/[a-z]/.test(word) ? ENGLISH_STOP_WORDS.has(word) : RUSSIAN_STOP_WORDS.has(word));

/**
 * These readings of a lower-case Latin token folded, best first, within `span` of the best one's cost,
 * without the token itself.
 */
function folded(token: string, found: readonly Reading[], span: number): string[] {
  const best = found[0]?.cost ?? 0;
  const typed = phraseText(searchWords(token));
  return [
    ...new Set(
      found
        .filter(({ cost }) => cost <= best + span)
        .map(({ text }) => foldText(text).replace(/[^\p{L}\p{N}]/gu, ''))
        .filter((text) => text !== '' && text !== typed),
    ),
  ];
}

/** The folded Cyrillic readings of a lower-case Latin token the search tries, best first. */
function readingsOf(token: string): string[] {
  return hasLatin(token) ? folded(token, latinReadings(token, READINGS_PER_WORD), READING_COST_SPAN) : [];
}

/**
 * A Latin word's readings as a search reads it (`tried`) and the further ones it does not (`further`,
 * cheapest first), for the typo correction of a query that found nothing. One decoding: the cheapest
 * readings come first whatever the count asked for.
 */
export function latinWordReadings(token: string): { tried: string[]; further: string[] } {
  if (!hasLatin(token)) return { tried: [], further: [] };
  const found = latinReadings(token, FURTHER_READINGS);
  const tried = folded(token, found.slice(0, READINGS_PER_WORD), READING_COST_SPAN);
  return { tried, further: folded(token, found, Infinity).filter((text) => !tried.includes(text)) };
}

/** Reads a query (a search's text, one alert phrase). At most MAX_QUERY_WORDS words are kept. */
export function understand(query: string): UnderstoodQuery {
  const chunks: Chunk[] = [];
  let count = 0;
  for (const [chunk] of query.matchAll(CHUNK)) {
    if (count >= MAX_QUERY_WORDS) break;
    const terms: Term[] = [];
    for (const [token] of chunk.toLowerCase().matchAll(TOKEN)) {
      if (count >= MAX_QUERY_WORDS) break;
      const typed = searchWords(token);
      const readings = readingsOf(token);
      // A token that folds to nothing (a lone 'ъ') is no word: an empty term would break the tsquery.
      if (typed.length === 0 && readings.length === 0) continue;
      const single = typed.length === 1 && readings.length === 0 ? typed[0]! : null;
      terms.push({
        typed,
        readings,
        spellings: single ? otherSpellings(single) : [],
        forms: single ? [...fleetingVowelForms(single), ...surnameForms(single)] : [],
      });
      count += 1;
    }
    const switched = switchLayout(chunk);
    const layout = switched === null ? null : searchWords(switched);
    if (terms.length || layout?.length) chunks.push({ terms, layout: layout?.length ? layout : null });
  }
  return { words: chunks.flatMap((chunk) => chunk.terms.flatMap((term) => term.typed)), chunks };
}

const all = (items: Expr[]): Expr => (items.length === 1 ? items[0]! : { all: items });
const any = (items: Expr[]): Expr => {
  const flat = items.flatMap((item) => (typeof item !== 'string' && 'any' in item ? item.any : [item]));
  const unique = [...new Map(flat.map((item) => [JSON.stringify(item), item])).values()];
  return unique.length === 1 ? unique[0]! : { any: unique };
};
const termExpr = (term: Term, forms: boolean): Expr =>
  any([
    ...(term.typed.length ? [all(term.typed)] : []),
    ...term.readings,
    ...term.spellings,
    ...(forms ? term.forms : []),
  ]);
const chunkExpr = (chunk: Chunk, forms: boolean): Expr => all(chunk.terms.map((term) => termExpr(term, forms)));

/**
 * The query's expression: every word as typed or as one of its transliteration readings; with
 * `layout`, each chunk may also be its wrong-layout reading instead; with `forms` (word forms, not an
 * exact phrase), a word may also be its fleeting-vowel or surname reading.
 */
export function queryExpr(query: UnderstoodQuery, { layout = false, forms = false } = {}): Expr {
  return all(
    query.chunks
      .map((chunk) => {
        const typed = chunk.terms.length ? chunkExpr(chunk, forms) : null;
        const switched = layout && chunk.layout ? all(chunk.layout) : null;
        return typed && switched ? any([typed, switched]) : (typed ?? switched);
      })
      .filter((expr): expr is Expr => expr !== null),
  );
}

/** Whether a query has a wrong-layout reading worth a second pass. */
export const hasLayoutReading = (query: UnderstoodQuery) => query.chunks.some((chunk) => chunk.layout !== null);

/**
 * Whether PostgreSQL drops the expression from a tsquery as a stop word. An alternative that is a stop
 * word would drop out of `(na | на)` and leave 'na' required, so a word any of whose readings is a
 * stop word counts as one ('v' is 'в', 'Tom' may be 'том').
 */
function isStop(expr: Expr): boolean {
  if (typeof expr === 'string') return isStopWord(expr);
  if ('all' in expr) return expr.all.every(isStop);
  return expr.any.some(isStop);
}

/**
 * The stop words the expression may stand for, as a tsquery: PostgreSQL drops them and, in a phrase,
 * keeps their places ('В.А.' in 'Записка В.А. Жуковскаго' stands for two words, not one).
 */
function stopWordsOf(expr: Expr, operator: string): string {
  if (typeof expr === 'string') return `'${expr}'`;
  if ('all' in expr) return expr.all.map((item) => stopWordsOf(item, operator)).join(operator);
  return stopWordsOf(expr.any.find(isStop)!, operator);
}

type Render = { phrase: boolean; prefixLast: boolean; keepStops: boolean };

function render(expr: Expr, options: Render, last: boolean): string {
  if (typeof expr === 'string') {
    return options.prefixLast && last && expr.length >= MIN_PREFIX_LENGTH ? `'${expr}':*` : `'${expr}'`;
  }
  const operator = options.phrase ? ' <-> ' : ' & ';
  if (options.keepStops && isStop(expr)) return `(${stopWordsOf(expr, operator)})`;
  if ('all' in expr) {
    const parts = expr.all.map((item, index) =>
      options.keepStops && isStop(item)
        ? stopWordsOf(item, operator)
        : render(item, options, last && index === expr.all.length - 1),
    );
    return parts.length === 1 ? parts[0]! : `(${parts.join(operator)})`;
  }
  // Only when every word is a stop word: 'Tom' alone is still looked for as 'tom'.
  const alternatives = options.keepStops ? expr.any : expr.any.filter((item) => !isStop(item));
  const parts = (alternatives.length ? alternatives : expr.any).map((item) => render(item, options, last));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' | ')})`;
}

/**
 * The tsquery text for `to_tsquery('russian', raritet_fold(…))`. Words hold only letters and digits,
 * so quoting them cannot be broken out of. Word forms: ANDed, the last word (each of its readings)
 * also a prefix with `prefixLast`; an exact phrase: adjacent (`<->`). A word that is (or may be) a stop
 * word stands as that stop word, which PostgreSQL drops (in a phrase, keeping its place).
 */
export function toTsquery(expr: Expr, { phrase = false, prefixLast = false } = {}): string {
  return render(expr, { phrase, prefixLast, keepStops: !isStop(expr) }, true);
}

/** Raw letters that fold to a query letter (raritet_fold): 'е' stands for е, ё and ѣ, and so on. */
const FOLDED_FROM: Record<string, string> = { е: '[еёѣ]', и: '[иіѵ]', ф: '[фѳ]' };
const letterPattern = (char: string) => FOLDED_FROM[char] ?? char.replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&');

/** A folded word starting with a prefix that old spelling wrote with з (raritet_fold: 'разсказ' → 'рассказ'). */
const MODERN_PREFIX = new RegExp(`^(?:${OLD_PREFIX_STEMS})с(?=${VOICELESS})`);

/**
 * What each letter of a folded word may be in the stored text: the letters that fold to it, the з of
 * an old prefix, and the old adjective endings raritet_fold reads as modern ones (-ого ← -аго, -его ←
 * -яго, -ые ← -ыя) or the stemmer does (-его ← -аго after ж ш ч щ, -ие ← -ія after ск цк ж ш ч щ).
 */
function wordPattern(word: string): string {
  const letters = [...word].map(letterPattern);
  const prefix = MODERN_PREFIX.exec(word);
  if (prefix) letters[prefix[0].length - 1] = '[сз]';
  const n = word.length;
  const stem = (length: number) => word.slice(0, n - length);
  if (/^[а-я]{3,}ого$/.test(word)) letters[n - 3] = '[оа]';
  else if (/^[а-я]{3,}его$/.test(word)) letters[n - 3] = /[жшчщ]$/.test(stem(3)) ? '[еёѣяа]' : '[еёѣя]';
  else if (/^[а-я]{2,}ые$/.test(word)) letters[n - 1] = '[еёѣя]';
  else if (/^[а-я]*(?:[сц]к|[жшчщ])ие$/.test(word) && stem(2).length >= 3) letters[n - 1] = '[еёѣя]';
  return letters.join('') + 'ъ?';
}

function pattern(expr: Expr): string {
  if (typeof expr === 'string') return wordPattern(expr);
  if ('all' in expr) return expr.all.map(pattern).join('[^[:alnum:]]+');
  return `(?:${expr.any.map(pattern).join('|')})`;
}

/**
 * A case-insensitive POSIX regular expression (`~*`) for the stored text as it is, not folded: these
 * words (any reading of each) in this order, as whole words, with only spaces or punctuation between
 * them (a hyphen between words is punctuation too: 'лейбъ-гвардіи'). Each folded letter accepts the
 * letters that fold to it, an old prefix its з, an old ending its old letters, and each word may end in
 * the old hard sign, so it matches exactly where the folded text would, without folding every row.
 */
export function phraseRegex(expr: Expr): string {
  return `(^|[^[:alnum:]])${pattern(expr)}($|[^[:alnum:]])`;
}

/**
 * Texts for the trigram typo fallback: the words as typed and, when it differs, the best
 * transliteration reading of each word. (Not the wrong-layout reading: the typo fallback runs after
 * it, and a mistyped word on the wrong layout is rare enough not to pay a trigram scan on every
 * query that finds nothing.)
 */
export function fuzzyTexts(query: UnderstoodQuery): string[] {
  const typed = phraseText(query.words);
  const best = phraseText(query.chunks.flatMap((chunk) => chunk.terms.map((t) => t.readings[0] ?? t.typed.join(' '))));
  return [...new Set([typed, best])].filter((text) => text !== '');
}

/**
 * The words an alert's phrase is anchored on (lot-matcher.ts): a lot matching the expression holds
 * one of them. Taken from the part with the longest words, one per alternative; stop words are no
 * anchors, unless every word is one (then, as `toTsquery` does, the alternatives that are not).
 */
export function anchorWords(expr: Expr): string[] {
  return anchorsOf(expr, !isStop(expr));
}

function anchorsOf(expr: Expr, strict: boolean): string[] {
  if (typeof expr === 'string') return isStopWord(expr) ? [] : [expr];
  if ('any' in expr) {
    const each = (strict ? expr.any : expr.any.filter((item) => !isStop(item))).map((item) => anchorsOf(item, strict));
    return each.length === 0 || each.some((words) => words.length === 0) ? [] : [...new Set(each.flat())];
  }
  const candidates = expr.all.map((item) => anchorsOf(item, strict)).filter((words) => words.length > 0);
  // The part whose shortest anchor is longest: the likeliest to be rare.
  const score = (words: string[]) => Math.min(...words.map((word) => word.length));
  return candidates.sort((a, b) => score(b) - score(a))[0] ?? [];
}

/**
 * A seller name read as typed and as Cyrillic: up to NAME_READINGS folded whole-name readings (each
 * Latin word replaced by one of its readings, cheapest combinations first), without the name itself.
 */
export function nameReadings(name: string): string[] {
  if (!hasLatin(name.toLowerCase())) return [];
  let combos: Array<{ text: string; cost: number }> = [{ text: '', cost: 0 }];
  let rest = 0;
  const lower = name.toLowerCase();
  for (const match of lower.matchAll(TOKEN)) {
    const between = lower.slice(rest, match.index);
    rest = match.index + match[0].length;
    const options = hasLatin(match[0]) ? latinReadings(match[0], READINGS_PER_WORD) : [{ text: match[0], cost: 0 }];
    combos = combos
      .flatMap((combo) =>
        options.map((option) => ({ text: combo.text + between + option.text, cost: combo.cost + option.cost })),
      )
      .sort((a, b) => a.cost - b.cost)
      .slice(0, NAME_READINGS);
  }
  const typed = foldText(name);
  return [...new Set(combos.map((combo) => foldText(combo.text + lower.slice(rest))))].filter((text) => text !== typed);
}

/** A seller name as typed, its Cyrillic readings, and what it says on the other keyboard layout. */
export function understandName(name: string): { readings: string[]; layout: string | null } {
  return { readings: nameReadings(name), layout: switchLayout(name) };
}
