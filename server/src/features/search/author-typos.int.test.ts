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
    { ...lot, title: 'История государства Российского', author: 'Карамзин Н.М.', date: '2018-03-01T12:00:00Z' },
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
  it("a wrong letter no word form rescues: 'Карамзн' finds the lot by its author alone", async () => {
    expect(await titles('Карамзн')).toEqual(['История государства Российского']);
  });

  it("'Пушкен А.С.' finds the lot of 'Пушкинъ А.С.' (similarity 0.57, under pg_trgm's default 0.6)", async () => {
    expect(await titles('Пушкен А.С.')).toEqual(['Евгений Онегин']);
  });

  it('a title word with a mistyped author', async () => {
    expect(await titles('Пушкен Онегин')).toEqual(['Евгений Онегин']);
  });

  it("'Толстй' or 'Пушкен' as the last word already match: their stems start the right names", async () => {
    expect(await titles('Толстй')).toEqual(['Анна Каренина', 'Война и мир']);
    expect(await titles('Пушкен')).toEqual(['Евгений Онегин']);
  });

  it('is not used when the name is spelt right, and keeps the category filter', async () => {
    expect(await titles('Карамзин')).toEqual(['История государства Российского']);
    expect(await titles('Карамзн', { categoryIds: [prose] })).toEqual(['История государства Российского']);
    const maps = await insertCategory(t.database, 'Карты');
    expect(await titles('Карамзн', { categoryIds: [maps] })).toEqual([]);
  });

  it('a lot without an author is still found by a typo in its title', async () => {
    expect(await titles('Чертж крепости')).toEqual(['Чертёж крепости']);
  });
});
