import type { BookRecord, CategoryRecord, SellerRecord } from '@raritet/contracts/transfers';
import { isValidImageName } from '../../integrations/image-store/image-store.ts';
import { lineText, storableText } from '../../lib/outside-text.ts';
import { recordOfLot } from '../books/service.ts';

/**
 * An imported package's records, normalised as the sales pull's lots are (lib/outside-text.ts, ADR 0039):
 * the package's schema already refuses NUL, lone surrogates and oversized fields (the line and field are
 * named); what it lets through, control characters, is removed here, whitespace and lengths kept as
 * written, so the package of an archive re-imported leaves it unchanged. Image names are checked as the
 * image store checks them: a name it would refuse (`../../../../etc/passwd`) is not imported, and the
 * lot's line is reported.
 */
const clean = (text: string) => storableText(text, text.length);
const cleanOrNull = (text: string | null) => (text === null ? null : clean(text));

export const importedCategory = (record: CategoryRecord): CategoryRecord => ({
  ...record,
  name: clean(record.name),
  description: cleanOrNull(record.description),
});

export const importedSeller = (record: SellerRecord): SellerRecord => ({ ...record, name: clean(record.name) });

/** Image names of a record that were not imported: how many, and the first (for the report). */
export type RefusedImages = { count: number; name: string };

/** The book as it is written, and the image names refused (undefined when none was). */
export function importedBook(record: BookRecord): { book: BookRecord; refused: RefusedImages | undefined } {
  const imageNames = record.imageNames.filter(isValidImageName);
  const refusedNames = record.imageNames.filter((name) => !isValidImageName(name));
  // A lot the old system stored without author, publisher or year gets them from its description's
  // opening record (ADR 0045); a value the package gives is kept as written.
  const read =
    record.author === null || record.publisher === null || record.year === null
      ? recordOfLot(record.descriptionHtml, record.title)
      : {};
  const book: BookRecord = {
    ...record,
    title: clean(record.title),
    author: cleanOrNull(record.author) ?? read.author ?? null,
    year: record.year ?? read.year ?? null,
    type: clean(record.type),
    descriptionHtml: clean(record.descriptionHtml),
    descriptionText: clean(record.descriptionText),
    sellerName: clean(record.sellerName),
    publisher: cleanOrNull(record.publisher) ?? read.publisher ?? null,
    language: clean(record.language),
    categoryName: clean(record.categoryName),
    city: cleanOrNull(record.city),
    imageNames,
  };
  const refused =
    refusedNames.length > 0
      ? // The name is shown in the admin's report: one line, bounded.
        { count: refusedNames.length, name: lineText(refusedNames[0]!, 100, true) }
      : undefined;
  return { book, refused };
}
