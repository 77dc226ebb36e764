import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_SEARCH_META, type SearchResponse } from '@raritet/contracts/archive';
import type { SearchHistoryPage } from '@raritet/contracts/member';
import {
  apiGet,
  insertCategory,
  insertLots,
  queryString,
  subscriberWithLimit,
} from '../../../test/archive-factories.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/**
 * One search shown on a page is one request of the plan and one history row (ADR 0046): the
 * page drawn by the server and the app that takes it over, a reload, ask the same search within a
 * moment; a search page reached from another site runs nothing on the server.
 */
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head><title>Раритет</title></head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * A stand-in for web/dist-server/entry-server.js: a search page is rendered by running its search as the
 * visitor, as the real entry's loader does through the app's query.
 */
const SERVER_ENTRY = `
export const isServerRendered = (pathname) => pathname.startsWith('/searchByTitle/');
export const isSearchForm = () => false;
export async function renderPage({ path, token, fetch }) {
  const url = new URL(path, 'http://localhost');
  const title = decodeURIComponent(url.pathname.slice('/searchByTitle/'.length));
  const answer = await fetch('/api/books/searchByTitle?pageSize=10&title=' + encodeURIComponent(title), {
    headers: { authorization: 'Bearer ' + token },
  });
  if (!answer.ok) return null;
  const found = await answer.json();
  return { html: '<main>' + found.totalItems + '</main>', head: '', state: '<script id="raritet-ssr-state" type="application/json">{}</script>' };
}
export function fillIndexHtml(index, { html, head, state }) {
  return index.replace('</head>', head + '</head>').replace('<div id="root"></div>', '<div id="root">' + html + '</div>' + state);
}
`;

let t: TestApp;
let webDir: string;
let maps: number;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-once-'));
  await mkdir(path.join(webDir, 'dist'));
  await mkdir(path.join(webDir, 'dist-server'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  t = await createTestApp({ WEB_DIST_DIR: path.join(webDir, 'dist'), PUBLIC_URL: 'https://raritet.example' });
  maps = await insertCategory(t.database, 'Карты');
  await insertLots(t.database, [
    { title: 'Атлас Российской империи', category: 'Карты', seller: 'Картограф', price: 45000, date: '2016-04-04' },
    { title: 'Атлас звёздного неба', category: 'Астрономия', seller: 'Картограф', price: 3000, date: '2017-05-05' },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const search = (url: string, token: string) => apiGet<SearchResponse>(t, url, token);

async function historyOf(userId: number) {
  await t.services.search.history.flush();
  return t.database.query<{ query: string; exact_phrase: boolean; sort: string | null; category_ids: number[] | null }>(
    'select query, exact_phrase, sort, category_ids from search_history where user_id = $1 order by id',
    [userId],
  );
}

async function usedOf(userId: number): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    'select coalesce(sum(count), 0)::int as count from search_request_usage where user_id = $1',
    [userId],
  );
  return row?.count ?? 0;
}

const title = (query: Record<string, string | number | boolean | (string | number)[]>) =>
  `/books/searchByTitle${queryString(query)}`;

describe('the same search within a moment', () => {
  it('is counted once and written to the history once; it still answers, with what is left', async () => {
    const session = await subscriberWithLimit(t, 10);
    const first = await search(title({ title: 'Атлас' }), session.token);
    const again = await search(title({ title: 'Атлас' }), session.token);
    expect(again.status).toBe(200);
    expect(again.body.totalItems).toBe(2);
    expect([first.body.remainingRequests, again.body.remainingRequests]).toEqual([9, 9]);
    expect(await usedOf(session.user.id)).toBe(1);
    expect(await historyOf(session.user.id)).toHaveLength(1);
  });

  it('another page, order or option is another request; the same search later is counted again', async () => {
    const session = await subscriberWithLimit(t, 10);
    await search(title({ title: 'Атлас' }), session.token);
    await search(title({ title: 'Атлас', page: 2 }), session.token);
    await search(title({ title: 'Атлас', page: 2, sort: 'oldest' }), session.token);
    await search(title({ title: 'Атлас', page: 2, sort: 'oldest', exactPhrase: true }), session.token);
    expect(await usedOf(session.user.id)).toBe(4);
    await t.database.query(`update search_repeats set counted_at = now() - interval '2 minutes' where user_id = $1`, [
      session.user.id,
    ]);
    await search(title({ title: 'Атлас', page: 2, sort: 'oldest', exactPhrase: true }), session.token);
    expect(await usedOf(session.user.id)).toBe(5);
    expect(await historyOf(session.user.id)).toHaveLength(5);
  });

  it('a search refused past the limit is not let through when asked again', async () => {
    const session = await subscriberWithLimit(t, 1);
    expect((await search(title({ title: 'Атлас' }), session.token)).status).toBe(200);
    expect((await search(title({ title: 'звёздного' }), session.token)).status).toBe(429);
    expect((await search(title({ title: 'звёздного' }), session.token)).status).toBe(429);
    expect(await historyOf(session.user.id)).toHaveLength(1);
  });
});

describe('a search page opened by its address', () => {
  it('drawn by the server, then asked by the app: one request of the plan, one history row', async () => {
    const session = await subscriberWithLimit(t, 10);
    const page = await t.app.inject({
      method: 'GET',
      url: `/searchByTitle/${encodeURIComponent('Атлас')}`,
      headers: { cookie: `token=${session.token}; signed_in=s`, 'sec-fetch-site': 'none' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><main>2</main></div>');
    // The app taking the page over asks for the same search (as when the handed answer is lost).
    const app = await search(title({ title: 'Атлас', pageSize: 10 }), session.token);
    expect(app.body.remainingRequests).toBe(9);
    expect(await usedOf(session.user.id)).toBe(1);
    expect(await historyOf(session.user.id)).toHaveLength(1);
  });

  it('from another site: nothing is searched or counted, and the page tells the app to wait for the visitor', async () => {
    const session = await subscriberWithLimit(t, 10);
    const page = await t.app.inject({
      method: 'GET',
      url: `/searchByTitle/${encodeURIComponent('Атлас')}`,
      headers: { cookie: `token=${session.token}; signed_in=s`, 'sec-fetch-site': 'cross-site' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain(`<meta name="${HELD_SEARCH_META}" content="cross-site">`);
    expect(String(page.headers.vary)).toMatch(/sec-fetch-site/);
    expect(await usedOf(session.user.id)).toBe(0);
    expect(await historyOf(session.user.id)).toHaveLength(0);
  });

  it('from the same site it is drawn as before, unmarked', async () => {
    const session = await subscriberWithLimit(t, 10);
    const page = await t.app.inject({
      method: 'GET',
      url: `/searchByTitle/${encodeURIComponent('Атлас')}`,
      headers: { cookie: `token=${session.token}; signed_in=s`, 'sec-fetch-site': 'same-origin' },
    });
    expect(page.body).toContain('<main>2</main>');
    expect(page.body).not.toContain(HELD_SEARCH_META);
    expect(await usedOf(session.user.id)).toBe(1);
  });
});

describe('a rerun from the history', () => {
  it('has the exact phrase, the order and the categories the search was made with', async () => {
    const session = await subscriberWithLimit(t, 10);
    await search(title({ title: 'Атлас', exactPhrase: true, sort: 'oldest', categoryIds: [maps] }), session.token);
    await search(`/books/searchByCategory?categoryId=${maps}&sort=oldest`, session.token);
    expect(await historyOf(session.user.id)).toEqual([
      { query: 'Атлас', exact_phrase: true, sort: 'oldest', category_ids: [maps] },
      { query: String(maps), exact_phrase: false, sort: 'oldest', category_ids: null },
    ]);
    const { body } = await apiGet<SearchHistoryPage>(t, `/user/${session.user.id}/searchHistory`, session.token);
    expect(
      body.items.map(({ query, exactPhrase, sort, categoryIds }) => ({ query, exactPhrase, sort, categoryIds })),
    ).toEqual([
      { query: String(maps), exactPhrase: false, sort: 'oldest', categoryIds: [] },
      { query: 'Атлас', exactPhrase: true, sort: 'oldest', categoryIds: [maps] },
    ]);
  });
});
