import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertLots } from '../../test/archive-factories.ts';

const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Раритет — архив продаж редких и антикварных книг." />
    <title>Раритет — архив продаж антикварных книг</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const SCRIPT = 'export const greeting = "Здравствуйте, коллекционер";\n'.repeat(200);
const STYLE = '.book-card { display: grid; gap: 8px; }\n'.repeat(100);
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;
const YEAR = 'public, max-age=31536000, immutable';

let t: TestApp;
let webDir: string;
let bookId: number;
let otherBookId: number;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  // As `vite build` leaves them (web/vite.config.ts): the script with its .br and .gz, the stylesheet
  // without (as if too small to gain), the favicon in the root.
  await writeFile(path.join(webDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(webDir, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDir, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webDir, 'assets', 'index-Ef56Gh78.css'), STYLE);
  await writeFile(path.join(webDir, 'favicon.svg'), FAVICON);
  await writeFile(path.join(webDir, '.env'), 'SECRET=dotfile-content');
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://raritet.example' });
  [bookId, otherBookId] = (await insertLots(t.database, [
    { title: 'Евгений Онегин', category: 'Классика', seller: 'Лавка', price: 5000, date: '2022-02-02' },
    { title: 'Мёртвые души', category: 'Классика', seller: 'Лавка', price: 7000, date: '2022-03-03' },
  ])) as [number, number];
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.body;
}

/** Accept-Encoding as clients send it, and what they must get. */
const NEGOTIATIONS: [string, Record<string, string>, 'br' | 'gzip' | undefined][] = [
  ['a browser (br, gzip, deflate)', { 'accept-encoding': 'gzip, deflate, br' }, 'br'],
  ['a gzip-only client', { 'accept-encoding': 'gzip' }, 'gzip'],
  ['a client that refuses brotli', { 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
  ['a client that accepts nothing', { 'accept-encoding': 'identity' }, undefined],
  ['a client without Accept-Encoding', {}, undefined],
];

describe('hashed assets of the build', () => {
  it.each(NEGOTIATIONS)(
    '%s gets the file in the encoding it reads (precompressed), cached for a year',
    async (_who, headers, encoding) => {
      const response = await get('/assets/index-Ab12Cd34.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(YEAR);
      expect(decoded(response)).toBe(SCRIPT);
    },
  );

  it('sends the sibling made at build time as it is, not compressed again', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(response.rawPayload.equals(await readFile(path.join(webDir, 'assets', 'index-Ab12Cd34.js.br')))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('an asset the build left without siblings is compressed on the way out, still immutable', async () => {
    const response = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'gzip, br' });
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(decoded(response)).toBe(STYLE);
  });

  it('a missing asset is a 404, not the app', async () => {
    const response = await get('/assets/index-gone.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('other files of the root are kept an hour and then revalidated', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(FAVICON);
    const again = await get('/favicon.svg', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('a dotfile in the root is not sent: the path gets the app, like any path that is no file', async () => {
    const response = await get('/.env');
    expect(response.statusCode).toBe(200);
    expect(decoded(response)).toBe(INDEX_HTML);
  });
});

describe('pages: no-cache, an ETag of the HTML sent, 304 when unchanged', () => {
  it.each(NEGOTIATIONS)('%s gets index.html in the encoding it reads', async (_who, headers, encoding) => {
    const response = await get('/categories', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(decoded(response)).toBe(INDEX_HTML);
  });

  it('/, /index.html and every app route are the same page with the same validator, whatever the encoding', async () => {
    const responses = await Promise.all([
      get('/', { 'accept-encoding': 'br' }),
      get('/'),
      get('/assets'),
      get('/index.html', { 'accept-encoding': 'gzip' }),
      get('/favorites'),
      get('/searchByTitle/%D0%B0?page=2', { 'accept-encoding': 'br' }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(decoded(response)).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
  });

  it('answers 304 without a body when the browser holds the page, and the whole page again after a release', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const cached = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe('no-cache');
    // A list of validators, one of them the page's (the strong form matches too: weak comparison).
    const listed = await get('/login', { 'if-none-match': `W/"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);

    const release = INDEX_HTML.replace('index-Ab12Cd34.js', 'index-Zz99Yy88.js');
    await writeFile(path.join(webDir, 'index.html'), release);
    try {
      const fresh = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers.etag).not.toBe(etag);
      expect(decoded(fresh)).toBe(release);
    } finally {
      await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    }
  });

  it('a book page (its own head) is compressed, has its own validator and its own 304', async () => {
    const page = await get(`/books/${bookId}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    const html = decoded(page);
    expect(html).toContain('<title>«Евгений Онегин» — Раритет</title>');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const index = await get('/');
    const other = await get(`/books/${otherBookId}`, { 'accept-encoding': 'gzip' });
    expect(decoded(other)).toContain('<title>«Мёртвые души» — Раритет</title>');
    expect(new Set([etag, index.headers.etag, other.headers.etag]).size).toBe(3);

    const cached = await get(`/books/${bookId}`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect((await get(`/books/${otherBookId}`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('HEAD tells the same headers without the body', async () => {
    const full = await get('/', { 'accept-encoding': 'br' });
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('a page for a lot that does not exist is a 404 page without a validator', async () => {
    const response = await get('/books/999999', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(INDEX_HTML);
  });
});

describe('the home page drawn at build time (home.html)', () => {
  const HOME_HTML = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h1>Раритет</h1></div>');
  beforeAll(() => writeFile(path.join(webDir, 'home.html'), HOME_HTML));
  afterAll(() => rm(path.join(webDir, 'home.html')));

  it('is what a guest gets for /, varying on the cookie, with its own validator', async () => {
    const guest = await get('/', { 'accept-encoding': 'br', cookie: 'language=en; token=' });
    expect(guest.statusCode).toBe(200);
    expect(decoded(guest)).toBe(HOME_HTML);
    expect(guest.headers.vary).toMatch(/cookie/i);
    expect(guest.headers.vary).toMatch(/accept-encoding/i);
    const again = await get('/', { 'if-none-match': String(guest.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('a browser holding a login gets the plain page: its header is not the guest drawing', async () => {
    const member = await get('/', { cookie: 'theme=dark; token=abc.def.ghi; signed_in=s' });
    expect(decoded(member)).toBe(INDEX_HTML);
    expect(member.headers.vary).toMatch(/cookie/i);
  });

  it('only / is drawn: other routes get the plain page, and home.html is not a file to fetch', async () => {
    expect(decoded(await get('/categories'))).toBe(INDEX_HTML);
    expect(decoded(await get('/home.html'))).toBe(INDEX_HTML);
  });
});
