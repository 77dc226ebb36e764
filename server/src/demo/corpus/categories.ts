import { EPHEMERA_CATEGORIES } from './categories-ephemera.ts';
import { LITERATURE_CATEGORIES } from './categories-literature.ts';
import { SUBJECT_CATEGORIES } from './categories-subjects.ts';
import type { CategoryDefinition } from './recipes.ts';

/**
 * Category names that real imports bring in and operators clean up (admin spec: category cleanup);
 * the demo archive has a few lots in each so that the cleanup has something to do.
 */
export const UNWANTED_CATEGORY_NAMES = ['unknown', 'interested'] as const;

/** Every category with lots of its own, in the order they are inserted. */
export const CATEGORY_DEFINITIONS: readonly CategoryDefinition[] = [
  ...LITERATURE_CATEGORIES,
  ...SUBJECT_CATEGORIES,
  ...EPHEMERA_CATEGORIES,
];
