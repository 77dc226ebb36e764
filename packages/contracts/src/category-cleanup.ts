import { z } from 'zod';
import { ID_MAX } from './billing.ts';
import type { MessageCode } from './messages.ts';

/** Placeholder names an importer gives to lots of an unknown source category. */
export const UNWANTED_CATEGORY_NAMES = ['unknown', 'interested'] as const;
/** The category table's page sizes; 50 only on wide screens. */
export const CATEGORY_PAGE_SIZES = [5, 10, 25] as const;
export const CATEGORY_PAGE_SIZES_WIDE = [5, 10, 25, 50] as const;
export const CATEGORY_PAGE_SIZE_DEFAULT = 10;
/** More names than this in one request is not cleanup but a mistake (the archive has a few hundred). */
export const CATEGORY_NAMES_MAX = 1000;
/** Longer than any category name an importer writes; longer input can match nothing. */
export const CATEGORY_NAME_MAX_LENGTH = 500;
/** How many categories one merge may fold into its target. */
export const MERGE_SOURCES_MAX = 100;

const categoryId = z.number('category_id_invalid').int('category_id_invalid').min(1, 'category_id_invalid');

/**
 * A category as the cleanup table shows it. A "book" is a folded title
 * (raritet_fold: case, 'ё', pre-reform letters), a "lot" one sale; see ADR 0018 for the definitions.
 */
export const CleanupCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Lots in the category. */
  booksCount: z.number().int(),
  /** Distinct folded titles among its lots. */
  uniqueBooksCount: z.number().int(),
  /** Of those titles, the ones no lot of any other category has: deleting the category loses them. */
  exclusiveBooksCount: z.number().int(),
  /** Named 'unknown' or 'interested' (folded). */
  isUnwanted: z.boolean(),
  /** Other categories whose folded name is the same: merge candidates. */
  hasDuplicates: z.boolean(),
  duplicateCount: z.number().int(),
  /** Those other categories' ids, to offer merging them (beyond the spec's fields). */
  duplicateIds: z.array(z.number().int()),
  createdDate: z.string(),
  /** The later of the category's own change and the newest lot it received. */
  lastUpdatedDate: z.string(),
});
export type CleanupCategory = z.infer<typeof CleanupCategory>;
export const CleanupCategoryList = z.array(CleanupCategory);

/**
 * A JSON array of category names (analyze, delete by names). Names are trimmed and blank ones dropped
 * by `cleanCategoryNames`; none left is the "enter at least one name" message. Schema messages are message codes, so the
 * route answers the specific one.
 */
export const CategoryNames = z
  .array(
    z.string('category_names_invalid').max(CATEGORY_NAME_MAX_LENGTH, 'category_name_too_long'),
    'category_names_invalid',
  )
  .max(CATEGORY_NAMES_MAX, 'category_names_too_many');
export type CategoryNames = z.infer<typeof CategoryNames>;

/** Trimmed, blank ones dropped, each once, in the order given. */
export function cleanCategoryNames(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))];
}

/** The names field is split on commas and each name trimmed. */
export function splitCategoryNames(text: string): string[] {
  return cleanCategoryNames(text.split(','));
}

/** The names field: the "enter at least one name" message when nothing is left after trimming, else the names. */
export const CategoryNamesFormValues = z.object({ names: z.string() }).transform((values, ctx): string[] => {
  const names = splitCategoryNames(values.names);
  const error: MessageCode | null =
    names.length === 0
      ? 'category_names_required'
      : names.length > CATEGORY_NAMES_MAX
        ? 'category_names_too_many'
        : names.some((name) => name.length > CATEGORY_NAME_MAX_LENGTH)
          ? 'category_name_too_long'
          : null;
  if (error === null) return names;
  ctx.addIssue({ code: 'custom', message: error, path: ['names'] });
  return z.NEVER;
});
export type CategoryNamesFormValues = z.input<typeof CategoryNamesFormValues>;

/** What a deletion would remove, counted as the deletion counts it. */
export const CategoryAnalysis = z.object({
  categoriesCount: z.number().int(),
  booksCount: z.number().int(),
  /** Users' favourites pointing at those lots: they go with the lots. */
  favoritesCount: z.number().int(),
  /** The categories found, by name (a typed name that matches none is simply not here). */
  categoryNames: z.array(z.string()),
});
export type CategoryAnalysis = z.infer<typeof CategoryAnalysis>;

/** What a deletion removed, in one transaction. */
export const CategoryDeletion = z.object({
  message: z.string(),
  deletedCategories: z.number().int(),
  deletedBooks: z.number().int(),
  removedFavorites: z.number().int(),
});
export type CategoryDeletion = z.infer<typeof CategoryDeletion>;

export const CategoryIdParams = z.object({
  id: z.coerce
    .number('category_id_invalid')
    .int('category_id_invalid')
    .min(1, 'category_id_invalid')
    .max(ID_MAX, 'category_id_invalid'),
});

/** Moves every lot of the sources into the target, then deletes the emptied sources. */
export const MergeCategoriesRequest = z.object({
  sourceIds: z
    .array(categoryId.max(ID_MAX, 'category_id_invalid'), 'category_merge_sources_required')
    .min(1, 'category_merge_sources_required')
    .max(MERGE_SOURCES_MAX, 'category_merge_too_many'),
  targetId: categoryId.max(ID_MAX, 'category_id_invalid'),
});
export type MergeCategoriesRequest = z.infer<typeof MergeCategoriesRequest>;

export const MergeCategoriesResponse = z.object({
  message: z.string(),
  movedBooks: z.number().int(),
  /** The sources deleted after their lots moved. */
  mergedCategories: z.number().int(),
});
export type MergeCategoriesResponse = z.infer<typeof MergeCategoriesResponse>;
