import publishers from './publishers.json' with { type: 'json' };

/**
 * Publishers and printers with the years they worked and what they printed. Names are in modern
 * spelling; lots printed before 1918 pass them through toPreReform, as the imprint read then.
 */

export type PublisherTag =
  'any' | 'lit' | 'kids' | 'mil' | 'sci' | 'art' | 'rel' | 'silver' | 'emigre' | 'local' | 'politics';

export type Publisher = {
  name: string;
  /** 'PETERSBURG' stands for СПб. / Пг. / Л. as the year requires. */
  city: string;
  from: number;
  to: number;
  tags: PublisherTag[];
  /** Multiplies the price: collectors pay for Academia, Marx's covers or Vita Nova. */
  prestige: number;
};

export const PETERSBURG = 'PETERSBURG';

/** The houses in publishers.json, in the order they are listed. */
export const PUBLISHERS: readonly Publisher[] = publishers.map((item) => ({
  ...item,
  tags: item.tags as PublisherTag[],
}));

const petersburg = (year: number) => (year < 1914 ? 'СПб.' : year < 1924 ? 'Пг.' : year < 1992 ? 'Л.' : 'СПб.');

/**
 * The city as imprints abbreviate it in the given year; `alternate` sends the Moscow-or-Leningrad
 * houses to their Leningrad branch.
 */
export function imprintCity(city: string, year: number, alternate = false): string {
  if (city === PETERSBURG) return petersburg(year);
  if (city === 'M_OR_P') return alternate ? petersburg(year) : 'М.';
  if (city === 'ACADEMIA') return year < 1933 ? 'Л.' : 'М.';
  return city;
}

/** Publishers that worked in the given year and print the given kind of book. */
export function publishersFor(year: number, tags: readonly PublisherTag[]): Publisher[] {
  return PUBLISHERS.filter(
    (item) => item.from <= year && year <= item.to && item.tags.some((tag) => tags.includes(tag)),
  );
}
