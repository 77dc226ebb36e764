import {
  cleanCategoryNames,
  type CategoryAnalysis,
  type CategoryDeletion,
  type CleanupCategory,
  type MergeCategoriesRequest,
  type MergeCategoriesResponse,
} from '@raritet/contracts/category-cleanup';
import { formatMessage, type Language } from '@raritet/contracts/messages';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { BooksService, CategorySelection, CategoryStatsRow } from '../books/service.ts';
import type { MemberService } from '../member/service.ts';

export type CategoryCleanupServiceOptions = {
  database: Database;
  /** The categories and lots are the catalogue's. */
  books: Pick<BooksService, 'categoryAdmin'>;
  /** Users' favourites of the lots are the member area's: they are removed through it, counted first. */
  member: { favorites: Pick<MemberService['favorites'], 'countForBooks' | 'removeForBooks'> };
};

const toDto = (row: CategoryStatsRow): CleanupCategory => ({
  id: row.id,
  name: row.name,
  booksCount: row.booksCount,
  uniqueBooksCount: row.uniqueBooksCount,
  exclusiveBooksCount: row.exclusiveBooksCount,
  isUnwanted: row.isUnwanted,
  hasDuplicates: row.duplicateCount > 0,
  duplicateCount: row.duplicateCount,
  duplicateIds: row.duplicateIds,
  createdDate: row.createdDate.toISOString(),
  lastUpdatedDate: row.lastUpdatedDate.toISOString(),
});

/** Russian order whatever the database's collation (PGlite and a PostgreSQL server differ). */
const byName = new Intl.Collator('ru');

/** Names as typed: trimmed, blank ones dropped; none left is the "enter at least one name" message. */
function namesSelection(names: readonly string[]): CategorySelection {
  const cleaned = cleanCategoryNames(names);
  if (cleaned.length === 0) throw badRequest('category_names_required');
  return { names: cleaned };
}

/**
 * The admin panel's category cleanup (ADR 0018). Deleting a category
 * deletes its lots and every user's favourites of them, in one transaction that first locks what it
 * removes, so the answer counts exactly what went and the analysis counts the same way. Merging moves
 * the lots into another category instead and deletes the emptied ones: nothing leaves the archive.
 */
export function createCategoryCleanupService({ database, books, member }: CategoryCleanupServiceOptions) {
  const categories = books.categoryAdmin;
  const { favorites } = member;

  async function analyze(selection: CategorySelection): Promise<CategoryAnalysis> {
    return database.db.transaction(async (tx) => {
      const found = await categories.find(selection, {}, tx);
      const lotIds = await categories.lotIds(
        found.map((category) => category.id),
        {},
        tx,
      );
      return {
        categoriesCount: found.length,
        booksCount: lotIds.length,
        favoritesCount: await favorites.countForBooks(lotIds, tx),
        categoryNames: found.map((category) => category.name).sort(byName.compare),
      };
    });
  }

  async function remove(selection: CategorySelection, lang: Language): Promise<CategoryDeletion> {
    const counts = await database.db.transaction(async (tx) => {
      // Locked first: a lot or a favourite added meanwhile waits, then fails its foreign key.
      const found = await categories.find(selection, { lock: true }, tx);
      if ('ids' in selection && found.length === 0) throw notFound('category_not_found');
      const ids = found.map((category) => category.id);
      const lotIds = await categories.lotIds(ids, { lock: true }, tx);
      const removedFavorites = await favorites.removeForBooks(lotIds, tx);
      const { deletedBooks, deletedCategories } = await categories.deleteWithLots(ids, tx);
      return { deletedCategories, deletedBooks, removedFavorites };
    });
    if (counts.deletedCategories > 0) categories.changed();
    return {
      message: formatMessage('categories_deleted', lang, {
        categories: counts.deletedCategories,
        books: counts.deletedBooks,
        favorites: counts.removedFavorites,
      }),
      ...counts,
    };
  }

  return {
    /** `GET /CategoryCleanup/categories`: every category with its counts, by name. */
    list: async (): Promise<CleanupCategory[]> =>
      [...(await categories.stats())].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id).map(toDto),

    /** `POST /CategoryCleanup/analyze`: what deleting the categories with these exact names would remove. */
    analyzeNames: (names: readonly string[]) => analyze(namesSelection(names)),

    /** `GET /CategoryCleanup/analyze-unwanted`: the same for the placeholder categories. */
    analyzeUnwanted: () => analyze({ unwanted: true }),

    /** `DELETE /CategoryCleanup/byNames`: names that match no category are skipped. */
    deleteByNames: (names: readonly string[], lang: Language) => remove(namesSelection(names), lang),

    /** `DELETE /CategoryCleanup/unwanted`. */
    deleteUnwanted: (lang: Language) => remove({ unwanted: true }, lang),

    /** `DELETE /CategoryCleanup/{id}`: 404 for an unknown id. */
    deleteById: (id: number, lang: Language) => remove({ ids: [id] }, lang),

    /**
     * `POST /CategoryCleanup/merge`: moves the sources' lots to the target and deletes the emptied
     * sources, in one transaction. Favourites stay: they point at lots, which keep their ids.
     */
    async merge({ sourceIds, targetId }: MergeCategoriesRequest, lang: Language): Promise<MergeCategoriesResponse> {
      const sources = [...new Set(sourceIds)];
      if (sources.includes(targetId)) throw badRequest('category_merge_target_in_sources');
      const outcome = await database.db.transaction(async (tx) => {
        const found = await categories.find({ ids: [targetId, ...sources] }, { lock: true }, tx);
        const target = found.find((category) => category.id === targetId);
        if (!target || found.length !== sources.length + 1) throw notFound('category_not_found');
        const movedBooks = await categories.moveLots(sources, targetId, tx);
        const { deletedCategories } = await categories.deleteWithLots(sources, tx);
        return { target: target.name, movedBooks, mergedCategories: deletedCategories };
      });
      categories.changed();
      return {
        message: formatMessage('categories_merged', lang, {
          target: outcome.target,
          books: outcome.movedBooks,
          categories: outcome.mergedCategories,
        }),
        movedBooks: outcome.movedBooks,
        mergedCategories: outcome.mergedCategories,
      };
    },
  };
}

export type CategoryCleanupService = ReturnType<typeof createCategoryCleanupService>;
