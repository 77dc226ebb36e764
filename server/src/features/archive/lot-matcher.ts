import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { exactPhraseRegex, phraseText, searchWords, wordFormsQuery } from './query-text.ts';
import { textMatch } from './search-repository.ts';

/**
 * What a lot must be to match (an alert preference, say): any of the phrases, found the way the
 * archive's search finds them (word forms with 'ё' and old-spelling folding, or the exact phrase), in
 * the title and author or the description; and inside every bound that is given.
 */
export type LotCriterion = {
  /** The caller's name for the criterion (a preference id); answered back with each match. */
  key: string;
  /** Comma-separated phrases; a lot matches if any matches. Empty or absent: no text condition. */
  keywords?: string;
  exactPhrase?: boolean;
  categoryIds?: readonly number[];
  minPrice?: number | null;
  maxPrice?: number | null;
  minYear?: number | null;
  maxYear?: number | null;
};

export type LotMatch = { key: string; lotId: number };

/** One phrase of a criterion, compiled as the search compiles a query (query-text.ts). */
type CompiledPhrase = { key: string; tsquery: string | null; phrase: string | null; regex: string | null };

/** A criterion's phrases; a phrase without a single word is left out (it could match nothing sensible). */
export function compilePhrases(criterion: LotCriterion): CompiledPhrase[] {
  const phrases = (criterion.keywords ?? '')
    .split(',')
    .map((phrase) => searchWords(phrase))
    .filter((w) => w.length);
  if (phrases.length === 0) return [{ key: criterion.key, tsquery: null, phrase: null, regex: null }];
  return phrases.map((words) =>
    criterion.exactPhrase
      ? { key: criterion.key, tsquery: null, phrase: phraseText(words), regex: exactPhraseRegex(words) }
      : { key: criterion.key, tsquery: wordFormsQuery(words), phrase: null, regex: null },
  );
}

/**
 * Which of the given lots match which criteria, in one statement: the criteria travel as one JSON
 * parameter (a row per phrase), the lots as one id array (books_pkey), and the text conditions are the
 * search's own (search-repository.ts `textMatch`). A criterion with keywords but no word in them
 * matches nothing.
 */
export function createLotMatcher(database: Database) {
  return {
    async match(criteria: readonly LotCriterion[], lotIds: readonly number[]): Promise<LotMatch[]> {
      if (criteria.length === 0 || lotIds.length === 0) return [];
      const rows = criteria.flatMap((criterion) => {
        const hasText = (criterion.keywords ?? '').trim() !== '';
        const phrases = compilePhrases(criterion);
        if (hasText && phrases.every((phrase) => phrase.tsquery === null && phrase.phrase === null)) return [];
        return phrases.map((phrase) => ({
          ...phrase,
          categories: criterion.categoryIds?.length ? [...criterion.categoryIds] : null,
          min_price: criterion.minPrice ?? null,
          max_price: criterion.maxPrice ?? null,
          min_year: criterion.minYear ?? null,
          max_year: criterion.maxYear ?? null,
        }));
      });
      if (rows.length === 0) return [];
      const tsquery = sql.raw('c.tsquery');
      const [phrase, regex] = [sql.raw('c.phrase'), sql.raw('c.regex')];
      const found = await rowsOf<{ key: string; lot_id: number }>(
        database.db,
        sql`select distinct c.key, b.id as lot_id
              from books b
              join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(
                     key text, tsquery text, phrase text, regex text, categories int[],
                     min_price int, max_price int, min_year int, max_year int) on true
             where b.id = any(${sql.param([...lotIds])}::int[])
               and (c.tsquery is null or ${textMatch.words('title', tsquery)} or ${textMatch.words('description', tsquery)})
               and (c.phrase is null or (${textMatch.phrase('title', phrase, regex)})
                                     or (${textMatch.phrase('description', phrase, regex)}))
               and (c.categories is null or b.category_id = any(c.categories))
               and (c.min_price is null or b.final_price >= c.min_price)
               and (c.max_price is null or b.final_price <= c.max_price)
               and (c.min_year is null or b.year >= c.min_year)
               and (c.max_year is null or b.year <= c.max_year)
             order by c.key, lot_id`,
      );
      return found.map((row) => ({ key: row.key, lotId: Number(row.lot_id) }));
    },
  };
}
