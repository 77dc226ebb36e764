import data from './authors.json' with { type: 'json' };

/**
 * Writers whose books fill the literature categories (authors.json): names as title pages print them,
 * life years (for lifetime editions and autographs; 9999 while alive) and works as [title, year of the
 * first edition].
 */

export type AuthorGroup =
  | 'classic19'
  | 'poetry19'
  | 'silver'
  | 'soviet'
  | 'sovietPoetry'
  | 'scifi'
  | 'childrenPre'
  | 'childrenSoviet'
  | 'foreign'
  | 'emigre'
  | 'samizdat'
  | 'modern';

export type Work = { title: string; year: number };

export type Author = {
  surname: string;
  initials: string;
  /** The full printed name in the genitive ('А.С. Пушкина'), for autographs and 'Сочинения …'. */
  genitive: string;
  born: number;
  /** 9999 while alive. */
  died: number;
  /** 1 known, 2 classic, 3 the very first rank: multiplies prices of lifetime editions and autographs. */
  fame: 1 | 2 | 3;
  group: AuthorGroup;
  works: Work[];
};

export const AUTHORS: readonly Author[] = data.map((item) => ({
  ...item,
  fame: item.fame as Author['fame'],
  group: item.group as AuthorGroup,
  works: item.works.map(([title, year]) => ({ title: String(title), year: Number(year) })),
}));

const byGroups = new Map<string, Author[]>();

export function authorsOf(...groups: AuthorGroup[]): Author[] {
  const key = groups.join(',');
  let found = byGroups.get(key);
  if (!found) {
    found = AUTHORS.filter((item) => groups.includes(item.group));
    byGroups.set(key, found);
  }
  return found;
}

/** The name as printed under a title: 'А.С. Пушкин'. */
export function printedName(item: Author): string {
  return `${item.initials} ${item.surname}`;
}
