import { sql, type SQL } from 'drizzle-orm';
import { COMPARABLES_MAX, COMPARABLES_WORK_MAX } from '@raritet/contracts/price-statistics';
import type { Database } from '../../db/client.ts';
import type { WorkSale } from './comparable-editions.ts';

/**
 * Comparable sales of a lot (ADR 0035): other sales of the same work and, among them, of
 * the same copy. Titles and authors are compared folded (raritet_fold: case, 'ё', old spelling), as the
 * search compares them, so 'Сочиненія А.С. Пушкина' of 1887 meets 'Сочинения' of 1949.
 */

/**
 * pg_trgm similarity of the folded titles from which two lots count as the same work. 'Евгений Онегин'
 * and 'Евгений Онегин. Роман в стихах' score 0.5, 'Собрание сочинений в 3 томах' and '… в 5 томах. Т. 2'
 * 0.78; 'Сказка о царе Салтане' and 'Сказка о золотом петушке' 0.24, 'Москва. Красная площадь' and
 * 'Москва. Кремль' 0.32.
 */
export const TITLE_SIMILARITY = 0.45;
/**
 * The same for lots without an author, compared by title alone: nothing else says they are one work.
 * 'Материалы для истории Пскова' and '… Воронежа' score 0.45–0.6 and are not; 'Ростов. Кремль' and
 * 'Вид Ростова. Кремль' score 0.65, 'Москва. Красная площадь' and '… ночью' 0.79.
 */
export const TITLE_ONLY_SIMILARITY = 0.6;
/**
 * Two sales of the same title, author and year are one copy sold twice when their plain descriptions
 * hold the same numbers in the same order (sizes, pages, print runs, dates: what a copied description
 * keeps and another copy's description rarely repeats) and their pg_trgm similarity is at least this.
 * On the demo archive (ADR 0035) every resold copy passes (a line added to a short description still
 * scores 0.8), and 12 of its 501,748 pairs of different copies with the same title, author and year.
 */
export const DESCRIPTION_SIMILARITY = 0.8;

export type ComparableBook = {
  id: number;
  title: string;
  author: string | null;
  year: number | null;
  publisher: string | null;
  /** raritet_fold(publisher): what an edition's publisher is compared by. */
  publisherFolded: string | null;
  descriptionText: string;
};

/** One other sale of the work with its id (newest first). */
export type WorkSaleRow = WorkSale & { id: number };

/** The listed lots' ids (the same copy's first, then the newest) and which of them are this copy's other sales. */
export type ComparableIds = { ids: number[]; sameCopy: number[] };

export function createComparablesRepository(database: Database) {
  /**
   * The other sales of the work with their same-copy mark: the same copy's first, then the newest, at
   * most `limit`.
   */
  const pick = (book: ComparableBook, where: SQL, limit: number) => sql`
    select c.* from (
      select b.id, b.sale_date, b.year, b.publisher, raritet_fold(b.publisher) as publisher_folded, b.final_price,
             -- The description is compared only for the same title and year (CASE keeps that order):
             -- a trigram similarity of two long texts costs far more than the equality tests.
             case when raritet_fold(b.title) = raritet_fold(${book.title})
                       and b.year is not distinct from ${book.year}::int
                  then regexp_replace(b.description_text, '[^0-9]+', ' ', 'g')
                         = regexp_replace(${book.descriptionText}, '[^0-9]+', ' ', 'g')
                       and similarity(b.description_text, ${book.descriptionText}) >= ${DESCRIPTION_SIMILARITY}
                  else false end as same_copy
        from books b
       where ${where} and b.id <> ${book.id}
    ) c
    order by c.same_copy desc, c.sale_date desc, c.id desc
    limit ${limit}`;

  /**
   * Runs a statement over the lots of the same work (`where` is its condition on `b`, the lot itself
   * excluded by the caller). With an author: books_author_fold_sale_date_idx (the author's lots; the title
   * similarity is tested on each). Without one: books_title_author_trgm_idx, whose text for a lot without
   * an author is its title and a space: `%` finds the titles at least TITLE_ONLY_SIMILARITY alike (set for
   * this statement only).
   */
  function ofWork<T extends Record<string, unknown>>(book: ComparableBook, statement: (where: SQL) => SQL) {
    if (book.author !== null) {
      return database.rows<T>(
        statement(
          sql`raritet_fold(b.author) = raritet_fold(${book.author})
              and similarity(raritet_fold(b.title), raritet_fold(${book.title})) >= ${TITLE_SIMILARITY}`,
        ),
      );
    }
    return database.withSettings({ 'pg_trgm.similarity_threshold': TITLE_ONLY_SIMILARITY }, (read) =>
      read<T>(
        statement(
          sql`raritet_fold(coalesce(b.title, '') || ' ' || coalesce(b.author, '')) % raritet_fold(${book.title} || ' ')
              and b.author is null`,
        ),
      ),
    );
  }

  return {
    /** The lot's title, author, year, publisher and plain description (books_pkey). */
    async book(id: number): Promise<ComparableBook | undefined> {
      const [row] = await database.rows<{
        id: number;
        title: string;
        author: string | null;
        year: number | null;
        publisher: string | null;
        publisher_folded: string | null;
        description_text: string;
      }>(
        sql`select id, title, author, year, publisher, raritet_fold(publisher) as publisher_folded, description_text
              from books where id = ${id}`,
      );
      return (
        row && {
          id: Number(row.id),
          title: row.title,
          author: row.author,
          year: row.year === null ? null : Number(row.year),
          publisher: row.publisher,
          publisherFolded: row.publisher_folded,
          descriptionText: row.description_text,
        }
      );
    },

    /**
     * The other sales of the work in one read (ADR 0047): `items` the ids listed on the page (the same
     * copy's other sales first, then the newest, at most COMPARABLES_MAX) and which of them are this copy's;
     * `work` every one of them, at most COMPARABLES_WORK_MAX (ADR 0042's bound; the same copy's first,
     * then the newest), for the work's statistics and editions.
     */
    async work(book: ComparableBook): Promise<{ items: ComparableIds; work: WorkSaleRow[] }> {
      const rows = await ofWork<{
        id: number;
        year: number | null;
        publisher: string | null;
        publisher_folded: string | null;
        final_price: number;
        same_copy: boolean | string;
      }>(book, (where) => pick(book, where, COMPARABLES_WORK_MAX));
      const listed = rows.slice(0, COMPARABLES_MAX);
      return {
        items: {
          ids: listed.map((row) => Number(row.id)),
          sameCopy: listed
            .filter((row) => row.same_copy === true || row.same_copy === 't')
            .map((row) => Number(row.id)),
        },
        work: rows.map((row) => ({
          id: Number(row.id),
          year: row.year === null ? null : Number(row.year),
          publisher: row.publisher,
          publisherFolded: row.publisher_folded ?? '',
          price: Number(row.final_price),
        })),
      };
    },
  };
}

export type ComparablesRepository = ReturnType<typeof createComparablesRepository>;
