import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArchiveTestApp, insertLots } from '../../../test/archive-factories.ts';
import type { TestApp } from '../../../test/app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Раритет — архив продаж."
    />
    <title>Раритет — архив продаж антикварных книг</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>
`;

let t: TestApp;
let webDir: string;
let tricky: number;
let plain: number;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'raritet-web-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createArchiveTestApp({ env: { WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://raritet.example' } });
  [tricky, plain] = (await insertLots(t.database, [
    {
      title: 'Тайна "Кабинета" <script>alert(1)</script> & Co',
      author: "О'Генри </script><b>",
      year: 1911,
      type: 'Книга',
      publisher: 'М.: Сытин & К°',
      category: 'Приключения <i>',
      seller: 'Лавка "Старьё"',
      price: 99000,
      date: '2023-03-03T00:00:00Z',
      images: ['cover.jpg'],
      description:
        'Первое издание. Редкость! <Обложка> "издательская", '.repeat(6) +
        'конец длинного описания, которое не попадёт в мету.',
    },
    {
      title: 'Евгений Онегин',
      category: 'Русская классика',
      seller: 'Антиквар',
      price: 5000,
      date: '2022-02-02T00:00:00Z',
      description: 'Роман в стихах.',
    },
  ])) as [number, number];
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The content of `<meta {attribute}="{key}" content="…">`, unescaped. */
function metaContent(html: string, attribute: string, key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('book pages carry their own head in the HTML the server sends', () => {
  it('title with the service name, description, keywords, canonical address and Open Graph, all escaped', async () => {
    const response = await page(`/books/${tricky}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(
      '<title>«Тайна &quot;Кабинета&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co» — Раритет</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><b>');
    expect(html).not.toContain('Раритет — архив продаж.');
    const description = metaContent(html, 'name', 'description')!;
    expect(description.startsWith('Первое издание. Редкость! <Обложка> "издательская",')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(metaContent(html, 'name', 'keywords')).toBe(
      'О\'Генри </script><b>, Книга, Приключения <i>, 1911, Лавка "Старьё"',
    );
    expect(html).toContain(`<link rel="canonical" href="https://raritet.example/books/${tricky}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(
      '«Тайна "Кабинета" <script>alert(1)</script> & Co» — Раритет',
    );
    expect(metaContent(html, 'property', 'og:type')).toBe('book');
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://raritet.example/books/${tricky}`);
    // The rest of the page is the app as built.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('JSON-LD describes a Product and a Book, cannot close its script element, and leaves the price out', async () => {
    const html = (await page(`/books/${tricky}`)).body;
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const json = scripts[0]![1]!;
    expect(json).not.toContain('<');
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'Book'],
      name: 'Тайна "Кабинета" <script>alert(1)</script> & Co',
      author: { '@type': 'Person', name: "О'Генри </script><b>" },
      datePublished: '1911',
      publisher: { '@type': 'Organization', name: 'М.: Сытин & К°' },
      inLanguage: 'Русский',
      url: `https://raritet.example/books/${tricky}`,
    });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('image');
    expect(JSON.stringify(data)).not.toContain('99000');
  });

  it('a short description is used whole; missing fields are left out', async () => {
    const html = (await page(`/books/${plain}/`)).body;
    expect(html).toContain('<title>«Евгений Онегин» — Раритет</title>');
    expect(metaContent(html, 'name', 'description')).toBe('Роман в стихах.');
    expect(metaContent(html, 'name', 'keywords')).toBe('Книга, Русская классика, Антиквар');
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as object;
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('datePublished');
  });

  it('an unknown or malformed book id gets the plain app with 404 (the app shows "Book not found")', async () => {
    for (const url of ['/books/999999', '/books/abc', '/books/0', '/books/99999999999999']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('every other page is the plain app, as before', async () => {
    for (const url of ['/', '/categories', '/searchByTitle/Пушкин', `/books/${plain}/extra`, '/books']) {
      const response = await page(encodeURI(url));
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
    expect((await page('/api/nothing')).json()).toMatchObject({ code: 'route_not_found' });
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
    expect((await page('/assets/app.js')).body).toBe('console.log(1)');
  });

  it('pages carry the content security policy, permissions policy and, on https, HSTS', async () => {
    for (const url of [`/books/${plain}`, '/', '/categories', '/assets/app.js']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['permissions-policy'], url).toContain('camera=()');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
