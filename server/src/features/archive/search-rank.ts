import { sql, type SQL } from 'drizzle-orm';
import { RELEVANCE_WINDOW } from '@raritet/contracts/archive';
import { compareMatches } from './search-order.ts';
import { textMatch, type Filter, type SearchRepository } from './search-repository.ts';
import type { Located } from './search-service.ts';

/**
 * What a text search's relevance order needs of its query (ADR 0044): the field, the words as a tsquery
 * (every word, none a prefix), the same words as a phrase tsquery (in order, adjacent), and the text
 * typed, for the title that is the query itself.
 */
export type Ranking = {
  field: 'title' | 'description';
  words: string;
  phrase: string;
  text: string;
  multiword: boolean;
};

/** A title or a query as words separated by single spaces, folded as the search folds text. */
const wordsOf = (text: SQL) => sql`btrim(regexp_replace(raritet_fold(${text}), '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * The relevance tier of a lot (ADR 0044), higher first: 3, its title is the query (after folding: case,
 * old letters, punctuation); 2, the query's words in order in the field; 1, all its words; 0, the rest
 * (the typo fallback's near spellings). Newest first among equals (search-repository rankedPage).
 * The phrase test comes first: the title is compared only for the lots that hold the words in order.
 */
export function tierOf(ranking: Ranking): SQL {
  const phrase = textMatch.words(ranking.field, ranking.phrase);
  const words = textMatch.words(ranking.field, ranking.words);
  return sql`(case when ${phrase} then
                 case when ${wordsOf(sql`b.title`)} = ${wordsOf(sql`${ranking.text}::text`)} then 3 else 2 end
               when ${words} then 1 else 0 end)`;
}

/**
 * The lots that may be in the top tiers, beyond the newest RELEVANCE_WINDOW matches that relevance
 * ranks: the matches holding the words in order (the phrase tsquery through the field's GIN index), so
 * that «Война и мир» sold long ago still comes before the newest «Война миров». Only for a words filter
 * of several words (one word: every match holds it "in order"; an exact phrase: every match does too).
 */
function phraseCandidates(filter: Filter, ranking: Ranking): Filter | null {
  if (!ranking.multiword || filter.kind !== 'words') return null;
  return { kind: 'words', field: filter.field, tsquery: ranking.phrase, categoryIds: filter.categoryIds };
}

/**
 * The lots relevance ranks: the newest RELEVANCE_WINDOW matches (from the matches when they are all
 * known, else through the indexes) and up to as many holding the words in order (phraseCandidates).
 * `latest`: how many of the newest there were (fewer than the window: there are no more matches).
 */
export async function relevanceWindow(
  repository: SearchRepository,
  { filter, located, ranking }: { filter: Filter; located: Located; ranking: Ranking },
): Promise<{ window: number[]; latest: number }> {
  const latest = located.matches
    ? [...located.matches]
        .sort(compareMatches('newest'))
        .slice(0, RELEVANCE_WINDOW)
        .map((match) => match.id)
    : await repository.firstIds(filter, RELEVANCE_WINDOW, located.estimated, 'newest');
  const inOrder = phraseCandidates(filter, ranking);
  const extra = inOrder ? (await repository.matches(inOrder, RELEVANCE_WINDOW)).map((match) => match.id) : [];
  return { window: [...new Set([...latest, ...extra])], latest: latest.length };
}
