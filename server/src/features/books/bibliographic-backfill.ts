import { eq, sql } from 'drizzle-orm';
import { decodeHTML } from 'entities';
import { rowsOf, type Db, type DbOrTx } from '../../db/client.ts';
import { authorOfTitle, readBibliographicRecord, type BibliographicRecord } from './bibliographic-record.ts';
import { bibliographicBackfill } from './schema.ts';

/** The record is in the description's opening: the HTML read is bounded (a description may be 200 KB). */
const HTML_READ = 8_000;

/**
 * A description's opening as text with its line breaks (paragraphs, <br>, list items): the record reader
 * needs them to end an "Автор:" or "Год издания:" line, which the search's one-line text loses. Only
 * read, never shown or stored, so tags are simply dropped (`[^<>]*`: one pass, whatever the markup), and
 * every character reference decoded (`entities`, the decoder sanitize-html's parser uses): '&laquo;',
 * '&#171;' and '&#xAB;' are all '«'.
 */
export function descriptionLinesOf(html: string): string {
  return decodeHTML(
    html
      .slice(0, HTML_READ)
      .replace(/<\/?(?:br|p|li|div|h\d)\b[^<>]*>/gi, '\n')
      .replace(/<[^<>]*>/g, ''),
  ).replace(/\u00a0/g, ' ');
}

/**
 * The record of a lot's description HTML (bibliographic-record.ts); when the description names no
 * author, the title's («Герой нашего времени. Сочиненіе М. Лермонтова»).
 */
export function recordOfLot(html: string, title: string, now?: Date): BibliographicRecord {
  const record = readBibliographicRecord(descriptionLinesOf(html), now);
  if (record.author) return record;
  const author = authorOfTitle(title);
  return author ? { ...record, author } : record;
}

/** Lots read per statement: a batch is one select and one update of at most this many rows. */
const BATCH = 500;

/**
 * The one-time pass over lots stored before ADR 0045 (and any whose fields are still empty): author,
 * publisher, year and place read from the description, written only into empty fields (a value the
 * platform, an import or an operator gave is never replaced; the description is never changed). The
 * cursor is stored after each batch, so a killed run resumes where it stopped.
 */
export function createBibliographicBackfill(db: Db, now: () => Date = () => new Date()) {
  /** One batch after the stored cursor; whether the pass is finished. */
  async function batch(limit = BATCH): Promise<{ read: number; filled: number; done: boolean }> {
    const [state] = await db.select().from(bibliographicBackfill).where(eq(bibliographicBackfill.id, 1));
    if (!state || state.finishedAt) return { read: 0, filled: 0, done: true };
    const rows = await rowsOf<{ id: number; title: string; description_html: string }>(
      db,
      sql`select id, title, description_html from books
           where id > ${state.afterId}
             and (author is null or publisher is null or year is null or publication_place is null)
           order by id limit ${limit}`,
    );
    const found = rows
      .map((row) => ({ id: Number(row.id), record: recordOfLot(row.description_html, row.title, now()) }))
      .filter(({ record }) => Object.keys(record).length > 0);
    const column = <T>(pick: (row: (typeof found)[number]) => T) => sql.param(found.map(pick));
    const filled =
      found.length === 0
        ? []
        : await rowsOf<{ id: number }>(
            db,
            sql`update books b
                   set author = coalesce(b.author, u.author), publisher = coalesce(b.publisher, u.publisher),
                       year = coalesce(b.year, u.year), publication_place = coalesce(b.publication_place, u.place)
                  from unnest(${column((f) => f.id)}::int[], ${column((f) => f.record.author ?? null)}::text[],
                              ${column((f) => f.record.publisher ?? null)}::text[], ${column((f) => f.record.year ?? null)}::int[],
                              ${column((f) => f.record.place ?? null)}::text[]) as u(id, author, publisher, year, place)
                 where b.id = u.id
                   and ((b.author is null and u.author is not null) or (b.publisher is null and u.publisher is not null)
                        or (b.year is null and u.year is not null) or (b.publication_place is null and u.place is not null))
             returning b.id`,
          );
    const done = rows.length < limit;
    await db
      .update(bibliographicBackfill)
      .set({
        afterId: rows.length > 0 ? Number(rows.at(-1)!.id) : state.afterId,
        ...(done ? { finishedAt: now() } : {}),
      })
      .where(eq(bibliographicBackfill.id, 1));
    return { read: rows.length, filled: filled.length, done };
  }

  return {
    batch,
    /** Batches until the pass is finished or the time is up (a job's bounded run); lots filled. */
    async run(budgetMs: number): Promise<{ filled: number; done: boolean }> {
      const started = Date.now();
      let filled = 0;
      for (;;) {
        const result = await batch();
        filled += result.filled;
        if (result.done) return { filled, done: true };
        if (Date.now() - started >= budgetMs) return { filled, done: false };
      }
    },
  };
}

/**
 * Starts the pass over from the first lot, in the caller's transaction: an archive import brings lots
 * (or new descriptions of stored ones) whose empty author, publisher, year or place the pass fills; its
 * where-clause reads only lots with an empty field, and a rolled-back import leaves the pass as it was.
 */
export async function restartBibliographicBackfill(tx: DbOrTx): Promise<void> {
  await tx.update(bibliographicBackfill).set({ afterId: 0, finishedAt: null }).where(eq(bibliographicBackfill.id, 1));
}

export type BibliographicBackfill = ReturnType<typeof createBibliographicBackfill>;
