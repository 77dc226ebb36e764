/**
 * The year a lot's book was published, read from its description, then its title, with the old
 * system's heuristic (sales-source.md): ranges ('1900–1917') and bounds ('до 1917', 'от 1905') say
 * nothing about this copy and are removed first; then the first 'в 1899' or '1899 г.' / '1899г' wins;
 * otherwise the first number from 1500 to the current year. Undefined when nothing fits.
 */
const FIRST_YEAR = 1500;

const RANGE = /\b(1[5-9]\d\d|20\d\d)\s*(?:[-–—]|\bпо\b)\s*(1[5-9]\d\d|20\d\d)\b/giu;
const BOUND = /(?<![\p{L}])(?:до|от|после|с)\s+(1[5-9]\d\d|20\d\d)\b/giu;
const MARKED =
  /(?<![\p{L}])в\s+(1[5-9]\d\d|20\d\d)\b(?!\s*[-–—]?\s*х)|\b(1[5-9]\d\d|20\d\d)\s*г(?:\.|од|\b|(?=\p{L})|$)/giu;
const ANY = /(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/gu;

function yearIn(text: string, lastYear: number): number | undefined {
  const cleaned = text.replace(RANGE, ' ').replace(BOUND, ' ');
  const fits = (value: string | undefined) => {
    const year = Number(value);
    return value !== undefined && year >= FIRST_YEAR && year <= lastYear ? year : undefined;
  };
  for (const match of cleaned.matchAll(MARKED)) {
    const year = fits(match[1] ?? match[2]);
    if (year !== undefined) return year;
  }
  for (const match of cleaned.matchAll(ANY)) {
    const year = fits(match[1]);
    if (year !== undefined) return year;
  }
  return undefined;
}

export function publicationYear(description: string, title: string, now: Date = new Date()): number | undefined {
  const lastYear = now.getUTCFullYear();
  return yearIn(description, lastYear) ?? yearIn(title, lastYear);
}
