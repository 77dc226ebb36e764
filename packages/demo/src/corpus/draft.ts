import { toPreReform } from './orthography.ts';
import type { Random } from './random.ts';
import type { Years } from './recipes.ts';
import { fits, type Entry } from './vocabulary/entries.ts';

export type LotType =
  | 'Книга'
  | 'Журнал'
  | 'Газета'
  | 'Карта'
  | 'Гравюра'
  | 'Литография'
  | 'Открытка'
  | 'Фотография'
  | 'Автограф'
  | 'Плакат'
  | 'Документ';

/** What a maker decides about a lot before condition, price spread and the description are added. */
export type Draft = {
  type: LotType;
  title: string;
  author: string | null;
  year: number;
  /** 'СПб.: Типография А.С. Суворина' (city and house, as imprints print them). */
  publisher: string | null;
  language: string;
  /** The imprint line of the description: 'СПб.: Типографія А.С. Суворина, 1899'. */
  imprint: string;
  /** Format, pages, illustrations, technique, size. */
  physical: string[];
  /** What makes the copy notable (lifetime edition, autograph…), first in the description. */
  notes: string[];
  /** Optional sentences about the content. */
  about: string[];
  binding: string | null;
  /** Whether condition notes about a bound volume (spine, binding) make sense. */
  bound: boolean;
  /** Median price in roubles for such a lot, markers included. */
  price: number;
  /** Fame of the person behind it (1–3), for the picture's emphasis and the image count. */
  fame: number;
};

export type MakeContext = { random: Random; saleYear: number };

/** The last year a lot can come from: the category's, capped by the year it was sold in. */
export function lastYear(years: Years, saleYear: number): number {
  return Math.min(years[1], saleYear);
}

/** A year in [from, to], leaning to later ones (more survives from them). */
export function yearBetween(from: number, to: number, random: Random): number {
  if (to <= from) return from;
  return from + Math.floor((to - from + 1) * Math.pow(random.next(), 0.85));
}

/** Entries that can appear somewhere in [from, to]. */
export function overlapping(items: readonly Entry[], from: number, to: number): Entry[] {
  return items.filter((item) => item.from <= to && item.to >= from);
}

export function fitting(items: readonly Entry[], year: number): Entry[] {
  return items.filter((item) => fits(item, year));
}

/** Old spelling for what was printed before the reform (decree of 1917, in force from 1918). */
export function spelled(text: string, year: number): string {
  return year < 1918 ? toPreReform(text) : text;
}

/** 'А.С. Пушкин' → 'Пушкин А.С.' as catalogue entries start. */
export function surnameFirst(printed: string): string {
  const space = printed.lastIndexOf('. ');
  // Only plain 'А.С. Пушкин'-style names: two-author strings and names without initials stay as they are.
  if (space < 0 || printed.includes(',') || printed.includes(' и ')) return printed;
  const initials = printed.slice(0, space + 1);
  if (initials.length > 8 || initials.includes(' ')) return printed;
  return `${printed.slice(space + 2)} ${initials}`;
}

/** Page count in catalogue form: '[4], 312 с.' */
export function pages(random: Random, min: number, max: number): string {
  const count = random.int(min, max);
  const front = random.chance(0.35) ? `[${random.pick([2, 4, 6, 8])}], ` : '';
  const back = random.chance(0.2) ? `, [${random.pick([1, 2, 3, 4])}]` : '';
  return `${front}${count}${back} с.`;
}

export function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** A printed name ('И.П. Соколов', 'А.А. Ахматова') in the genitive or dative case. */
export function declined(name: string, grammaticalCase: 'genitive' | 'dative'): string {
  return name.replace(/(\S+)$/, (surname) => {
    if (/(ова|ева|ина|ая)$/.test(surname)) return surname.replace(/(а|ая)$/, 'ой');
    if (/(ий|ой)$/.test(surname)) return surname.slice(0, -2) + (grammaticalCase === 'genitive' ? 'ого' : 'ому');
    if (/[бвгджзклмнпрстфхцчшщ]$/.test(surname)) return surname + (grammaticalCase === 'genitive' ? 'а' : 'у');
    return surname;
  });
}
