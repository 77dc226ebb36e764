import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The evaluation set of real antiquarian books (server/bench/data/README.md): bibliographic facts from
 * real title pages, descriptions written the way dealers write them. The search-quality bench feeds
 * them through the sales pull and asks for them the way collectors type.
 */
export type RealBook = {
  id: string;
  /** As printed on the title page (pre-1918 spelling where the book has it). */
  title: string;
  /** The same title in modern spelling. */
  modernTitle: string;
  /** "Фамилия И.О.", or null for anonymous and collective works. */
  author: string | null;
  authorFull: string | null;
  year: number | null;
  place: string | null;
  publisher: string | null;
  pages: string | null;
  category: string;
  description: string;
  /** Two to four words of the printed title, for the exact-phrase search; null when none fits. */
  phrase: string | null;
};

const file = path.resolve(import.meta.dirname, '../data/real-antiquarian-books.json');

export function loadRealBooks(): RealBook[] {
  return JSON.parse(readFileSync(file, 'utf8')) as RealBook[];
}
