import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import { apiGet, insertCategory, insertLots, queryString } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';

// The title search's typo fallback covers the author as its word forms do (migration 0007,
// books_title_author_trgm_idx): a one-letter slip in a name finds the lots when nothing matches exactly.
let t: TestApp;
let token: string;
let prose: number;

beforeAll(async () => {
  t = await createTestApp();
  const lot = { seller: 'Букинист', category: 'Русская проза', price: 1000 };
  await insertLots(t.database, [
    { ...lot, title: 'Война и мир', author: 'Толстой Л.Н.', date: '2020-03-01T12:00:00Z' },
    { ...lot, title: 'Анна Каренина', author: 'Толстой Л.Н.', date: '2021-03-01T12:00:00Z' },
    { ...lot, title: 'Евгений Онегин', author: 'Пушкинъ А.С.', date: '2019-03-01T12:00:00Z' },
    { ...lot, title: 'Мёртвые души', author: 'Гоголь Н.В.', date: '2018-03-01T12:00:00Z' },
    { ...lot, title: 'Чертёж крепости', author: null, category: 'Карты', date: '2017-03-01T12:00:00Z' },
  ]);
  prose = await insertCategory(t.database, 'Русская проза');
  token = (await createAdmin(t.app, t.services)).token;
});
afterAll(() => t.close());

async function titles(title: string, extra: Record<string, string | number | boolean | number[]> = {}) {
  const { status, body } = await apiGet<SearchResponse>(
    t,
    `/books/searchByTitle${queryString({ title, ...extra })}`,
    token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.items.map((item) => item.title);
}

describe('title search: a typo in the author', () => {
  it("'Толстй' finds Tolstoy's lots, newest first", async () => {
    expect(await titles('Толстй')).toEqual(['Анна Каренина', 'Война и мир']);
  });

  it("'Пушкен' finds the lot of 'Пушкинъ' (old spelling and a wrong letter)", async () => {
    expect(await titles('Пушкен')).toEqual(['Евгений Онегин']);
  });

  it('title words with a mistyped author', async () => {
    expect(await titles('Война и мир Толстй')).toEqual(['Война и мир']);
  });

  it('is not used when the name is spelt right, and keeps the category filter', async () => {
    expect(await titles('Толстой')).toEqual(['Анна Каренина', 'Война и мир']);
    expect(await titles('Толстй', { categoryIds: [prose] })).toEqual(['Анна Каренина', 'Война и мир']);
    const maps = await insertCategory(t.database, 'Карты');
    expect(await titles('Толстй', { categoryIds: [maps] })).toEqual([]);
  });

  it('a lot without an author is still found by a typo in its title', async () => {
    expect(await titles('Чертж крепости')).toEqual(['Чертёж крепости']);
  });
});
