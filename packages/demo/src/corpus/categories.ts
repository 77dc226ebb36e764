import { EPHEMERA_CATEGORIES } from './categories-ephemera.ts';
import { LITERATURE_CATEGORIES } from './categories-literature.ts';
import { SUBJECT_CATEGORIES } from './categories-subjects.ts';
import { UNWANTED_CATEGORY_NAMES } from '@raritet/contracts/category-cleanup';
import type { CategoryDefinition } from './recipes.ts';

/**
 * Category names that real imports bring in and operators clean up (admin spec: category cleanup);
 * the demo archive has a few lots in each so that the cleanup has something to do.
 */
export { UNWANTED_CATEGORY_NAMES };

/**
 * Categories as a second importer spelt them: the same as one of ours but for case or 'ё'. Part of the
 * original's lots are filed under the duplicate, so the cleanup shows them as duplicates to merge.
 */
export const DUPLICATE_CATEGORIES = [
  { name: 'Книги в издательских переплетах', of: 'Книги в издательских переплётах' },
  { name: 'детские журналы', of: 'Детские журналы' },
] as const;

/** Every category with lots of its own, in the order they are inserted. */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  ...LITERATURE_CATEGORIES,
  ...SUBJECT_CATEGORIES,
  ...EPHEMERA_CATEGORIES,
];
