import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCHES_PER_MINUTE, type SearchResponse } from '@raritet/contracts/archive';
import { PRICE_STATS_PER_MINUTE } from '@raritet/contracts/price-statistics';
import { insertManyAlbums } from '../../../test/archive-corpus.ts';
import {
  apiGet,
  insertCategory,
  insertLots,
  insertSeller,
  queryString,
  subscriberWithLimit,
  type LotInput,
} from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin, registerUser } from '../../../test/factories.ts';

/**
 * ADR 0042: one cheap request cannot keep the database busy. Pages stop at the first
 * SEARCH_RESULTS_MAX results, a search's statements are cut at SEARCH_TIMEOUT_MS (503, never a 500), and
 * everyone's searches are limited per minute, per user and per address.
 */

type Answer = SearchResponse & { code?: string; message?: string };

const lot = (title: string, extra: Partial<LotInput> = {}): LotInput => ({
  title,
  price: 1500,
  date: '2020-05-01T09:00:00Z',
  seller: 'Букинист',
  category: 'Богослужебные книги',
  description: 'Церковная печать, хорошее состояние.',
  ...extra,
});

describe('how deep pages go', () => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    categoryId = await insertCategory(t.database, 'Альбомы');
    // More lots than are counted exactly (EXACT_COUNT_LIMIT): how many there are is not known, so no page
    // beyond SEARCH_RESULTS_MAX is known to be past their end. (totalPages: contracts' archive.test.ts.)
    await insertManyAlbums(t.database, 1100, categoryId, await insertSeller(t.database, 'Фото'));
    await insertLots(t.database, [lot('Часослов'), lot('Часослов учебный')]);
  });
  afterAll(() => t.close());

  it('a page beyond the first 10,000 results is refused, asking to refine, and the plan is not charged', async () => {
    const { token } = await subscriberWithLimit(t, 100);
    const category = (page: number, headers: Record<string, string> = {}) =>
      apiGet<Answer>(t, `/books/searchByCategory${queryString({ categoryId, page, pageSize: 50 })}`, token, headers);
    const deep = await category(201);
    expect(deep.status).toBe(400);
    expect(deep.body.code).toBe('search_page_too_deep');
    expect(deep.body.message).toMatch(/первые 10\s000 результатов/);
    expect(deep.body.message).toContain('Уточните запрос');
    expect((await category(201, { 'accept-language': 'en' })).body.message).toContain('Refine the search');
    // A deep request on a common word: page 4,500 of 50.
    const issue = await apiGet<Answer>(
      t,
      `/books/searchByDescription${queryString({ description: 'альбом', pageSize: 50, page: 4500 })}`,
      token,
    );
    expect(issue.status).toBe(400);
    expect(issue.body.code).toBe('search_page_too_deep');

    // The refusals were not counted against the plan.
    const first = await category(1);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.remainingRequests).toBe(99);
  });

  it('pages stop where an inexact count does: "more than 200" of a phrase offers and serves 20 pages of 10', async () => {
    const { token } = await createAdmin(t.app, t.services);
    const phrase = (page: number) =>
      apiGet<Answer>(
        t,
        `/books/searchByTitle${queryString({ title: 'альбом открыток', exactPhrase: true, page })}`,
        token,
      );
    const last = await phrase(20);
    expect(last.body).toMatchObject({ totalItems: 200, totalIsEstimate: true, totalPages: 20 });
    expect(last.body.items).toHaveLength(10);
    const beyond = await phrase(21);
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe('search_page_too_deep');
    expect(beyond.body.message).toContain('первые 200 результатов');
  });

  it('a page past the end of fewer results still answers empty, as the spec says', async () => {
    const { token } = await createAdmin(t.app, t.services);
    const past = await apiGet<Answer>(
      t,
      `/books/searchByTitle${queryString({ title: 'часослов', page: 5000 })}`,
      token,
    );
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ items: [], totalItems: 2, totalPages: 1 });
  });
});

describe('statements that outlast SEARCH_TIMEOUT_MS', () => {
  let t: TestApp;
  let token: string;
  let bookId: number | undefined;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp({ SEARCH_TIMEOUT_MS: '100' });
    [bookId] = await insertLots(t.database, [
      lot('Служебник', { author: 'Никон' }),
      lot('Служебник', { author: 'Никон', date: '2021-05-01T09:00:00Z' }),
    ]);
    categoryId = await insertCategory(t.database, 'Богослужебные книги');
    token = (await createAdmin(t.app, t.services)).token;
    // Test only: the folding every text condition applies to the query's words now sleeps 0.15 s, so the
    // first statement of a text search, its statistics or comparables takes longer than the limit.
    await t.database.exec(`
      create or replace function raritet_fold(input text) returns text
        language sql immutable strict parallel safe
        as $$ select regexp_replace(translate(lower(input), 'ёіѣѳѵ', 'еиефи'), 'ъ\\M', '', 'g')
                     || (select '' from pg_sleep(0.15)) $$`);
  });
  afterAll(() => t.close());

  it('a search and its statistics answer 503 asking to refine, in the user’s language', async () => {
    const search = await apiGet<Answer>(t, `/books/searchByTitle${queryString({ title: 'служебник' })}`, token);
    expect(search.status).toBe(503);
    expect(search.body).toEqual({
      code: 'search_timeout',
      message: expect.stringContaining('Уточните запрос') as string,
    });
    const stats = await apiGet<Answer>(
      t,
      `/books/searchByDescription/stats${queryString({ description: 'печать' })}`,
      token,
      {
        'accept-language': 'en',
      },
    );
    expect(stats.status).toBe(503);
    expect(stats.body.code).toBe('search_timeout');
    expect(stats.body.message).toContain('Refine it');
  });

  it('comparable sales answer 503, and searches without the slow part go on answering', async () => {
    const comparables = await apiGet<Answer>(t, `/books/${bookId}/comparables`, token);
    expect(comparables.status).toBe(503);
    expect(comparables.body.code).toBe('comparables_timeout');
    const category = await apiGet<Answer>(t, `/books/searchByCategory${queryString({ categoryId })}`, token);
    expect(category.status).toBe(200);
    expect(category.body.totalItems).toBe(2);
  });
});

describe('searches per minute, for everyone', () => {
  let t: TestApp;
  let bookId: number | undefined;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    [bookId] = await insertLots(t.database, [lot('Часослов')]);
  });
  afterAll(() => t.close());

  const search = (token: string, remoteAddress: string, url = `/books/searchByTitle?title=часослов`) =>
    t.app.inject({ method: 'GET', url: `/api${encodeURI(url)}`, headers: bearer(token), remoteAddress });
  const fillCounter = (key: string, hits: number) =>
    t.database.query(`insert into rate_limits (key, window_start, hits) values ($1, now(), $2)`, [key, hits]);

  it(`the ${SEARCHES_PER_MINUTE + 1}st search of a user without a subscription in a minute answers 429 with Retry-After`, async () => {
    const { token } = await registerUser(t.app, t.database);
    const address = '198.51.100.1';
    const statuses: number[] = [];
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) {
      const url =
        i % 2 ? `/books/searchByTitle?title=часослов&page=${i}` : '/books/searchByDescription?description=печать';
      statuses.push((await search(token, address, url)).statusCode);
    }
    expect(statuses).toEqual(Array(SEARCHES_PER_MINUTE).fill(200));
    const refused = await search(token, address, '/books/searchBySeller?sellerName=Букинист');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/^Слишком много запросов/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another user from the same address is not held up.
    const other = await registerUser(t.app, t.database);
    expect((await search(other.token, address)).statusCode).toBe(200);
  });

  it('one address gets 60 searches a minute, whoever signs in there', async () => {
    await fillCounter('search-address:198.51.100.2', 60);
    const { token } = await registerUser(t.app, t.database);
    const refused = await search(token, '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(token, '198.51.100.3')).statusCode).toBe(200);
  });

  it('comparable sales share the statistics’ allowance', async () => {
    const subscriber = await subscriberWithLimit(t, 10);
    const comparables = () =>
      t.app.inject({ method: 'GET', url: `/api/books/${bookId}/comparables`, headers: bearer(subscriber.token) });
    expect((await comparables()).statusCode).toBe(200);
    await t.database.query(`update rate_limits set hits = $2 where key = $1`, [
      `price-stats:${subscriber.user.id}`,
      PRICE_STATS_PER_MINUTE,
    ]);
    const refused = await comparables();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});
