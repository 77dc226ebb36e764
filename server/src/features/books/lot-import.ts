import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { rowsOf, type DbOrTx } from '../../db/client.ts';
import { sanitizeDescription } from './dto.ts';
import { books, categories, sellers } from './schema.ts';

/** A sold lot as the sales pull hands it to the archive (the platform's fields, already checked). */
export type ImportedLot = {
  sourceLotId: number;
  title: string;
  year: number | null;
  /** What the lot is ('Книга', 'Журнал', 'Открытка' …), from its category. */
  type: string;
  /** The platform's description HTML: sanitized here, and its plain text derived for the search. */
  descriptionHtml: string;
  sellerName: string;
  categoryName: string;
  finalPrice: number;
  saleDate: Date;
  imageNames: string[];
  city: string | null;
  /** Read from the description's bibliographic record when the platform gives none (ADR 0045). */
  author?: string | null;
  publisher?: string | null;
  publicationPlace?: string | null;
};

/** The book text the search indexes: the description without tags, whitespace collapsed. */
export function descriptionTextOf(html: string): string {
  // `[^<>]*`, not `[^>]*`: a tag is looked for up to the next '<' only, so '<br<br<br…' without a '>'
  // costs a pass, not a pass per '<' (200 KB of it held the event loop for 15 s).
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/div)[^<>]*>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Lots arriving one by one (the sales pull): each stored once by its platform id, its category and seller
 * found or created by name. Every method takes the caller's transaction, so a lot is stored together with
 * the caller's own bookkeeping (its work queue) or not at all.
 */
export function createLotImport(db: DbOrTx) {
  async function categoryIdByName(name: string, tx: DbOrTx): Promise<number> {
    await tx.insert(categories).values({ name }).onConflictDoNothing({ target: categories.name });
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
    return row!.id;
  }

  async function sellerIdByName(name: string, tx: DbOrTx): Promise<number> {
    // The unique index is on lower(name): any conflict means the seller exists.
    await tx.insert(sellers).values({ name }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(sql`lower(${sellers.name}) = lower(${name})`);
    return row!.id;
  }

  return {
    /**
     * A book id for a lot about to be stored: its images go into the store under it before the lot's row
     * exists, so a lot is stored with its images or not at all (an id left unused leaves only files).
     */
    async reserveBookId(tx: DbOrTx = db): Promise<number> {
      const [row] = await rowsOf<{ id: string | number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('books', 'id')) as id`,
      );
      return Number(row!.id);
    },

    /**
     * Stores the lot (under the reserved id when given) unless its platform id is stored already; the
     * book's id and whether it is new.
     */
    async importLot(lot: ImportedLot, tx: DbOrTx = db, bookId?: number): Promise<{ bookId: number; created: boolean }> {
      const descriptionHtml = sanitizeDescription(lot.descriptionHtml);
      const [inserted] = await tx
        .insert(books)
        .values({
          ...(bookId === undefined ? {} : { id: bookId }),
          sourceLotId: lot.sourceLotId,
          title: lot.title,
          year: lot.year,
          type: lot.type,
          descriptionHtml,
          descriptionText: descriptionTextOf(descriptionHtml),
          sellerId: await sellerIdByName(lot.sellerName, tx),
          categoryId: await categoryIdByName(lot.categoryName, tx),
          finalPrice: lot.finalPrice,
          saleDate: lot.saleDate,
          imageNames: lot.imageNames,
          city: lot.city,
          author: lot.author ?? null,
          publisher: lot.publisher ?? null,
          publicationPlace: lot.publicationPlace ?? null,
        })
        .onConflictDoNothing({ target: books.sourceLotId })
        .returning({ id: books.id });
      if (inserted) return { bookId: inserted.id, created: true };
      const [existing] = await tx.select({ id: books.id }).from(books).where(eq(books.sourceLotId, lot.sourceLotId));
      return { bookId: existing!.id, created: false };
    },

    /** Which of these platform ids the archive holds. */
    async knownSourceIds(sourceLotIds: readonly number[], tx: DbOrTx = db): Promise<Set<number>> {
      if (sourceLotIds.length === 0) return new Set();
      const rows = await tx
        .select({ sourceLotId: books.sourceLotId })
        .from(books)
        .where(inArray(books.sourceLotId, [...sourceLotIds]));
      return new Set(rows.map((row) => row.sourceLotId));
    },

    /** Stored lots newest first (by id, which follows the sale order), after a cursor: the category check's batches. */
    stored: (limit: number, beforeBookId?: number, tx: DbOrTx = db) =>
      tx
        .select({ bookId: books.id, sourceLotId: books.sourceLotId, categoryName: categories.name })
        .from(books)
        .innerJoin(categories, eq(categories.id, books.categoryId))
        .where(beforeBookId === undefined ? undefined : lt(books.id, beforeBookId))
        .orderBy(desc(books.id))
        .limit(limit),

    /** Moves a stored lot to the category of that name (created when new); whether it moved. */
    async moveToCategory(bookId: number, categoryName: string, tx: DbOrTx = db): Promise<boolean> {
      const categoryId = await categoryIdByName(categoryName, tx);
      const moved = await tx
        .update(books)
        .set({ categoryId })
        .where(and(eq(books.id, bookId), sql`${books.categoryId} <> ${categoryId}`))
        .returning({ id: books.id });
      return moved.length > 0;
    },

    /** Sets the stored image names of a lot (after its images are in the store). */
    async setImageNames(bookId: number, imageNames: string[], tx: DbOrTx = db): Promise<void> {
      await tx.update(books).set({ imageNames }).where(eq(books.id, bookId));
    },
  };
}

export type LotImport = ReturnType<typeof createLotImport>;
