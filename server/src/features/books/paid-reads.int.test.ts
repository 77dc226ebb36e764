import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDetail } from '@raritet/contracts/archive';
import { FAVORITES_ADDED_PER_DAY } from '@raritet/contracts/member';
import { BOOK_PAGES_PER_MINUTE } from '@raritet/contracts/price-statistics';
import { apiGet, createRoles, subscriberWithLimit, type Roles } from '../../../test/archive-factories.ts';
import { LOTS, insertCorpus, type LotKey } from '../../../test/archive-corpus.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, registerUser } from '../../../test/factories.ts';
import { moscowDate, secondsToMoscowMidnight } from '../../lib/moscow-time.ts';
import { createRateLimiter } from '../rate-limits/service.ts';
import { createPaidReadMeter } from './paid-reads.ts';

// ADR 0050: a subscriber's book pages, statistics and comparables count against daily
// budgets (admin settings, small here) and per-minute limits, at their production scale.
const BOOK_PAGES = 3;
const PRICE_READS = 4;

let t: TestApp;
let ids: Record<LotKey, number>;
let roles: Roles;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  ids = await insertCorpus(t.database);
  roles = await createRoles(t);
  await saveBudgets({ BookPagesPerDay: BOOK_PAGES, PriceStatisticsPerDay: PRICE_READS });
});
afterAll(() => t.close());

/**
 * A new subscriber and a new user without a subscription. Registration is limited per address at this
 * scale (10 per 10 minutes): its counters are cleared first, this test is not about them.
 */
async function freshReaders() {
  await t.database.query(`delete from rate_limits where key like 'register:%' or key like 'captcha:%'`);
  return { subscriber: await subscriberWithLimit(t, 1000), user: await registerUser(t.app, t.database) };
}

async function saveBudgets(readLimits: { BookPagesPerDay?: number; PriceStatisticsPerDay?: number }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/adminsettings',
    headers: bearer(roles.admin.token),
    payload: { readLimits },
  });
  expect(response.statusCode, response.body).toBe(200);
}

type Answer = { code?: string; message?: string };
const book = (token: string, id = ids.karamzin, headers: Record<string, string> = {}) =>
  apiGet<BookDetail & Answer>(t, `/books/${id}`, token, headers);
const stats = (token: string) =>
  apiGet<Answer>(t, `/books/searchByTitle/stats?title=${encodeURIComponent(LOTS.karamzin.title)}`, token);
const comparables = (token: string) => apiGet<Answer>(t, `/books/${ids.karamzin}/comparables`, token);

/** A 429 of the day's budget: its code, the budget in the message, Retry-After until Moscow midnight. */
function expectDailyRefusal(answer: Awaited<ReturnType<typeof stats>>, code: string, limit: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body.code).toBe(code);
  expect(answer.body.message).toContain(String(limit));
  expect(answer.body.message).toContain('полночь по московскому времени');
  const retryAfter = Number(answer.response.headers['retry-after']);
  expect(Math.abs(retryAfter - secondsToMoscowMidnight())).toBeLessThanOrEqual(5);
}

describe("a subscriber's book pages a day", () => {
  it(`${BOOK_PAGES} pages with price and date, then 429 book_pages_daily_limit in both languages`, async () => {
    const { subscriber } = await freshReaders();
    for (let i = 0; i < BOOK_PAGES; i++) {
      const answer = await book(subscriber.token, i % 2 ? ids.karamzin : ids.pushkinWorks);
      expect(answer.status).toBe(200);
      expect(answer.body.finalPrice).toEqual(expect.any(Number));
    }
    expectDailyRefusal(await book(subscriber.token), 'book_pages_daily_limit', BOOK_PAGES);
    const english = await book(subscriber.token, ids.karamzin, { 'accept-language': 'en' });
    expect(english.status).toBe(429);
    expect(english.body.message).toBe(
      `Today's limit is used up: a subscription opens up to ${BOOK_PAGES} book pages with prices a day. It renews at midnight Moscow time.`,
    );
    // An unknown lot is a 404 still (nothing read), and other subscribers read on.
    expect((await book(subscriber.token, 999_999)).status).toBe(404);
    expect((await book(roles.subscriber.token)).status).toBe(200);
  });

  it('pages without price and date (no subscription) and an administrator’s are not counted', async () => {
    for (let i = 0; i < BOOK_PAGES + 2; i++) {
      const free = await book(roles.user.token);
      expect(free.status).toBe(200);
      expect(free.body).not.toHaveProperty('addedDate');
      expect((await book(roles.admin.token)).status).toBe(200);
    }
  });

  it('the budget follows the admin setting at once, and each Moscow day starts afresh', async () => {
    const { subscriber } = await freshReaders();
    for (let i = 0; i < BOOK_PAGES; i++) expect((await book(subscriber.token)).status).toBe(200);
    expect((await book(subscriber.token)).status).toBe(429);
    await saveBudgets({ BookPagesPerDay: BOOK_PAGES + 2 });
    expect((await book(subscriber.token)).status).toBe(200);
    await saveBudgets({ BookPagesPerDay: BOOK_PAGES });
    // Yesterday's counter is a row with yesterday's date in its key: today's counts on its own.
    const { subscriber: fresh } = await freshReaders();
    await t.database.query(`insert into rate_limits (key, window_start, hits) values ($1, now(), 1000)`, [
      `book-pages:${fresh.user.id}:2000-01-01`,
    ]);
    expect((await book(fresh.token)).status).toBe(200);
  });

  it('holds across server processes: the count is a row in the database that every process shares', async () => {
    const { subscriber } = await freshReaders();
    // Another process: its own limiter and meter, the same database and settings.
    const elsewhere = createPaidReadMeter({
      daily: createRateLimiter(t.database).daily,
      budgets: async () => ({ BookPagesPerDay: BOOK_PAGES, PriceStatisticsPerDay: PRICE_READS }),
    });
    const reader = { id: subscriber.user.id, role: subscriber.user.role };
    for (let i = 0; i < BOOK_PAGES - 1; i++) await elsewhere(reader, 'book');
    expect((await book(subscriber.token)).status).toBe(200);
    expect((await book(subscriber.token)).status).toBe(429);
    await expect(elsewhere(reader, 'book')).rejects.toMatchObject({
      statusCode: 429,
      code: 'book_pages_daily_limit',
    });
    const [row] = await t.database.query<{ hits: number }>(`select hits from rate_limits where key = $1`, [
      `book-pages:${subscriber.user.id}:${moscowDate()}`,
    ]);
    expect(Number(row?.hits)).toBe(BOOK_PAGES + 2);
  });

  it(`${BOOK_PAGES_PER_MINUTE} book pages a minute per user, with or without a subscription`, async () => {
    const { user } = await freshReaders();
    for (let i = 0; i < BOOK_PAGES_PER_MINUTE; i++) expect((await book(user.token)).status).toBe(200);
    const refused = await book(user.token);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await book(roles.user.token)).status).toBe(200);
  });
});

describe("a subscriber's price statistics and comparables a day", () => {
  it(`${PRICE_READS} together, then 429 price_reads_daily_limit for both`, async () => {
    const { subscriber, user } = await freshReaders();
    expect((await stats(subscriber.token)).status).toBe(200);
    expect((await comparables(subscriber.token)).status).toBe(200);
    expect((await stats(subscriber.token)).status).toBe(200);
    expect((await comparables(subscriber.token)).status).toBe(200);
    expectDailyRefusal(await stats(subscriber.token), 'price_reads_daily_limit', PRICE_READS);
    expectDailyRefusal(await comparables(subscriber.token), 'price_reads_daily_limit', PRICE_READS);
    // Book pages have their own budget; users without a subscription are refused 403 and count nothing.
    expect((await book(subscriber.token)).status).toBe(200);
    for (let i = 0; i < PRICE_READS + 1; i++) {
      expect((await stats(user.token)).status).toBe(403);
      expect((await comparables(user.token)).status).toBe(403);
    }
    const counted = await t.database.query(`select 1 from rate_limits where key like $1`, [
      `price-reads:${user.user.id}:%`,
    ]);
    expect(counted).toHaveLength(0);
  });

  it('a refused query or an unknown lot counts nothing', async () => {
    const { subscriber } = await freshReaders();
    for (let i = 0; i < PRICE_READS + 1; i++) {
      expect((await apiGet(t, '/books/searchByTitle/stats?title=%20', subscriber.token)).status).toBe(400);
      expect((await apiGet(t, '/books/999999/comparables', subscriber.token)).status).toBe(404);
    }
    expect((await stats(subscriber.token)).status).toBe(200);
  });
});

describe('favourites added a day', () => {
  it(`${FAVORITES_ADDED_PER_DAY} a Moscow day per user, then 429 favorites_daily_limit: the list would show their prices`, async () => {
    const { user } = await freshReaders();
    const add = () =>
      t.app.inject({ method: 'POST', url: `/api/books/${ids.karamzin}/favorite`, headers: bearer(user.token) });
    for (let i = 0; i < FAVORITES_ADDED_PER_DAY; i++) expect((await add()).statusCode).toBe(200);
    const refused = await add();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'favorites_daily_limit' });
    expect(refused.json().message).toContain(String(FAVORITES_ADDED_PER_DAY));
    expect(Math.abs(Number(refused.headers['retry-after']) - secondsToMoscowMidnight())).toBeLessThanOrEqual(5);
    // Removing and reading stay open.
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/books/${ids.karamzin}/favorite`,
      headers: bearer(user.token),
    });
    expect(remove.statusCode).toBe(200);
    expect((await apiGet(t, '/books/favorites', user.token)).status).toBe(200);
  });
});
