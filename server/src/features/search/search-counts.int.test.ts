import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@raritet/contracts/archive';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';
import { insertManyAlbums } from '../../../test/archive-corpus.ts';
import { apiGet, insertCategory, insertLots, insertSeller, queryString } from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createAdmin } from '../../../test/factories.ts';

/**
 * ADR 0046: the found count, the pages and the statistics' count agree. A capped count
 * says where the pages stop (`pagedUpTo`), the statistics count every match (the page shows their count
 * once here: web lib/search-count.ts), a full page of an inexact count offers the next, a page past the
 * end of an exact count is empty and says how many pages there are.
 */
type Answer = SearchResponse & { code?: string; message?: string };

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const categoryId = await insertCategory(t.database, 'Альбомы');
  await insertManyAlbums(t.database, 1100, categoryId, await insertSeller(t.database, 'Фото'));
  await insertLots(t.database, [
    { title: 'Часослов', category: 'Богослужебные книги', seller: 'Букинист', price: 1500, date: '2020-05-01' },
    { title: 'Часослов учебный', category: 'Богослужебные книги', seller: 'Букинист', price: 900, date: '2020-06-01' },
  ]);
  ({ token } = await createAdmin(t.app, t.services));
});
afterAll(() => t.close());

const title = (query: Record<string, string | number | boolean>) =>
  apiGet<Answer>(t, `/books/searchByTitle${queryString(query)}`, token);
const stats = (query: Record<string, string | number | boolean>) =>
  apiGet<PriceStatistics>(t, `/books/searchByTitle/stats${queryString(query)}`, token);

describe('a capped count', () => {
  it('"more than 200" of a phrase: the pages stop at 200 and say so; the statistics count all 1,100', async () => {
    const query = { title: 'альбом открыток', exactPhrase: true };
    const first = await title(query);
    expect(first.body).toMatchObject({ totalItems: 200, totalIsEstimate: true, totalPages: 20, pagedUpTo: 200 });
    const figures = await stats(query);
    expect(figures.body).toMatchObject({ count: 1100, sampled: false });
    // The last page offered is full and offers no other; the next is refused with the same figure.
    const last = await title({ ...query, page: 20 });
    expect(last.body.items).toHaveLength(10);
    expect(last.body).toMatchObject({ totalPages: 20, pagedUpTo: 200 });
    const beyond = await title({ ...query, page: 21 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe('search_page_too_deep');
    expect(beyond.body.message).toContain('первые 200 результатов');
  });

  it('an inexact count of words: following the last page offered reaches every result', async () => {
    const query = { title: 'альбом' };
    const first = await title(query);
    expect(first.body.totalIsEstimate).toBe(true);
    expect((await stats(query)).body).toMatchObject({ count: 1100, sampled: false });
    let page = first.body.totalPages;
    let answer = await title({ ...query, page });
    for (let hops = 0; answer.body.items.length === 10 && answer.body.totalPages > page && hops < 5; hops++) {
      page = answer.body.totalPages;
      answer = await title({ ...query, page });
    }
    expect(answer.status).toBe(200);
    // Never "page 21 of 20": a page with results is within the pages its answer offers.
    if (answer.body.items.length > 0) expect(answer.body.totalPages).toBeGreaterThanOrEqual(page);
    const reached = (page - 1) * 10 + answer.body.items.length;
    expect(reached === 1100 || (answer.body.items.length === 0 && (page - 1) * 10 >= 1100)).toBe(true);
    expect(answer.body.totalItems).toBeGreaterThanOrEqual(Math.min(reached, 1100));
    expect(answer.body.pagedUpTo).toBeNull();
  });
});

describe('a page past the end of an exact count', () => {
  it('is empty, with the count and the pages there are', async () => {
    const { status, body } = await title({ title: 'Часослов', page: 5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ items: [], totalItems: 2, totalIsEstimate: false, totalPages: 1, pagedUpTo: null });
    expect((await stats({ title: 'Часослов' })).body.count).toBe(2);
  });
});
