import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import yazl from 'yazl';
import type { BookRecord, CategoryRecord, ExportTask, ImportTask, SellerRecord } from '@raritet/contracts/transfers';
import type { Database } from '../src/db/client.ts';
import { writePackage } from '../src/features/transfers/package-writer.ts';
import type { TestApp } from './app.ts';
import { bearer } from './factories.ts';

/** Every stored field of the archive, by natural key, timestamps to the microsecond: what a transfer must keep. */
export async function archiveSnapshot(database: Database) {
  const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
  const categories = await database.query(
    `select name, description, ${utc('created_at')} as created, ${utc('updated_at')} as updated
       from categories order by name`,
  );
  const sellers = await database.query('select name from sellers order by lower(name)');
  const books = await database.query(
    `select b.source_lot_id::text as lot, b.title, b.author, b.year, b.type, b.description_html, b.description_text,
            s.name as seller, b.publisher, b.language, c.name as category, b.final_price, ${utc('b.sale_date')} as sold,
            b.city, b.image_names, ${utc('b.added_date')} as added
       from books b join sellers s on s.id = b.seller_id join categories c on c.id = b.category_id
      order by b.source_lot_id`,
  );
  return { categories, sellers, books };
}

/** Every row's identity and version (xmin): equal before and after means nothing was written at all. */
export async function rowVersions(database: Database) {
  return {
    books: await database.query('select id, xmin::text as v from books order by id'),
    sellers: await database.query('select id, xmin::text as v from sellers order by id'),
    categories: await database.query('select id, xmin::text as v from categories order by id'),
  };
}

/** Synthetic archive records for packages written straight to a file (the large ones of the tests). */
export function syntheticArchive(books: number, { firstLot = 500_000_000, sellers = 50, categories = 10 } = {}) {
  const at = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
  const categoryRecords: CategoryRecord[] = Array.from({ length: categories }, (_, i) => ({
    name: `Синтетика ${i}`,
    description: i % 2 ? null : `Описание ${i}`,
    createdAt: at(i),
    updatedAt: at(i + 1),
  }));
  const sellerRecords: SellerRecord[] = Array.from({ length: sellers }, (_, i) => ({ name: `Продавец-${i}` }));
  function* bookRecords(): Generator<BookRecord> {
    for (let i = 0; i < books; i += 1) {
      yield {
        sourceLotId: firstLot + i,
        title: `Синтетическая книга ${i}`,
        author: i % 3 ? `Автор ${i % 97}` : null,
        year: i % 5 ? 1800 + (i % 200) : null,
        type: 'Книга',
        descriptionHtml: `<p>Описание лота ${i}: переплёт, состояние хорошее.</p>`,
        descriptionText: `Описание лота ${i}: переплёт, состояние хорошее.`,
        sellerName: `Продавец-${i % sellers}`,
        publisher: null,
        language: 'Русский',
        categoryName: `Синтетика ${i % categories}`,
        finalPrice: 100 + i,
        saleDate: at(i),
        city: i % 4 ? null : 'Москва',
        imageNames: [],
        addedDate: at(i + 7),
      };
    }
  }
  return { categories: categoryRecords, sellers: sellerRecords, books: bookRecords };
}

/** Writes an archive package of these records to `file` and returns its bytes. */
export async function writeArchivePackage(
  file: string,
  archive: { categories: unknown[]; sellers: unknown[]; books: () => Iterable<unknown> },
): Promise<Buffer> {
  await writePackage(file, {
    kind: 'archive',
    productVersion: 'test',
    entries: [
      { path: 'books.ndjson', records: archive.books },
      { path: 'sellers.ndjson', records: () => archive.sellers },
      { path: 'categories.ndjson', records: () => archive.categories },
      { path: 'images.ndjson', records: () => [] },
    ],
  });
  return readFile(file);
}

/** A ZIP of these entries written as given, with a manifest built from them and `overrides` (hostile files). */
export async function rawArchiveZip(
  file: string,
  entries: [string, Buffer][],
  overrides: Record<string, unknown> = {},
  { compress = true } = {},
): Promise<Buffer> {
  const manifest = Buffer.from(
    JSON.stringify({
      format: 'raritet-export',
      kind: 'archive',
      version: 1,
      productVersion: 'test',
      createdAt: '2026-01-01T00:00:00.000Z',
      counts: {},
      entries: entries.map(([path, bytes]) => ({
        path,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })),
      ...overrides,
    }),
  );
  const zip = new yazl.ZipFile();
  for (const [path, bytes] of [...entries, ['manifest.json', manifest] as [string, Buffer]]) {
    zip.addBuffer(bytes, path, { mtime: new Date(0), compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  await writeFile(file, bytes);
  return bytes;
}

/** Replaces a name in a ZIP's headers with another of the same length (how a zip-slip entry is made). */
export function renamedInZip(bytes: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(to)).toBe(Buffer.byteLength(from));
  const copy = Buffer.from(bytes);
  for (let at = copy.indexOf(from); at !== -1; at = copy.indexOf(from, at + 1)) copy.write(to, at, 'utf8');
  return copy;
}

/** Starts a data export through §7's route, runs its job and downloads the file (bearer header). */
export async function exportArchive(
  t: TestApp,
  token: string,
  body?: { includeImages?: boolean },
): Promise<{ taskId: string; zip: Buffer; progress: ExportTask }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/export-data',
    headers: bearer(token),
    ...(body ? { payload: body } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { taskId } = started.json() as { taskId: string };
  await t.jobs.drain();
  const progress = (
    await t.app.inject({ url: `/api/admin/export-progress/${taskId}`, headers: bearer(token) })
  ).json() as ExportTask;
  expect(progress).toMatchObject({ taskId, isExporting: false, progress: 100, isError: false, isReady: true });
  const download = await t.app.inject({ url: `/api/admin/download-exported-file/${taskId}`, headers: bearer(token) });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  return { taskId, zip: download.rawPayload, progress };
}

/** The two readings of §7 "Data import": the `/import/*` calls (id in the query) and the `/admin/…` ones. */
export type ImportReading = 'query' | 'path';

export function importUrls(reading: ImportReading) {
  return reading === 'query'
    ? {
        init: (query: string) => `/api/import/init?${query}`,
        chunk: (id: string, offset?: number) =>
          `/api/import/upload?importTaskId=${id}${offset === undefined ? '' : `&offset=${offset}`}`,
        finish: (id: string) => `/api/import/finish?importTaskId=${id}`,
        start: (id: string) => `/api/import/start?importTaskId=${id}`,
        progress: (id: string) => `/api/import/progress/${id}`,
        cancel: (id: string) => `/api/import/cancel?importTaskId=${id}`,
      }
    : {
        init: (query: string) => `/api/admin/init-data-import?${query}`,
        chunk: (id: string, offset?: number) =>
          `/api/admin/upload-data-chunk/${id}${offset === undefined ? '' : `?offset=${offset}`}`,
        finish: (id: string) => `/api/admin/finish-data-upload/${id}`,
        start: (id: string) => `/api/admin/start-data-import/${id}`,
        progress: (id: string) => `/api/admin/data-import-progress/${id}`,
        cancel: (id: string) => `/api/admin/cancel-data-import/${id}`,
      };
}

export type UploadOptions = {
  reading?: ImportReading;
  /** 256 KiB as the web app sends, unless given. */
  chunkBytes?: number;
  fileName?: string;
  /** Run the import job (default) or leave it queued. */
  drain?: boolean;
};

/** Uploads a file through the chosen reading's calls, finishes (`start` in the path reading) and runs the job. */
export async function importArchive(
  t: TestApp,
  token: string,
  file: Buffer,
  { reading = 'query', chunkBytes = 256 * 1024, fileName = 'archive.zip', drain = true }: UploadOptions = {},
): Promise<{ importTaskId: string; progress: ImportTask }> {
  const urls = importUrls(reading);
  const query = new URLSearchParams({ fileName, fileSize: String(file.length) });
  const init = await t.app.inject({ method: 'POST', url: urls.init(query.toString()), headers: bearer(token) });
  expect(init.statusCode, init.body).toBe(200);
  const { importTaskId } = init.json() as { importTaskId: string };
  for (let at = 0; at < file.length; at += chunkBytes) {
    const chunk = await t.app.inject({
      method: 'POST',
      url: urls.chunk(importTaskId),
      headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
      payload: file.subarray(at, at + chunkBytes),
    });
    expect(chunk.statusCode, chunk.body).toBe(200);
  }
  const finish = await t.app.inject({
    method: 'POST',
    url: reading === 'query' ? urls.finish(importTaskId) : urls.start(importTaskId),
    headers: bearer(token),
  });
  expect(finish.statusCode, finish.body).toBe(200);
  if (drain) await t.jobs.drain();
  return { importTaskId, progress: await importProgress(t, token, importTaskId, reading) };
}

export async function importProgress(
  t: TestApp,
  token: string,
  importTaskId: string,
  reading: ImportReading = 'query',
): Promise<ImportTask> {
  const response = await t.app.inject({ url: importUrls(reading).progress(importTaskId), headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportTask;
}
