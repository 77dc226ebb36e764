// Issue 27's measure of the bibliographic-record reader (ADR 0045): per field, precision (of the values it
// found, how many are right) and recall (of the set's known values, how many it found right) over the real
// books' descriptions. `npx tsx server/bench/real-books/record-accuracy.ts` (RECORD_MISSES=1 lists the misses).
// Year and author count what the pull stores: the record's year, else publicationYear's; the record's
// author, else the title's (authorOfTitle).
import { modernSpelling, standardPlace } from '../../src/features/books/bibliographic-names.ts';
import { authorOfTitle, readBibliographicRecord } from '../../src/features/books/bibliographic-record.ts';
import { publicationYear } from '../../src/features/book-update/publication-year.ts';
import { loadRealBooks, type RealBook } from './books.ts';

const fold = (text: string) =>
  modernSpelling(text)
    .toLowerCase()
    .replace(/[«»"„“”]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
const surnames = (author: string) =>
  author
    .split(/\s*,\s*(?=\p{Lu})/u)
    // The surname: the word that is not an initial ("Пушкин А.С." and "А.С. Пушкин" alike).
    .map(
      (one) =>
        fold(one)
          .split(/[\s,]+/u)
          .find((word) => !word.includes('.')) ?? '',
    )
    .join('|');
/** Words that say what kind of firm it is, not which: the comparison is on the rest. */
const GENERIC =
  /^(тип|типография|изд|издание|издательство|книгоиздательство|изд-во|т-во|т-ва|товарищество|товарищества|в|и|журн|журнала)$/u;
const distinctive = (publisher: string) =>
  fold(publisher)
    .split(/[\s.,]+/u)
    .filter((word) => word.length >= 3 && !GENERIC.test(word))
    .map((word) => word.slice(0, 6));
/** An abbreviation ("гос.", "унив.", "имп.") is the same word as the one it shortens. */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);
/** Same publisher: every distinctive word of the shorter name is in the other (abbreviations allowed). */
function samePublisher(found: string, truth: string): boolean {
  const [a, b] = [distinctive(found), distinctive(truth)];
  if (a.length === 0 || b.length === 0) return sameWord(fold(found).slice(0, 5), fold(truth).slice(0, 5));
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.every((word) => long.some((other) => sameWord(word, other)));
}
const samePlace = (found: string, truth: string) =>
  found
    .split(/\s*;\s*/u)
    .map(standardPlace)
    .join('; ') ===
  truth
    .split(/\s*;\s*/u)
    .map(standardPlace)
    .join('; ');

type Field = 'author' | 'place' | 'publisher' | 'year';
const judges: Record<Field, (found: string, truth: string) => boolean> = {
  author: (found, truth) => surnames(found) === surnames(truth),
  place: samePlace,
  publisher: samePublisher,
  year: (found, truth) => found === truth,
};

const books: RealBook[] = loadRealBooks();
const misses = process.env.RECORD_MISSES === '1';
console.log(`bibliographic record: ${books.length} real descriptions`);
console.log(
  `  ${'field'.padEnd(10)} ${'found'.padStart(5)} ${'right'.padStart(5)} ${'known'.padStart(5)}  precision  recall`,
);
for (const field of ['author', 'place', 'publisher', 'year'] as Field[]) {
  let found = 0;
  let right = 0;
  let known = 0;
  const wrong: string[] = [];
  for (const book of books) {
    const read = readBibliographicRecord(book.description);
    // The year as the sales pull stores it: the record's, else the first year the description names.
    // The author as the pull stores it: the description's, else the title's.
    const value =
      field === 'year'
        ? (read.year ?? publicationYear(book.description, book.title))
        : field === 'author'
          ? (read.author ?? authorOfTitle(book.title))
          : read[field];
    const truth = book[field];
    if (truth !== null) known += 1;
    if (value === undefined) {
      if (truth !== null && misses) wrong.push(`  missed ${book.id} ${truth}: ${book.description.slice(0, 110)}`);
      continue;
    }
    found += 1;
    if (truth !== null && judges[field](String(value), String(truth))) right += 1;
    else if (misses) wrong.push(`  WRONG  ${book.id} «${value}» ≠ ${truth}: ${book.description.slice(0, 110)}`);
  }
  const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '–');
  console.log(
    `  ${field.padEnd(10)} ${String(found).padStart(5)} ${String(right).padStart(5)} ${String(known).padStart(5)}  ${pct(right, found).padStart(9)}  ${pct(right, known).padStart(6)}`,
  );
  for (const line of wrong) console.log(line);
}
