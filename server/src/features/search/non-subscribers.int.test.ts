import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRICE_PREVIEW_DAILY_LIMIT,
  SUBSCRIBERS_ONLY,
  type BookDetail,
  type SearchResponse,
} from '@raritet/contracts/archive';
import { apiGet, createRoles, type Roles } from '../../../test/archive-factories.ts';
import { LOTS, insertCorpus, type LotKey } from '../../../test/archive-corpus.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/factories.ts';
import { secondsToMoscowMidnight } from '../../lib/moscow-time.ts';

// Limits at their production values: the daily price-range allowance is one of them.
let t: TestApp;
let ids: Record<LotKey, number>;
let roles: Roles;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  ids = await insertCorpus(t.database);
  roles = await createRoles(t);
});
afterAll(() => t.close());

const priceRange = (min: number, max: number, token: string) =>
  apiGet<SearchResponse & { code?: string; message?: string }>(
    t,
    `/books/searchByPriceRange?minPrice=${min}&maxPrice=${max}`,
    token,
  );

describe('what a user without a subscription can learn', () => {
  it('no sourceLotId in searches, on the book page or in favourites; subscribers and admins get it', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/books/${ids.karamzin}/favorite`,
      headers: bearer(roles.user.token),
    });
    expect(add.statusCode).toBe(200);
    const title = `/books/searchByTitle?title=${encodeURIComponent(LOTS.karamzin.title)}`;
    const userAnswers = [
      (await apiGet<SearchResponse>(t, title, roles.user.token)).response,
      (await apiGet(t, `/books/${ids.karamzin}`, roles.user.token)).response,
      (await apiGet(t, '/books/favorites', roles.user.token)).response,
      (await apiGet(t, `/user/${roles.user.user.id}`, roles.user.token)).response,
    ];
    for (const answer of userAnswers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain('sourceLotId');
    }
    const subscriber = await apiGet<SearchResponse>(t, title, roles.subscriber.token);
    expect(subscriber.body.items[0]?.sourceLotId).toEqual(expect.any(Number));
    const admin = await apiGet<{ sourceLotId?: number }>(t, `/books/${ids.karamzin}`, roles.admin.token);
    expect(admin.body.sourceLotId).toEqual(expect.any(Number));
  });

  it('no addedDate (it dates the sale) for users without a subscription or guests; subscribers and admins get it', async () => {
    const book = `/books/${ids.karamzin}`;
    const free = await apiGet<BookDetail>(t, book, roles.user.token);
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ finalPrice: SUBSCRIBERS_ONLY, date: SUBSCRIBERS_ONLY });
    expect(free.body).not.toHaveProperty('addedDate');
    expect(free.response.body).not.toContain('addedDate');
    // A guest gets no book answer at all, and the sitemap lists the lot without a date.
    expect((await t.app.inject({ url: `/api${book}` })).statusCode).toBe(401);
    const sitemap = await t.app.inject({ url: '/sitemaps/books-1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/books/${ids.karamzin}</loc>`);
    expect(sitemap.body).not.toMatch(/<url>[^\n]*<lastmod>/);
    for (const token of [roles.subscriber.token, roles.admin.token]) {
      const full = await apiGet<BookDetail>(t, book, token);
      expect(full.body.addedDate).toEqual(expect.any(String));
    }
  });

  it('a range narrower than max = 1.2 × min answers the count only, no titles', async () => {
    const narrow = await priceRange(1_000_000, 1_199_999, roles.user.token);
    expect(narrow.body).toMatchObject({ partialResults: true, totalFound: 1, firstBookTitles: [], items: [] });
    const wide = await priceRange(1_000_000, 1_200_000, roles.user.token);
    expect(wide.body).toMatchObject({ partialResults: true, totalFound: 1, firstBookTitles: [LOTS.karamzin.title] });
    const fromZero = await priceRange(0, 0, roles.user.token);
    expect(fromZero.body).toMatchObject({ partialResults: true, firstBookTitles: [] });
    // Subscribers see the narrow range in full.
    const full = await priceRange(1_000_000, 1_000_000, roles.subscriber.token);
    expect(full.body).toMatchObject({ partialResults: false, totalItems: 1 });
  });

  it(`${PRICE_PREVIEW_DAILY_LIMIT} price-range searches a Moscow day, then 429 inviting to subscribe`, async () => {
    const { user } = await createRoles(t);
    const statuses: number[] = [];
    for (let i = 0; i < PRICE_PREVIEW_DAILY_LIMIT; i++) {
      statuses.push((await priceRange(100 + i, 100_000, user.token)).status);
    }
    expect(statuses).toEqual(Array(PRICE_PREVIEW_DAILY_LIMIT).fill(200));
    const refused = await priceRange(120, 120, user.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('price_preview_limit');
    expect(refused.body.message).toContain('оформите подписку');
    expect(refused.body.message).toContain(String(PRICE_PREVIEW_DAILY_LIMIT));
    const retryAfter = Number(refused.response.headers['retry-after']);
    expect(Math.abs(retryAfter - secondsToMoscowMidnight())).toBeLessThanOrEqual(5);
    const english = await apiGet<{ message: string }>(
      t,
      '/books/searchByPriceRange?minPrice=1&maxPrice=5',
      user.token,
      { 'accept-language': 'en' },
    );
    expect(english.body.message).toContain('subscribe');
    // Other searches, other users and subscribers are not affected.
    expect((await apiGet(t, '/books/searchByTitle?title=atlas', user.token)).status).toBe(200);
    expect((await priceRange(1, 5, roles.user.token)).status).toBe(200);
    for (let i = 0; i < PRICE_PREVIEW_DAILY_LIMIT + 1; i++) {
      expect((await priceRange(1, 5, roles.subscriber.token)).status).toBe(200);
    }
  });

  it("the allowance is counted per Moscow day: yesterday's use does not count today", async () => {
    const { user } = await createRoles(t);
    // Yesterday's counter is a row with yesterday's date in its key; today's starts afresh.
    await t.database.query(`insert into rate_limits (key, window_start, hits) values ($1, now(), 1000)`, [
      `price-preview:${user.user.id}:2000-01-01`,
    ]);
    expect((await priceRange(1, 5, user.token)).status).toBe(200);
  });
});
