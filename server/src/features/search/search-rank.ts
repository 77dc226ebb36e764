import { sql, type SQL } from 'drizzle-orm';
import { RELEVANCE_WINDOW } from '@raritet/contracts/archive';
import { compareMatches } from './search-order.ts';
import { textMatch, type Filter, type SearchRepository } from './search-repository.ts';
import type { Located } from './searches.ts';

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
/** The text the title vector and the typo fallback's trigram index are made of. */
const TITLE_TEXT = sql.raw(`(coalesce(b.title, '') || ' ' || coalesce(b.author, ''))`);
const wordsOf = (text: SQL) => sql`btrim(regexp_replace(raritet_fold(${text}), '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * The title proper: what a lot's title says before its first full stop, colon or slash, the parts a
 * bibliographic record adds after it (other title information, the statement of responsibility):
 * «Война и миръ. Сочиненіе графа Л.Н. Толстаго» is the title «Война и миръ».
 */
const TITLE_PROPER = sql.raw(`(regexp_split_to_array(b.title, '\\.\\s|\\s[:/]\\s'))[1]`);

/**
 * The relevance order (ADR 0044), an ORDER BY list, best first. The tier: 3, the title (or the title
 * proper) is the query (after folding: case, old letters, punctuation); 2, the query's words in order in the field; 1, all
 * its words; 0, the rest (the typo fallback's near spellings). Within a tier, the closer the text is
 * to the query, the better: PostgreSQL's cover density rank divided by 1 + the log of the text's
 * length (ADR 0035), so «Кобзарь. Стихотворения» comes before a long title that ends in «кобзарь»;
 * equal lots (copies of one title) newest first (search-repository rankedPage). The title is compared
 * only for the lots that hold the words in order.
 */
export type RankOrder = {
  /** What the ranked lots are joined with: the query's tsqueries made once (q), each lot's tier and closeness (t). */
  joined: SQL;
  /** The ORDER BY list over them, best first. */
  order: SQL;
};

export function tierOf(ranking: Ranking, filter: Filter): RankOrder {
  // Always the title's vector (title and author), also for a description search: a description's
  // vector is large, and reading it three times for each of 400 lots made relevance, the description
  // search's default, cost seconds on PGlite (measured: p95 2.2 s at 50,000 lots). A lot whose title
  // holds the words is the likelier answer to a description search too.
  // The tsqueries and the folded query are made once in q, not for each lot (to_tsquery is only
  // STABLE: in the ORDER BY it was parsed again for each of the window's lots, ~10 ms a page).
  const given = sql`(select ${textMatch.query(ranking.phrase)} as phrase, ${textMatch.query(ranking.words)} as words,
                            ${wordsOf(sql`${ranking.text}::text`)} as text) q`;
  const tier = sql`(case when b.title_tsv @@ q.phrase then
                      case when ${wordsOf(sql`b.title`)} = q.text or ${wordsOf(TITLE_PROPER)} = q.text
                           then 3 else 2 end
                    when b.title_tsv @@ q.words then 1 else 0 end)`;
  // The typo fallback's matches hold none of the words as typed (tier 0): the nearest spelling first.
  const closeness =
    filter.kind === 'similar'
      ? sql`greatest(${sql.join(
          filter.texts.map((text) => sql`word_similarity(raritet_fold(${text}), raritet_fold(${TITLE_TEXT}))`),
          sql`, `,
        )})`
      : sql`ts_rank_cd(b.title_tsv, q.words, 1)`;
  return {
    joined: sql`cross join ${given} cross join lateral (select ${tier} as tier, ${closeness} as closeness) t`,
    // Lots whose title is the query are equals: newest first among them, as the issue asks, whatever
    // follows the title proper (a copy titled «Война и миръ» is no better an answer than one titled
    // «Война и миръ. Сочиненіе графа Л.Н. Толстаго»).
    order: sql`t.tier desc, (case when t.tier = 3 then 0 else t.closeness end) desc`,
  };
}

/**
 * The lots that may be in the top tiers, beyond the newest RELEVANCE_WINDOW matches that relevance
 * ranks: the matches holding the words in order (the phrase tsquery through the field's GIN index), so
 * that «Война и мир» sold long ago still comes before the newest «Война миров». Only for a words filter
 * of several words (one word: every match holds it "in order"; an exact phrase: every match does too).
 */
function phraseCandidates(filter: Filter, ranking: Ranking): Filter | null {
  // Title searches only: the tiers read the title (tierOf).
  if (!ranking.multiword || filter.kind !== 'words' || filter.field !== 'title') return null;
  return { kind: 'words', field: filter.field, tsquery: ranking.phrase, categoryIds: filter.categoryIds };
}

/**
 * The lots relevance ranks: the newest RELEVANCE_WINDOW matches (from the matches when they are all
 * known, else through the indexes) and up to as many of the likeliest answers beyond them: for a title
 * search those holding the words in order (phraseCandidates), for a description search those whose
 * title holds the words (the tiers read the title). `latest`: how many of the newest there were (fewer
 * than the window: there are no more matches). 'newest' when a description search's matches hold the
 * words in no title: every lot is then in the last tier with no closeness (ts_rank_cd of a title without
 * the words is 0), relevance is the newest order, and the window is not read — the commonest description
 * search, a condition word, cost three times the newest order's time for nothing.
 */
export async function relevanceWindow(
  repository: SearchRepository,
  { filter, located, ranking }: { filter: Filter; located: Located; ranking: Ranking },
): Promise<{ window: number[]; latest: number } | 'newest'> {
  let extra: number[] = [];
  if (ranking.field === 'description') {
    extra = await repository.titledIds(filter, ranking.words, RELEVANCE_WINDOW);
    if (extra.length === 0) return 'newest';
  }
  const latest = located.matches
    ? [...located.matches]
        .sort(compareMatches('newest'))
        .slice(0, RELEVANCE_WINDOW)
        .map((match) => match.id)
    : await repository.firstIds(filter, RELEVANCE_WINDOW, located.estimated, 'newest');
  const inOrder = phraseCandidates(filter, ranking);
  if (inOrder) extra = (await repository.matches(inOrder, RELEVANCE_WINDOW)).map((match) => match.id);
  return { window: [...new Set([...latest, ...extra])], latest: latest.length };
}
