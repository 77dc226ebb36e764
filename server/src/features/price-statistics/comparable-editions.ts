import { COMPARABLE_EDITIONS_MAX, type ComparableEdition } from '@raritet/contracts/price-statistics';

/**
 * The editions of a work among its other sales (ADR 0047): one edition is one year of
 * publication and one publisher, compared as the archive compares text (raritet_fold: case, 'ё', old
 * spelling) with punctuation and spacing ignored, so «Изданіе А.Ф. Маркса» and 'Издание А. Ф. Маркса'
 * are one. Grouped here rather than in SQL: a work has at most a few thousand sales (the author's lots
 * are read anyway), and a median of each group is a sort of a few numbers.
 */

/** One other sale of the work: its year, publisher as stored and folded, and final price. */
export type WorkSale = { year: number | null; publisher: string | null; publisherFolded: string; price: number };

/** The edition's key part of a folded publisher: letters and digits, single-spaced. */
export const publisherKey = (folded: string | null): string => (folded ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const keyOf = (year: number | null, folded: string | null) => `${year ?? ''}|${publisherKey(folded)}`;

/** The median as PostgreSQL's percentile_cont(0.5) gives it, rounded half up (as PriceStatistics). */
function median(sorted: readonly number[]): number {
  const middle = (sorted.length - 1) / 2;
  const [low, high] = [sorted[Math.floor(middle)]!, sorted[Math.ceil(middle)]!];
  return Math.floor(low + (high - low) * (middle - Math.floor(middle)) + 0.5);
}

/** The spelling most of the group's sales use (the first met among equals: the newest, as sales come). */
function commonest(spellings: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const spelling of spellings) counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  let best: string | null = null;
  for (const [spelling, count] of counts) if (best === null || count > counts.get(best)!) best = spelling;
  return best;
}

/**
 * The editions of `sales` (newest first), the book's own (`own`: its year and folded publisher) marked
 * and listed even without other sales; by year (oldest first, unknown last), then the most sold, then
 * the publisher. At most COMPARABLE_EDITIONS_MAX, the own edition kept; `total` counts them all.
 */
export function editionsOf(
  sales: readonly WorkSale[],
  own: { year: number | null; publisher: string | null; publisherFolded: string | null },
): { editions: ComparableEdition[]; total: number } {
  const groups = new Map<string, { year: number | null; prices: number[]; spellings: string[] }>();
  for (const sale of sales) {
    const key = keyOf(sale.year, sale.publisherFolded);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { year: sale.year, prices: [], spellings: [] }));
    group.prices.push(sale.price);
    const spelling = sale.publisher?.trim().replace(/\s+/g, ' ');
    if (spelling) group.spellings.push(spelling);
  }
  const ownKey = keyOf(own.year, own.publisherFolded);
  const ownSpelling = own.publisher?.trim().replace(/\s+/g, ' ') || null;
  if (!groups.has(ownKey))
    groups.set(ownKey, { year: own.year, prices: [], spellings: ownSpelling ? [ownSpelling] : [] });
  const all: ComparableEdition[] = [...groups].map(([key, group]) => {
    const prices = group.prices.sort((a, b) => a - b);
    return {
      year: group.year,
      // The book's own edition is named as the book names it, the others as most of their sales do.
      publisher: key === ownKey && ownSpelling ? ownSpelling : commonest(group.spellings),
      count: prices.length,
      median: prices.length ? median(prices) : null,
      min: prices.length ? prices[0]! : null,
      max: prices.length ? prices.at(-1)! : null,
      own: key === ownKey,
    };
  });
  all.sort(
    (a, b) =>
      (a.year ?? Infinity) - (b.year ?? Infinity) ||
      b.count - a.count ||
      (a.publisher ?? '\uffff').localeCompare(b.publisher ?? '\uffff', 'ru'),
  );
  if (all.length <= COMPARABLE_EDITIONS_MAX) return { editions: all, total: all.length };
  // The most sold editions, the own one among them, shown in the same order.
  const kept = new Set(
    [...all].sort((a, b) => Number(b.own) - Number(a.own) || b.count - a.count).slice(0, COMPARABLE_EDITIONS_MAX),
  );
  return { editions: all.filter((edition) => kept.has(edition)), total: all.length };
}
