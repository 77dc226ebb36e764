import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoginResponse } from '@raritet/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertLots, subscriberWithLimit } from '../../test/archive-factories.ts';

/**
 * The server's side of server-side rendering (ADR 0057): which requests get a rendered page, what the
 * server entry is handed (the visitor's token and the loaders' fetch, which asks this server as the
 * visitor), the headers, the search forms' redirect, and the plain page whenever rendering does not work
 * out. The entry here is a stand-in with the real one's exports (web/src/entry-server.tsx, tested on its
 * own); the browser tests use the real one.
 */
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <title>Раритет</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Renders the visitor's e-mail, as the API tells it to the token it was handed; throws when asked `?fail`,
 * never answers when asked `?slow` (until aborted, which it notes); redirects a search form.
 */
const SERVER_ENTRY = `
export const isServerRendered = (pathname) => pathname.startsWith('/books/');
export const isSearchForm = (pathname) => pathname.startsWith('/search/');
export const aborted = [];
export async function renderPage({ path, token, fetch, signal }) {
  if (!(signal instanceof AbortSignal)) throw new Error('no signal');
  if (path.startsWith('/search/')) return { redirect: '/searchByTitle/' + path.split('q=')[1], status: 302 };
  if (path.endsWith('?fail')) throw new Error('the render failed');
  if (path.includes('?slow')) {
    return new Promise((resolve) => signal.addEventListener('abort', () => { aborted.push(path); resolve(null); }));
  }
  const answer = await fetch('/api/auth/user', { headers: { authorization: 'Bearer ' + token } });
  if (!answer.ok) return null;
  const user = await answer.json();
  return { html: '<main>' + user.email + ' at ' + path + '</main>', head: '<style>.ssr{}</style>', state: '<script id="raritet-ssr-state" type="application/json">{}</script>' };
}
export function fillIndexHtml(index, { html, head, state }) {
  return index.replace('</head>', head + '</head>').replace('<div id="root"></div>', '<div id="root">' + html + '</div>' + state);
}
`;

let t: TestApp;
let webDir: string;
let subscriber: LoginResponse;
let bookId: number;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-ssr-'));
  await mkdir(path.join(webDir, 'dist'));
  await mkdir(path.join(webDir, 'dist-server'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  t = await createTestApp({ WEB_DIST_DIR: path.join(webDir, 'dist'), PUBLIC_URL: 'https://raritet.example' });
  subscriber = await subscriberWithLimit(t, 100);
  [bookId] = (await insertLots(t.database, [
    { title: 'Евгений Онегин', category: 'Классика', seller: 'Лавка', price: 5000, date: '2022-02-02' },
  ])) as [number];
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: cookie === undefined ? {} : { cookie } });

const isPlain = (body: string) => body.includes('<div id="root"></div>') && !body.includes('raritet-ssr-state');

describe('server-side rendering', () => {
  it("renders a logged-in visitor's page with what the API tells their token, kept from shared caches", async () => {
    const response = await page(`/books/${bookId}?from=search`, `theme=x; token=${subscriber.token}; signed_in=s`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root"><main>${subscriber.user.email} at /books/${bookId}?from=search</main></div>`,
    );
    expect(response.body).toContain('<style>.ssr{}</style>');
    // The book page's own head is still filled in around the page.
    expect(response.body).toContain('<title>«Евгений Онегин» — Раритет</title>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/);
    expect(response.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: `/books/${bookId}?from=search`,
      headers: { cookie: `token=${subscriber.token}; signed_in=s`, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the plain page to a guest, to a refused token, and on a page not rendered here', async () => {
    const guest = await page(`/books/${bookId}`);
    expect(isPlain(guest.body)).toBe(true);
    expect(guest.headers['cache-control']).toBe('no-cache');
    for (const token of ['not-a-token', '', '%E0%A4%A']) {
      const response = await page(`/books/${bookId}`, `token=${token}; signed_in=s`);
      expect(response.statusCode, token).toBe(200);
      expect(isPlain(response.body), token).toBe(true);
    }
    expect(isPlain((await page('/admin', `token=${subscriber.token}; signed_in=s`)).body)).toBe(true);
  });

  it('leaves the page to the browser in another language than the server’s', async () => {
    const english = await page(`/books/${bookId}`, `token=${subscriber.token}; signed_in=s; language=en`);
    expect(isPlain(english.body)).toBe(true);
    const russian = await page(`/books/${bookId}`, `language=ru; token=${subscriber.token}; signed_in=s`);
    expect(isPlain(russian.body)).toBe(false);
  });

  it('sends the plain page when rendering fails, and a 404 page unrendered', async () => {
    const failed = await page(`/books/${bookId}?fail`, `token=${subscriber.token}; signed_in=s`);
    expect(failed.statusCode).toBe(200);
    expect(isPlain(failed.body)).toBe(true);
    expect(failed.headers['cache-control']).toBe('no-cache');
    const missing = await page('/books/999999', `token=${subscriber.token}; signed_in=s`);
    expect(missing.statusCode).toBe(404);
    expect(isPlain(missing.body)).toBe(true);
  });

  it('sends the plain page when rendering takes too long', async () => {
    const started = Date.now();
    const slow = await page(`/books/${bookId}?slow`, `token=${subscriber.token}; signed_in=s`);
    expect(slow.statusCode).toBe(200);
    expect(isPlain(slow.body)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('does not render for a HEAD request', async () => {
    const head = await page(`/books/${bookId}`, `token=${subscriber.token}; signed_in=s`, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('answers a search form sent before the app ran with a redirect, for a guest too', async () => {
    const response = await page('/search/title?q=abc');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/searchByTitle/abc');
  });
});

describe('closing the server', () => {
  it('aborts the renders under way and waits for them', async () => {
    const closing = await createTestApp({ WEB_DIST_DIR: path.join(webDir, 'dist') });
    const user = await subscriberWithLimit(closing, 10);
    const [lotId] = (await insertLots(closing.database, [
      { title: 'Пиковая дама', category: 'Классика', seller: 'Лавка', price: 3000, date: '2022-02-02' },
    ])) as [number];
    const slowPath = `/books/${lotId}?slow&closing`;
    const entry = (await import(pathToFileURL(path.join(webDir, 'dist-server', 'entry-server.js')).href)) as {
      aborted: string[];
    };
    const pending = closing.app.inject({
      method: 'GET',
      url: slowPath,
      headers: { cookie: `token=${user.token}; signed_in=s` },
    });
    // Under way: the render has been asked for (its fetch of the user comes first in the real entry).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(entry.aborted).not.toContain(slowPath);
    await closing.close();
    expect(entry.aborted).toContain(slowPath);
    // The visitor still gets the plain page.
    expect((await pending).statusCode).toBe(200);
  });
});
