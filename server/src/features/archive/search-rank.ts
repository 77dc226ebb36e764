import { sql, type SQL } from 'drizzle-orm';
import { textMatch, type Filter } from './search-repository.ts';

/** The search vectors (schema.ts), as the text filters match them. */
const VECTOR = { title: sql.raw('b.title_tsv'), description: sql.raw('b.description_tsv') } as const;
/** The text the title vector and the typo fallback's trigram index are made of. */
const TITLE_TEXT = sql.raw(`(coalesce(b.title, '') || ' ' || coalesce(b.author, ''))`);

/**
 * How well a lot matches a text filter, higher is better (ADR 0035): PostgreSQL's cover density rank
 * of the filter's own query against the field's vector, divided by 1 + the log of the text's length
 * (normalization 1), so that the words close together, in a short title, come first; for the typo
 * fallback, the trigram word similarity it matched by. Other filters have no rank (0): relevance is
 * refused for them before any SQL runs.
 */
export function rankOf(filter: Filter): SQL {
  switch (filter.kind) {
    case 'words':
    case 'phrase':
      return sql`ts_rank_cd(${VECTOR[filter.field]}, ${textMatch.query(filter.tsquery)}, 1)`;
    case 'similar':
      // The best of the readings it matched by (as typed, transliterated, on the other layout).
      return sql`greatest(${sql.join(
        filter.texts.map((text) => sql`word_similarity(raritet_fold(${text}), raritet_fold(${TITLE_TEXT}))`),
        sql`, `,
      )})`;
    default:
      return sql`0`;
  }
}
