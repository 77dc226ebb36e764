/**
 * A text search's plan (title and description searches): the query read once (query-understanding.ts)
 * into the filter to run, the fallbacks to try when it finds little, what relevance ranks by and what
 * typo correction may retype. The searches (searches.ts) run it.
 */
import { badRequest } from '../../lib/errors.ts';
import { MIN_CORRECTED_LENGTH } from './query-correction.ts';
import {
  fuzzyTexts,
  hasLayoutReading,
  phraseRegex,
  queryExpr,
  toTsquery,
  understand,
  type Expr,
} from './query-understanding.ts';
import type { Ranking } from './search-rank.ts';
import type { Filter } from './search-repository.ts';

export type TextSearch = {
  query: string;
  exactPhrase: boolean;
  categoryIds?: number[] | undefined;
  /** The query exactly as typed: no correction, no similar spellings (ADR 0044). */
  noCorrection?: boolean | undefined;
};

/**
 * A query that finds fewer lots than this as typed is also tried as typed on the other keyboard layout
 * ('ghbdtn' → 'привет'): a word and its wrong-layout reading are rarely both words, so the second
 * reading only adds the lots the user meant.
 */
export const FEW_MATCHES = 10;

/**
 * What to try when a search finds too little: `few` runs when the matches so far are fewer than
 * FEW_MATCHES (its filter must find everything the earlier one did), `none` only when nothing matched.
 */
export type Fallback = { filter: Filter; when: 'few' | 'none' };
/**
 * A search ready to run: the filter, plus the fallbacks to try, in order, when it finds little. A text
 * search also carries what relevance ranks by, and what typo correction may retype (`text`; not for an
 * exact phrase or `noCorrection`).
 */
export type Plan = {
  filter: Filter;
  fallbacks: Fallback[];
  historyQuery: string;
  ranking?: Ranking;
  text?: { field: 'title' | 'description'; input: TextSearch };
};

export function textPlan(field: 'title' | 'description', input: TextSearch): Plan {
  if (input.query === '') throw badRequest('search_query_required');
  const query = understand(input.query);
  if (query.words.length === 0) throw badRequest('search_query_no_words');
  const { categoryIds } = input;
  const filterOf = (expr: Expr): Filter =>
    input.exactPhrase
      ? { kind: 'phrase', field, tsquery: toTsquery(expr, { phrase: true }), regex: phraseRegex(expr), categoryIds }
      : // Titles are typed from the title page, often only partly; descriptions are searched for whole terms.
        { kind: 'words', field, tsquery: toTsquery(expr, { prefixLast: field === 'title' }), categoryIds };
  const fallbacks: Fallback[] = [];
  // The same keys on the other layout: each chunk as typed (and transliterated) or as switched.
  // Word forms also read a fleeting vowel ('кубком' → 'кубок'); an exact phrase asked for these forms.
  const forms = !input.exactPhrase;
  if (hasLayoutReading(query)) {
    fallbacks.push({ filter: filterOf(queryExpr(query, { layout: true, forms })), when: 'few' });
  }
  // Typos (ADR 0044): only when the word forms found nothing, never for an exact phrase (exactly these
  // words) or a query asked for as typed. A misspelt word is corrected first (resolve); the trigram
  // fallback, for titles (descriptions are too long for trigrams to mean much), comes last and only for
  // a query with a word long enough to be corrected: 'елка' is never read as 'полка'.
  const tolerant = !input.exactPhrase && !input.noCorrection;
  if (field === 'title' && tolerant && query.words.some((word) => word.length >= MIN_CORRECTED_LENGTH)) {
    fallbacks.push({
      filter: { kind: 'similar', texts: fuzzyTexts(query), categoryIds },
      when: 'none',
    });
  }
  const expr = queryExpr(query, { forms });
  const ranking: Ranking = {
    field,
    words: toTsquery(expr),
    phrase: toTsquery(expr, { phrase: true }),
    text: input.query,
    multiword: query.words.length > 1,
  };
  return {
    filter: filterOf(expr),
    fallbacks,
    historyQuery: input.query,
    ranking,
    ...(tolerant ? { text: { field, input } } : {}),
  };
}

/** Whether a fallback is to be tried after a pass that found `found` lots. */
export const wanted = ({ when }: Fallback, found: number) => (when === 'few' ? found < FEW_MATCHES : found === 0);
