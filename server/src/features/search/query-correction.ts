/**
 * Typo correction of a text search (ADR 0044): a word of MIN_CORRECTED_LENGTH letters or
 * more that no lot holds is replaced by the word one Damerau edit away (a letter left out, added,
 * changed, or two neighbours swapped) that lots print as a word, or else that most lots hold; no word
 * is ever dropped. The lexicon is the field's own tsvector GIN index: the one-edit variants of the word
 * are generated here and the index is asked which of them exist, in one statement. It only runs when
 * the query as typed found nothing, so the common query never pays for it. A Latin word no lot holds
 * through the readings the search tried is read further instead (query-understanding.ts
 * `latinWordReadings`): its rarer transliterations, asked of the index the same way.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hasLatin } from './latin-to-cyrillic.ts';
import { foldText } from './query-text.ts';
import { latinWordReadings } from './query-understanding.ts';
import { TEXT, textMatch } from './search-repository.ts';
import { ENGLISH_STOP_WORDS, RUSSIAN_STOP_WORDS } from './stop-words.ts';

/** Shorter words are never corrected: 'елка' is one edit from 'полка', and from many other words. */
export const MIN_CORRECTED_LENGTH = 5;
/**
 * Longer words are no typos of a word (a 24-letter word already has ~1,600 variants to ask), and a
 * query with more unknown words than MAX_CORRECTED_WORDS is not a misspelt title: neither is corrected.
 */
const MAX_CORRECTED_LENGTH = 24;
const MAX_CORRECTED_WORDS = 3;
/** Latin words this long or longer have their further readings tried ('Mi' is not worth it). */
const MIN_FURTHER_READ_LENGTH = 4;
/** A candidate's lots are counted up to this many (which candidate is commoner, not how common). */
const COUNT_UP_TO = 50;
/** Candidate corrections of one word tried, best first, before giving up on it. */
const CANDIDATES_PER_WORD = 3;

const CYRILLIC = [...'абвгдежзийклмнопрстуфхцчшщъыьэюя'];
const LATIN = [...'abcdefghijklmnopqrstuvwxyz'];
/** A word the corrector reads: letters of one script only (folded: no 'ё' or old letters). */
const CYRILLIC_WORD = /^[а-я]+$/u;
/** A token of the query as typed, with its place, so that a correction keeps everything else as it was. */
const TOKEN = /[\p{L}\p{N}]+/gu;

/**
 * The words one Damerau edit from `word` (letters of its own script), in two groups asked in turn: the
 * swaps of two neighbours (the commonest slip of a fast typist, and only a few), then the changed,
 * left-out and added letters (about 700 for a ten-letter word). Within a group, the order breaks ties.
 */
export function oneEditVariants(word: string): [swaps: string[], others: string[]] {
  const alphabet = CYRILLIC_WORD.test(word) ? CYRILLIC : LATIN;
  const swaps: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) swaps.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++) {
    for (const letter of alphabet) if (letter !== word[i]) variants.push(word.slice(0, i) + letter + word.slice(i + 1));
  }
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i <= word.length; i++) {
    for (const letter of alphabet) variants.push(word.slice(0, i) + letter + word.slice(i));
  }
  const isStop = (text: string) => RUSSIAN_STOP_WORDS.has(text) || ENGLISH_STOP_WORDS.has(text);
  const usable = (list: string[]) => [...new Set(list)].filter((variant) => variant !== word && !isStop(variant));
  const first = usable(swaps);
  return [first, usable(variants).filter((variant) => !first.includes(variant))];
}

/**
 * Whether a folded word is one the corrector may replace: Cyrillic only. A Latin word is most often a
 * Russian one transliterated, already read as its Cyrillic spellings (query-understanding.ts); its
 * ~60 one-edit variants a letter, each a lookup, held a query like 'Bolshoi sovetskii atlas mira' for
 * a second at 230,000 lots on PostgreSQL and past the search's time limit on the embedded database.
 * The trigram fallback still forgives a Latin typo.
 */
export const isCorrectable = (word: string) =>
  word.length >= MIN_CORRECTED_LENGTH && word.length <= MAX_CORRECTED_LENGTH && CYRILLIC_WORD.test(word);

/**
 * Whether a folded Latin word's further readings are tried when the query found nothing: the rarer
 * spellings of a transliteration ('Moidodir' is 'Мойдодыр' only through 'i' for 'ы', its seventh
 * reading). A couple of dozen lookups of whole readings, not the one-edit variants refused above.
 */
const isFurtherReadable = (word: string) =>
  word.length >= MIN_FURTHER_READ_LENGTH && word.length <= MAX_CORRECTED_LENGTH && hasLatin(word);

/** Keeps the case of what was typed: 'Таракнаище' → 'Тараканище', 'КОНРАМИЯ' → 'КОНАРМИЯ'. */
function inCaseOf(typed: string, word: string): string {
  if (typed === typed.toUpperCase()) return word.toUpperCase();
  if (typed[0] === typed[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

export type Field = 'title' | 'description';

export function createQueryCorrector(database: Database) {
  /** Of these folded words, the ones at least one lot's `field` holds (as the search reads a word). */
  async function known(field: Field, words: readonly string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const rows = await database.rows<{ word: string }>(
      sql`select v.word from unnest(${sql.param(words)}::text[]) as v(word)
           where exists (select 1 from books b where ${textMatch.words(field, sql`v.word`)})`,
    );
    return new Set(rows.map((row) => row.word));
  }

  /**
   * The corrections of one word that exist in `field`, best first: a swap of neighbours if one exists,
   * else the other edits; within a group, most lots (counted up to COUNT_UP_TO), then the order of
   * oneEditVariants.
   */
  async function candidates(field: Field, word: string): Promise<string[]> {
    const [swaps, others] = oneEditVariants(word);
    const ending = word.slice(-2);
    const found = await existing(field, swaps, ending);
    return found.length ? found : existing(field, others, ending);
  }

  /**
   * Which of these variants of a word lots hold, best first. The index knows stems, not words, so many
   * variants share one stem and its lots: 'ключевскй' (a letter changed) and 'ключевский' (one added)
   * both exist. Each stem is asked once, and the variant shown for it is one its lots print as a whole
   * word, else the one keeping the typed `ending` (none for a Latin word's readings). A stem whose lots
   * print the variant comes first: the typed 'Лермонтва' is 'Лермонтова', printed in a title, not
   * 'Лермонтиа', which only shares the stem 'лермонт' with the author field's 'Лермонтов'. Then most lots
   * (counted up to COUNT_UP_TO), then the order given.
   */
  async function existing(field: Field, variants: string[], ending = ''): Promise<string[]> {
    if (variants.length === 0) return [];
    const rows = await database.rows<{ word: string }>(
      sql`with variant as (
            select v.word, v.ord, ${textMatch.query(sql`v.word`)} as q
              from unnest(${sql.param(variants)}::text[]) with ordinality as v(word, ord)),
          stem as (select distinct on (q::text) q from variant where q::text <> '' order by q::text),
          sample as (
            select stem.q::text as key, lot.text
              from stem cross join lateral (
                select raritet_fold(${TEXT[field]}) as text from books b
                 where ${textMatch.against(field, sql`stem.q`)} limit ${COUNT_UP_TO}) as lot),
          counted as (select key, count(*)::int as n from sample group by key),
          shown as (
            select distinct on (counted.key) variant.word, variant.ord, counted.n,
                   exists (select 1 from sample
                            where sample.key = counted.key
                              and sample.text ~ ('(^|[^[:alnum:]])' || variant.word || '($|[^[:alnum:]])')) as printed
              from counted join variant on variant.q::text = counted.key
             order by counted.key, printed desc, right(variant.word, 2) = ${ending} desc, variant.ord)
          select word from shown order by printed desc, n desc, ord limit ${CANDIDATES_PER_WORD}`,
    );
    return rows.map((row) => row.word);
  }

  return {
    /**
     * Corrected readings of `query`, best first: each unknown correctable word replaced by one of its
     * candidates (the first candidates together first, then each word's next one), the rest of the
     * text as typed. Empty when no word is unknown and correctable, or none has a candidate.
     */
    async corrections(field: Field, query: string): Promise<string[]> {
      const tokens = [...query.matchAll(TOKEN)].map((match) => ({
        at: match.index,
        typed: match[0],
        word: foldText(match[0]),
      }));
      // A word is unknown when no lot holds it as the search read it: a Cyrillic word as typed, a
      // Latin one as typed or as any reading the search tried.
      const asRead = new Map<string, { tried: string[]; further: string[] }>();
      for (const token of tokens) {
        if (isCorrectable(token.word)) asRead.set(token.word, { tried: [], further: [] });
        else if (isFurtherReadable(token.word)) asRead.set(token.word, latinWordReadings(token.word));
      }
      const correctable = tokens.filter((token) => asRead.has(token.word));
      if (correctable.length === 0) return [];
      const present = await known(
        field,
        [...asRead].flatMap(([word, { tried }]) => [word, ...tried]),
      );
      const unknown = correctable.filter(
        (token) => !present.has(token.word) && !asRead.get(token.word)!.tried.some((reading) => present.has(reading)),
      );
      if (unknown.length === 0 || unknown.length > MAX_CORRECTED_WORDS) return [];
      // One word after another: a search's statements share one connection (its bounded transaction).
      const options: string[][] = [];
      for (const token of unknown) {
        const { further } = asRead.get(token.word)!;
        options.push(
          CYRILLIC_WORD.test(token.word) ? await candidates(field, token.word) : await existing(field, further),
        );
      }
      if (options.some((list) => list.length === 0)) return [];
      const readings: string[] = [];
      for (let rank = 0; rank < CANDIDATES_PER_WORD; rank++) {
        const chosen = options.map((list) => list[Math.min(rank, list.length - 1)]!);
        let text = query;
        // From the end, so earlier places stay valid.
        for (let index = unknown.length - 1; index >= 0; index--) {
          const token = unknown[index]!;
          text =
            text.slice(0, token.at) + inCaseOf(token.typed, chosen[index]!) + text.slice(token.at + token.typed.length);
        }
        if (!readings.includes(text)) readings.push(text);
      }
      return readings;
    },
  };
}

export type QueryCorrector = ReturnType<typeof createQueryCorrector>;
