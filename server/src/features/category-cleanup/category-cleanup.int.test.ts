import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CategoryAnalysis,
  CategoryDeletion,
  CleanupCategory,
  MergeCategoriesResponse,
} from '@raritet/contracts/category-cleanup';
import type { Category } from '@raritet/contracts/archive';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  archiveCounts,
  categoryIdByName,
  cleanupCall,
  seedCleanupArchive,
} from '../../../test/category-cleanup-factories.ts';
import { favoriteRows } from '../../../test/member-factories.ts';

/**
 * The counts, the analysis and what deletion and merge do, on the crafted archive of
 * seedCleanupArchive. The tests run in order on one database: each later one starts from what the
 * earlier ones left (noted where it matters).
 */
let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedCleanupArchive>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedCleanupArchive(t);
  token = seeded.admin.token;
});
afterAll(() => t.close());

const asAdmin = <T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, lang = 'ru') =>
  cleanupCall<T>(t, method, url, { token, body, lang });

async function listed(): Promise<Map<string, CleanupCategory>> {
  const { status, body } = await asAdmin<CleanupCategory[]>('GET', '/categories');
  expect(status).toBe(200);
  return new Map(body.map((category) => [category.name, category]));
}

async function publicCategories(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
  return (response.json() as Category[]).map((category) => `${category.name}:${category.bookCount}`);
}

/** Fails every deletion of a category until dropped: a failure after lots and favourites are gone. */
async function withFailingCategoryDelete(work: () => Promise<void>) {
  await t.database.exec(`
    create function test_fail_category_delete() returns trigger language plpgsql
      as $$ begin raise exception 'injected failure'; end $$;
    create trigger test_fail_category_delete before delete on categories
      for each row execute function test_fail_category_delete();`);
  try {
    await work();
  } finally {
    await t.database.exec(`drop trigger test_fail_category_delete on categories;
      drop function test_fail_category_delete();`);
  }
}

const counts = (c: CleanupCategory) => [c.booksCount, c.uniqueBooksCount, c.exclusiveBooksCount, c.duplicateCount];

describe('the category list', () => {
  it('counts lots, folded titles, titles no other category has, and folded-name duplicates', async () => {
    const categories = await listed();
    // Russian order (Cyrillic before Latin), whatever the database's collation.
    expect([...categories.keys()]).toEqual([
      'карты',
      'Карты',
      'Пустая',
      'ученые записки',
      'Учёные записки',
      'Interested',
      'unknown',
    ]);
    expect(counts(categories.get('Карты')!)).toEqual([4, 3, 1, 1]);
    expect(counts(categories.get('карты')!)).toEqual([2, 2, 1, 1]);
    expect(counts(categories.get('unknown')!)).toEqual([2, 2, 1, 0]);
    expect(counts(categories.get('Interested')!)).toEqual([1, 1, 1, 0]);
    expect(counts(categories.get('Учёные записки')!)).toEqual([1, 1, 1, 1]);
    expect(counts(categories.get('ученые записки')!)).toEqual([0, 0, 0, 1]);
    expect(counts(categories.get('Пустая')!)).toEqual([0, 0, 0, 0]);
    expect(categories.get('Карты')!.duplicateIds).toEqual([categories.get('карты')!.id]);
    expect(categories.get('Пустая')!.duplicateIds).toEqual([]);
    const flags = [...categories.values()].map((c) => [c.name, c.isUnwanted, c.hasDuplicates]);
    expect(flags.filter(([, unwanted]) => unwanted).map(([name]) => name)).toEqual(['Interested', 'unknown']);
    expect(flags.filter(([, , duplicated]) => duplicated).map(([name]) => name)).toEqual([
      'карты',
      'Карты',
      'ученые записки',
      'Учёные записки',
    ]);
  });

  it('dates each category by its creation and by the newest lot it received', async () => {
    const empty = (await listed()).get('Пустая')!;
    expect(Date.parse(empty.createdDate)).toBeGreaterThan(Date.now() - 600_000);
    expect(empty.lastUpdatedDate).toBe(empty.createdDate);
    const maps = (await listed()).get('Карты')!;
    expect(Date.parse(maps.lastUpdatedDate)).toBeGreaterThanOrEqual(Date.parse(maps.createdDate));
  });
});

describe('analysis', () => {
  it('counts what deleting these exact names would remove, favourites of every user included', async () => {
    const { status, body } = await asAdmin<CategoryAnalysis>('POST', '/analyze', [
      ' unknown ',
      'unknown',
      'Interested',
      'нет такой',
      '',
      'UNKNOWN',
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({
      categoriesCount: 2,
      booksCount: 3,
      favoritesCount: 4,
      categoryNames: ['Interested', 'unknown'],
    });
    const maps = await asAdmin<CategoryAnalysis>('POST', '/analyze', ['Карты']);
    expect(maps.body).toEqual({ categoriesCount: 1, booksCount: 4, favoritesCount: 1, categoryNames: ['Карты'] });
  });

  it("finds the placeholders 'unknown' and 'interested' in any case", async () => {
    const { status, body } = await asAdmin<CategoryAnalysis>('GET', '/analyze-unwanted');
    expect(status).toBe(200);
    expect(body).toEqual({
      categoriesCount: 2,
      booksCount: 3,
      favoritesCount: 4,
      categoryNames: ['Interested', 'unknown'],
    });
  });
});

describe('atomicity: a failure in the middle leaves everything as it was', () => {
  it('deletion: lots and favourites deleted before the failing category delete come back', async () => {
    const before = await archiveCounts(t);
    const listBefore = await listed();
    await withFailingCategoryDelete(async () => {
      const unwanted = await asAdmin('DELETE', '/unwanted');
      expect(unwanted.status).toBe(500);
      const byName = await asAdmin('DELETE', '/byNames', ['Карты']);
      expect(byName.status).toBe(500);
    });
    expect(await archiveCounts(t)).toEqual(before);
    expect(await listed()).toEqual(listBefore);
    expect(await favoriteRows(t, seeded.other.user.id)).toHaveLength(4);
  });

  it('merge: lots moved before the failing delete of the source are back in it', async () => {
    const before = await archiveCounts(t);
    const [source, target] = [await categoryIdByName(t, 'карты'), await categoryIdByName(t, 'Карты')];
    await withFailingCategoryDelete(async () => {
      const merge = await asAdmin('POST', '/merge', { sourceIds: [source], targetId: target });
      expect(merge.status).toBe(500);
    });
    expect(await archiveCounts(t)).toEqual(before);
    expect(counts((await listed()).get('карты')!)).toEqual([2, 2, 1, 1]);
  });
});

describe('deletion', () => {
  it('deletes the unwanted categories with their lots and favourites, exactly as analysed', async () => {
    expect(await publicCategories()).toContain('unknown:2'); // the public list is cached now
    const analysis = (await asAdmin<CategoryAnalysis>('GET', '/analyze-unwanted')).body;
    const before = await archiveCounts(t);
    const { status, body } = await asAdmin<CategoryDeletion>('DELETE', '/unwanted');
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Удалено категорий: 2, лотов: 3, записей в избранном: 4.',
      deletedCategories: analysis.categoriesCount,
      deletedBooks: analysis.booksCount,
      removedFavorites: analysis.favoritesCount,
    });
    expect(await archiveCounts(t)).toEqual({
      categories: before.categories - 2,
      books: before.books - 3,
      favorites: before.favorites - 4,
    });
    // The reader keeps the favourites of lots in other categories.
    expect((await favoriteRows(t, seeded.reader.user.id)).map((row) => row.book_id)).toEqual([
      seeded.lots.atlas,
      seeded.lots.moscowLower,
    ]);
    const publicList = await publicCategories();
    expect(publicList.some((entry) => entry.startsWith('unknown:') || entry.startsWith('Interested:'))).toBe(false);
    // Nothing unwanted is left: a second run removes nothing.
    const again = await asAdmin<CategoryDeletion>('DELETE', '/unwanted', undefined, 'en');
    expect(again.body).toEqual({
      message: 'Deleted categories: 0, lots: 0, favourites: 0.',
      deletedCategories: 0,
      deletedBooks: 0,
      removedFavorites: 0,
    });
  });

  it('deletes by exact names (unknown names are skipped) and one category by id', async () => {
    const byNames = await asAdmin<CategoryDeletion>('DELETE', '/byNames', ['Пустая', 'нет такой']);
    expect(byNames.body).toMatchObject({ deletedCategories: 1, deletedBooks: 0, removedFavorites: 0 });
    const id = (await categoryIdByName(t, 'Учёные записки'))!;
    const byId = await asAdmin<CategoryDeletion>('DELETE', `/${id}`);
    expect(byId.body).toMatchObject({ deletedCategories: 1, deletedBooks: 1, removedFavorites: 0 });
    expect(await categoryIdByName(t, 'Учёные записки')).toBeUndefined();
    expect((await asAdmin('DELETE', `/${id}`)).status).toBe(404);
  });
});

describe('merge', () => {
  it('moves the lots into the target, deletes the emptied source and keeps every favourite', async () => {
    const before = await archiveCounts(t);
    const [source, target] = [(await categoryIdByName(t, 'карты'))!, (await categoryIdByName(t, 'Карты'))!];
    const { status, body } = await asAdmin<MergeCategoriesResponse>('POST', '/merge', {
      sourceIds: [source, source],
      targetId: target,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      message: 'Лотов перенесено в категорию «Карты»: 2. Удалено опустевших категорий: 1.',
      movedBooks: 2,
      mergedCategories: 1,
    });
    expect(await archiveCounts(t)).toEqual({ ...before, categories: before.categories - 1 });
    const maps = (await listed()).get('Карты')!;
    expect(counts(maps)).toEqual([6, 4, 4, 0]);
    expect(maps.hasDuplicates).toBe(false);
    expect(await publicCategories()).toContain('Карты:6');
  });
});
