import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { anchorWords, phraseRegex, queryExpr, toTsquery, understand } from './query-understanding.ts';
import { NEWEST_FIRST } from '../books/service.ts';
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
  /** City names; the lot's city must contain one of them (case, 'ё' and old letters folded). Empty: any. */
  cities?: readonly string[];
  /**
   * Only lots sold at or after this moment (an alert: not before the preference existed, nor longer ago
   * than ALERT_MAX_SALE_AGE_DAYS; ADR 0047). Absent: any sale date.
   */
  soldSince?: Date | null;
};

/** A match, with the phrases (as the criterion wrote them) that the lot matched; none without keywords. */
export type LotMatch = { key: string; lotId: number; phrases: string[] };

/** One phrase of a criterion, compiled as the search compiles a query (query-understanding.ts). */
type CompiledPhrase = {
  key: string;
  label: string | null;
  /** Words a matching lot holds one of (in some form): its lexemes are what the phrase is anchored on. */
  anchors: string[] | null;
  tsquery: string | null;
  phrase: string | null;
  regex: string | null;
};

/**
 * A criterion's phrases; a phrase without a single word is left out (it could match nothing sensible).
 * Each is read as the search reads a query: every word as typed or as its transliteration ('Tolstoj'
 * finds 'Толстой') and, since an alert has no "found little" moment to wait for, each chunk also as
 * the other keyboard layout types it ('ghbdtn' finds 'привет'; a word and its wrong-layout reading are
 * rarely both words).
 */
export function compilePhrases(criterion: LotCriterion): CompiledPhrase[] {
  const phrases = (criterion.keywords ?? '')
    .split(',')
    .map((text) => ({ label: text.trim().replace(/\s+/g, ' '), query: understand(text) }))
    .filter(({ query }) => query.words.length);
  if (phrases.length === 0)
    return [{ key: criterion.key, label: null, anchors: null, tsquery: null, phrase: null, regex: null }];
  return phrases.map(({ label, query }) => {
    const expr = queryExpr(query, { layout: true, forms: !criterion.exactPhrase });
    return criterion.exactPhrase
      ? {
          key: criterion.key,
          label,
          anchors: anchorWords(expr),
          tsquery: null,
          phrase: toTsquery(expr, { phrase: true }),
          regex: phraseRegex(expr),
        }
      : { key: criterion.key, label, anchors: anchorWords(expr), tsquery: toTsquery(expr), phrase: null, regex: null };
  });
}

/**
 * Which of the given lots match which criteria, in one statement: the criteria travel as one JSON
 * parameter (a row per phrase), the lots as one id array (books_pkey), and the text conditions are the
 * search's own (search-repository.ts `textMatch`). A criterion with keywords but no word in them
 * matches nothing.
 *
 * Testing every phrase against every lot grows as phrases × lots (10,000 preferences × 1,000 lots is
 * ten million text checks). A phrase can only match a lot holding all of its lexemes, so each phrase
 * gets an anchor, its longest lexeme (the likeliest to be rare), and is tested only against the lots
 * holding that lexeme: a hash join of anchors with the lots' lexemes finds the candidates, and the
 * search's own conditions decide. A phrase whose words have readings (transliteration, the other
 * layout) has one anchor per reading of its anchoring word. Criteria without keywords (categories
 * alone) meet every lot.
 */
export function createLotMatcher(database: Database) {
  return {
    async match(criteria: readonly LotCriterion[], lotIds: readonly number[]): Promise<LotMatch[]> {
      if (criteria.length === 0 || lotIds.length === 0) return [];
      const rows = criteria.flatMap((criterion) => {
        const hasText = (criterion.keywords ?? '').trim() !== '';
        const phrases = compilePhrases(criterion);
        if (hasText && phrases.every((phrase) => phrase.tsquery === null && phrase.phrase === null)) return [];
        const cities = (criterion.cities ?? []).map((city) => city.trim()).filter((city) => city !== '');
        return phrases.map((phrase) => ({
          ...phrase,
          categories: criterion.categoryIds?.length ? [...criterion.categoryIds] : null,
          min_price: criterion.minPrice ?? null,
          max_price: criterion.maxPrice ?? null,
          min_year: criterion.minYear ?? null,
          max_year: criterion.maxYear ?? null,
          cities: cities.length ? cities : null,
          sold_since: criterion.soldSince ? criterion.soldSince.toISOString() : null,
        }));
      });
      if (rows.length === 0) return [];
      const [words, phrase] = [sql.raw('c.words'), sql.raw('c.phrase_query')];
      const conditions = sql`(c.categories is null or b.category_id = any(c.categories))
               and (c.sold_since is null or b.sale_date >= c.sold_since)
               and (c.min_price is null or b.final_price >= c.min_price)
               and (c.max_price is null or b.final_price <= c.max_price)
               and (c.min_year is null or b.year >= c.min_year)
               and (c.max_year is null or b.year <= c.max_year)
               and (c.cities is null or exists (select 1 from unnest(c.cities) as city where position(city in b.city) > 0))
               and (c.words is null or ${textMatch.against('title', words)} or ${textMatch.against('description', words)})
               and (c.phrase_query is null
                    or (${textMatch.against('title', phrase)} and ${textMatch.regex('title', sql.raw('c.regex'))})
                    or (${textMatch.against('description', phrase)} and ${textMatch.regex('description', sql.raw('c.regex'))}))`;
      const found = await rowsOf<{ key: string; lot_id: number; phrases: string[] | null }>(
        database.db,
        sql`with c as materialized (
              select r.key, r.label, r.regex, r.categories, r.min_price, r.max_price, r.min_year, r.max_year, r.sold_since,
                     case when r.tsquery is not null then ${textMatch.query(sql.raw('r.tsquery'))} end as words,
                     case when r.phrase is not null then ${textMatch.query(sql.raw('r.phrase'))} end as phrase_query,
                     array(select distinct lexeme from unnest(r.anchors) as word,
                             unnest(tsvector_to_array(to_tsvector('russian'::regconfig, raritet_fold(word)))) as lexeme) as anchors,
                     case when r.cities is not null
                          then array(select raritet_fold(city) from unnest(r.cities) as city) end as cities
                from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
                       key text, label text, anchors text[], tsquery text, phrase text, regex text, categories int[],
                       min_price int, max_price int, min_year int, max_year int, cities text[], sold_since timestamptz)
            ), b as materialized (
              select id, title, author, description_text, title_tsv, description_tsv, category_id,
                     final_price, year, sale_date, raritet_fold(coalesce(city, '')) as city
                from books where id = any(${sql.param([...lotIds])}::int[])
            ), l as materialized (
              select distinct b.id, lexeme
                from b, unnest(tsvector_to_array(b.title_tsv) || tsvector_to_array(b.description_tsv)) as lexeme
            )
            select key, lot_id, array_agg(distinct label) filter (where label is not null) as phrases
              from (select c.key, c.label, b.id as lot_id
                      from c cross join lateral unnest(c.anchors) as a(lexeme)
                      join l on l.lexeme = a.lexeme join b on b.id = l.id
                     where ${conditions}
                    union all
                    select c.key, c.label, b.id as lot_id
                      from c join b on true
                     where c.words is null and c.phrase_query is null and ${conditions}) as matched
             group by key, lot_id
             order by key, lot_id`,
      );
      return found.map((row) => ({ key: row.key, lotId: Number(row.lot_id), phrases: row.phrases ?? [] }));
    },

    /** Lot ids above `afterId`, lowest first (books_pkey): the lots added since a matcher's last run. */
    async idsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        database.db,
        sql`select id from books where id > ${afterId} order by id limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** Which of these ids are lots now. */
    async present(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        database.db,
        sql`select id from books where id = any(${sql.param([...ids])}::int[]) order by id`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** The newest lots by sale date (books_sale_date_id_idx): the admin section's test notifications. */
    async newest(limit: number): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        database.db,
        sql`select b.id from books b order by ${NEWEST_FIRST} limit ${limit}`,
      );
      return rows.map((row) => Number(row.id));
    },
  };
}
