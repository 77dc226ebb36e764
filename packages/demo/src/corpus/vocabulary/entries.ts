/**
 * Vocabulary lines carry their own limits in a compact form, so lists stay readable:
 * 'Курс русской истории|В.О. Ключевский@1904-1925' — text, optional author, the years it can appear in
 * ('@1930' from 1930 on, '@-1917' up to 1917).
 */
export type Entry = { text: string; author: string | undefined; from: number; to: number };

const EARLIEST = 1500;
const LATEST = 2100;

export function entry(line: string): Entry {
  const [body, years] = line.split('@') as [string, string | undefined];
  const [text, author] = body.split('|') as [string, string | undefined];
  let from = EARLIEST;
  let to = LATEST;
  if (years !== undefined) {
    const [start, end] = years.split('-');
    if (start) from = Number(start);
    if (end !== undefined) to = end ? Number(end) : LATEST;
    else to = LATEST;
  }
  return { text: text.trim(), author: author?.trim() || undefined, from, to };
}

export function entries(lines: readonly string[]): Entry[] {
  return lines.map(entry);
}

/** Each named list of lines as entries ({ early: [...], soviet: [...] } from a data file). */
export function entriesOf<K extends string>(groups: Record<K, readonly string[]>): Record<K, Entry[]> {
  return Object.fromEntries(
    Object.entries<readonly string[]>(groups).map(([name, lines]) => [name, entries(lines)]),
  ) as Record<K, Entry[]>;
}

export function fits(item: Entry, year: number): boolean {
  return item.from <= year && year <= item.to;
}
