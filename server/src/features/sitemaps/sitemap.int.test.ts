import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLots, type LotInput } from '../../../test/archive-factories.ts';
import { registerCompression } from '../../plugins/compression.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { registerRequestLanguage } from '../../plugins/request-language.ts';
import { sitemapRoutes } from './routes.ts';
import { createSitemapService, PUBLIC_PAGES } from './service.ts';

const SITE = 'https://raritet.example';
const W3C_DATETIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

let t: TestApp;
let ids: number[];

const lot = (index: number): LotInput => ({
  title: `Лот ${index}`,
  category: index % 2 ? 'Классика' : 'Поэзия',
  seller: 'Лавка',
  price: 1000 + index,
  date: '2023-01-01',
});

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  ids = await insertLots(
    t.database,
    Array.from({ length: 8 }, (_, index) => lot(index)),
  );
  // Each lot entered the archive on its own day, so every date can be told apart.
  await t.database.query(
    `update books set added_date = timestamptz '2024-05-01T07:08:09.654Z' + (id - $1) * interval '1 day'`,
    [ids[0]],
  );
});
afterAll(() => t.close());

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The lot's added_date as the sitemap must write it (UTC, to the second). */
const addedOn = (id: number) =>
  new Date(Date.parse('2024-05-01T07:08:09Z') + (id - ids[0]!) * 86_400_000).toISOString().replace('.000Z', 'Z');

type Entry = { loc: string; lastmod?: string };
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** Checks the document is well-formed XML of the protocol's namespace and returns its entries. */
function parseXml(xml: string, root: 'sitemapindex' | 'urlset'): Entry[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const document = parser.parse(xml) as Record<string, Record<string, Entry[] | undefined>>;
  expect(document[root]).toBeDefined();
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  return document[root]![root === 'urlset' ? 'url' : 'sitemap'] ?? [];
}

describe('robots.txt', () => {
  it('opens the public pages and the lots, closes the API and the guarded routes, and names the sitemap', async () => {
    const response = await get(t.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/favorites', '/notifications', '/subscription', '/user']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Disallow: /searchByCategory/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // What crawlers are meant to read stays open.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const open of ['/', '/books/1', '/categories', '/terms', '/assets/index.js', '/sitemap.xml', '/login']) {
      expect(
        disallowed.filter((prefix) => open.startsWith(prefix)),
        open,
      ).toEqual([]);
    }
  });
});

describe('the sitemaps of the app', () => {
  it('/sitemap.xml is an index of the pages sitemap and the book sitemaps, dated', async () => {
    const response = await get(t.app, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const sitemaps = parseXml(response.body, 'sitemapindex');
    // Eight lots fit one file of 50,000.
    expect(sitemaps.map((entry) => entry.loc)).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/books-1.xml`]);
    expect(sitemaps[1]!.lastmod).toBe(addedOn(ids.at(-1)!));
    // The pages sitemap is dated as its newest page: the categories were made after these lots' dates.
    const pages = parseXml((await get(t.app, '/sitemaps/pages.xml')).body, 'urlset');
    expect(sitemaps[0]!.lastmod).toMatch(W3C_DATETIME);
    expect(sitemaps[0]!.lastmod).toBe(pages[0]!.lastmod);
  });

  it('a book sitemap lists every lot page, undated (the date dates the sale), compressed when accepted', async () => {
    const response = await get(t.app, '/sitemaps/books-1.xml', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const urls = parseXml(brotliDecompressSync(response.rawPayload).toString(), 'urlset');
    expect(urls).toEqual(ids.map((id) => ({ loc: `${SITE}/books/${id}` })));
  });

  it('is streamed: no length known in advance when sent plain', async () => {
    const response = await get(t.app, '/sitemaps/books-1.xml');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBeUndefined();
    expect(parseXml(response.body, 'urlset')).toHaveLength(ids.length);
  });

  it('the pages sitemap lists the public pages; those showing the archive are dated', async () => {
    const response = await get(t.app, '/sitemaps/pages.xml');
    const urls = parseXml(response.body, 'urlset');
    expect(urls.map((entry) => entry.loc)).toEqual(PUBLIC_PAGES.map(({ path }) => `${SITE}${path}`));
    expect(urls.find((entry) => entry.loc === `${SITE}/`)!.lastmod).toMatch(W3C_DATETIME);
    expect(urls.find((entry) => entry.loc === `${SITE}/categories`)!.lastmod).toMatch(W3C_DATETIME);
    expect(urls.find((entry) => entry.loc === `${SITE}/terms`)!.lastmod).toBeUndefined();
    expect(urls.some((entry) => /login|register|search|subscription/.test(entry.loc))).toBe(false);
  });

  it.each(['books-2.xml', 'books-0.xml', 'books-01.xml', 'books-99999999999.xml', 'books.xml', 'other.xml'])(
    '/sitemaps/%s is a 404',
    async (name) => {
      const response = await get(t.app, `/sitemaps/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );
});

describe('book sitemaps in files of a given size', () => {
  /** The sitemap routes alone, with files of three lots read two at a time, at an address to escape. */
  async function smallFilesApp(publicUrl: string | undefined) {
    const app = Fastify();
    await registerCompression(app);
    registerRequestLanguage(app);
    registerErrorHandler(app);
    await app.register(sitemapRoutes, {
      sitemaps: createSitemapService(t.database, { urlsPerFile: 3, batchSize: 2 }),
      publicUrl,
    });
    return app;
  }

  it('splits the lots by id range over several files, each listed with its newest date', async () => {
    const app = await smallFilesApp(SITE);
    const fileOf = (id: number) => Math.floor((id - 1) / 3) + 1;
    const files = [...new Set(ids.map(fileOf))];
    expect(files.length).toBeGreaterThan(1);
    const index = parseXml((await get(app, '/sitemap.xml')).body, 'sitemapindex');
    expect(index.slice(1)).toEqual(
      files.map((file) => ({
        loc: `${SITE}/sitemaps/books-${file}.xml`,
        lastmod: addedOn(Math.max(...ids.filter((id) => fileOf(id) === file))),
      })),
    );
    const listed: number[] = [];
    for (const file of files) {
      const response = await get(app, `/sitemaps/books-${file}.xml`, { 'accept-encoding': 'gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      const urls = parseXml(gunzipSync(response.rawPayload).toString(), 'urlset');
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...urls.map((entry) => Number(entry.loc.split('/').at(-1))));
    }
    expect(listed).toEqual(ids);
    expect((await get(app, `/sitemaps/books-${files.at(-1)! + 1}.xml`)).statusCode).toBe(404);
    await app.close();
  });

  it('escapes the addresses it writes', async () => {
    const app = await smallFilesApp(`${SITE}/архив?a=1&b=<2>`);
    const response = await get(app, '/sitemap.xml');
    expect(response.body).toContain(`${SITE}/архив?a=1&amp;b=&lt;2&gt;/sitemaps/books-1.xml`);
    const index = parseXml(response.body, 'sitemapindex');
    expect(index[1]!.loc).toBe(`${SITE}/архив?a=1&b=<2>/sitemaps/books-1.xml`);
    await app.close();
  });

  it('without PUBLIC_URL, addresses are those the request came to', async () => {
    const app = await smallFilesApp(undefined);
    const response = await get(app, `/sitemaps/books-${Math.floor((ids[0]! - 1) / 3) + 1}.xml`, {
      host: 'books.example:8080',
    });
    expect(parseXml(response.body, 'urlset')[0]!.loc).toBe(`http://books.example:8080/books/${ids[0]}`);
    await app.close();
  });
});
