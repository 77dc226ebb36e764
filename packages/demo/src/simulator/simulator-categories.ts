import { CATEGORY_DEFINITIONS } from '../corpus/categories.ts';

/**
 * The simulator's categories: the platform's watched book categories 13870–13876 (the sales pull's
 * default), each named after one of the demo corpus's categories, so lots the pull brings in join
 * categories the demo archive already has. The seven are among the corpus's busiest book categories,
 * so picking the corpus's lots that fall in them wastes few draws.
 */
export type SimulatorCategory = { id: number; name: string; parentId: number | null; level: number };

/** The parent of the seven, as the platform nests categories (not watched itself). */
export const ROOT_CATEGORY: SimulatorCategory = {
  id: 13869,
  name: 'Антикварные книги',
  parentId: null,
  level: 1,
};

const WATCHED: ReadonlyArray<[number, string]> = [
  [13870, 'Русская классика XIX века'],
  [13871, 'Поэзия Серебряного века'],
  [13872, 'Детская книга СССР'],
  [13873, 'История России: до 1917 года'],
  [13874, 'Военное дело: до 1917 года'],
  [13875, 'Прижизненные издания'],
  [13876, 'Русская классика в советских изданиях'],
];

export const WATCHED_CATEGORIES: readonly SimulatorCategory[] = WATCHED.map(([id, name]) => ({
  id,
  name,
  parentId: ROOT_CATEGORY.id,
  level: 2,
}));

/**
 * A category id the platform's lists never name: a few lots carry it (or no category at all), so the
 * importer's 'unknown' placeholder is exercised.
 */
export const UNLISTED_CATEGORY_ID = 13899;

/** The corpus's category index → the platform category its lots are listed in. */
export const PLATFORM_CATEGORY_BY_CORPUS_INDEX: ReadonlyMap<number, number> = new Map(
  WATCHED.map(([id, name]) => {
    const index = CATEGORY_DEFINITIONS.findIndex((definition) => definition.name === name);
    if (index < 0) throw new Error(`the demo corpus has no category named ${name}`);
    return [index, id];
  }),
);

export const isWatchedCategory = (id: number): boolean => WATCHED_CATEGORIES.some((category) => category.id === id);
