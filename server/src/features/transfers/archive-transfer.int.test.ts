import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportTask, TransferManifest } from '@raritet/contracts/transfers';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCategory, insertLots, type LotInput } from '../../../test/archive-factories.ts';
import {
  archiveSnapshot,
  exportArchive,
  importArchive,
  importProgress,
  importUrls,
  rawArchiveZip,
  renamedInZip,
  rowVersions,
  syntheticArchive,
  writeArchivePackage,
} from '../../../test/archive-transfer-factories.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { BULK_LOAD_INDEXES } from '../books/bulk-indexes.ts';
import { openZip, centralDirectory, openEntryStream } from './zip-access.ts';

/** The entries of a ZIP file by name, unpacked (small files only). */
async function unzip(file: string): Promise<Map<string, Buffer>> {
  const zip = await openZip(file);
  const entries = new Map<string, Buffer>();
  try {
    for await (const entry of centralDirectory(zip)) {
      const chunks: Buffer[] = [];
      for await (const chunk of (await openEntryStream(zip, entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
      entries.set(entry.name, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return entries;
}

/** Every file under a folder with its modification time (the local image store's files). */
async function filesIn(dir: string): Promise<Record<string, number>> {
  const files: Record<string, number> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[path] = (await stat(path)).mtimeMs;
    }
  }
  return files;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('картинка'.repeat(50))]);

const LOTS: LotInput[] = [
  {
    title: 'Евгений Онегин. Роман в стихах',
    author: 'Пушкин А. С.',
    year: 1837,
    description: 'Первое полное издание.\nПереплёт «эпохи», с \\ и\tтабуляцией.',
    descriptionHtml: '<p>Первое полное издание.<br>Переплёт «эпохи», с \\ и\tтабуляцией.</p>',
    seller: 'Букинист Иванов',
    category: 'Поэзия',
    price: 1_250_000,
    date: '2024-01-02T10:11:12.345Z',
    images: ['lot_1.jpg', 'lot-1b.png'],
    publisher: 'Типография Смирдина',
  },
  {
    title: 'Журнал "Нива" \'1913\'',
    author: null,
    year: null,
    type: 'Журнал',
    description: '',
    seller: 'ООО Антиквар',
    category: 'Периодика',
    price: 900,
    date: '2023-12-31T23:59:59Z',
    images: ['missing_1.jpg'],
    language: 'Английский',
  },
  {
    title: 'Открытка без автора',
    seller: 'букинист иванов',
    category: 'Поэзия',
    price: 1,
    date: '2022-06-15',
    type: 'Открытка',
  },
];

let source: TestApp;
let target: TestApp;
let sourceAdmin: string;
let targetAdmin: string;
let scratch: string;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  [sourceAdmin, targetAdmin] = await Promise.all([
    createAdmin(source.app, source.services).then((session) => session.token),
    createAdmin(target.app, target.services).then((session) => session.token),
  ]);
  scratch = await mkdtemp(join(tmpdir(), 'raritet-archive-transfer-'));
  await insertCategory(source.database, 'Поэзия', 'Стихи\nи поэмы');
  await insertCategory(source.database, 'Пустая категория');
  const ids = await insertLots(source.database, LOTS);
  // A city and an added date to the microsecond, as pulled lots have them.
  await source.database.query(
    `update books set city = 'Санкт-Петербург', added_date = '2024-01-03 04:05:06.123456+00' where id = $1`,
    [ids[0]],
  );
  const store = await source.services.imageStore.get();
  await store.put(ids[0]!, 'lot_1.jpg', JPEG);
  await store.put(ids[0]!, 'lot-1b.png', PNG);
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('the archive data export and import', () => {
  let withImages: Buffer;
  let withoutImages: Buffer;

  it('exports every stored field, downloads by header, single-use ticket and form, with and without images', async () => {
    const plain = await exportArchive(source, sourceAdmin);
    withoutImages = plain.zip;
    const streamPath = `/api/admin/download-exported-file-stream/${plain.taskId}`;
    // The login token in an address is refused with a message saying what to do instead.
    const byToken = await source.app.inject({ url: `${streamPath}?token=${encodeURIComponent(sourceAdmin)}` });
    expect(byToken.statusCode).toBe(401);
    expect(byToken.json()).toMatchObject({ code: 'download_token_in_query' });
    const ticket = await source.app.inject({
      method: 'POST',
      url: '/api/admin/download-ticket',
      headers: bearer(sourceAdmin),
    });
    const { ticket: value, expiresAt } = ticket.json<{ ticket: string; expiresAt: string }>();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const byTicket = await source.app.inject({ url: `${streamPath}?ticket=${value}` });
    expect(byTicket.statusCode).toBe(200);
    expect(byTicket.rawPayload.equals(withoutImages)).toBe(true);
    // Once only.
    const again = await source.app.inject({ url: `${streamPath}?ticket=${value}` });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([401, 'download_ticket_invalid']);
    const byForm = await source.app.inject({
      method: 'POST',
      url: `/api/admin/download-exported-file/${plain.taskId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(sourceAdmin)}`,
    });
    expect(byForm.statusCode).toBe(200);
    expect(byForm.rawPayload.equals(withoutImages)).toBe(true);
    expect(byForm.headers['content-disposition']).toBe(`attachment; filename="archive-export-${plain.taskId}.zip"`);
    const status = (await source.app.inject({ url: '/api/admin/export-status', headers: bearer(sourceAdmin) })).json();
    expect(status).toMatchObject({ taskId: plain.taskId, isReady: true, fileSize: withoutImages.length });

    const file = join(scratch, 'plain.zip');
    await writeFile(file, withoutImages);
    const entries = await unzip(file);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as TransferManifest;
    expect(manifest).toMatchObject({ format: 'raritet-export', kind: 'archive', version: 1 });
    expect(manifest.counts).toEqual({ books: 3, sellers: 2, categories: 3, images: 0, imagesMissing: 0 });
    expect([...entries.keys()]).toEqual([
      'books.ndjson',
      'sellers.ndjson',
      'categories.ndjson',
      'images.ndjson',
      'manifest.json',
    ]);
    const [first] = entries
      .get('books.ndjson')!
      .toString()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toEqual({
      sourceLotId: expect.any(Number),
      title: LOTS[0]!.title,
      author: 'Пушкин А. С.',
      year: 1837,
      type: 'Книга',
      descriptionHtml: LOTS[0]!.descriptionHtml,
      descriptionText: LOTS[0]!.description,
      sellerName: 'Букинист Иванов',
      publisher: 'Типография Смирдина',
      language: 'Русский',
      categoryName: 'Поэзия',
      finalPrice: 1_250_000,
      saleDate: '2024-01-02T10:11:12.345000Z',
      city: 'Санкт-Петербург',
      imageNames: ['lot_1.jpg', 'lot-1b.png'],
      addedDate: '2024-01-03T04:05:06.123456Z',
    });

    const pictured = await exportArchive(source, sourceAdmin, { includeImages: true });
    withImages = pictured.zip;
    const picturedFile = join(scratch, 'pictured.zip');
    await writeFile(picturedFile, withImages);
    const pictures = await unzip(picturedFile);
    const lot = first!.sourceLotId as number;
    expect(pictures.get(`images/${lot}/lot_1.jpg`)?.equals(JPEG)).toBe(true);
    expect(pictures.get(`images/${lot}/lot-1b.png`)?.equals(PNG)).toBe(true);
    expect(JSON.parse(pictures.get('manifest.json')!.toString()).counts).toMatchObject({ images: 2, imagesMissing: 1 });
    expect(
      pictures
        .get('images.ndjson')!
        .toString()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { sourceLotId: lot, name: 'lot_1.jpg', path: `images/${lot}/lot_1.jpg`, size: JPEG.length },
      { sourceLotId: lot, name: 'lot-1b.png', path: `images/${lot}/lot-1b.png`, size: PNG.length },
    ]);
  });

  it('imports into an empty archive: every field by natural key, the images byte for byte', async () => {
    await target.database.query('update bibliographic_backfill set after_id = 99, finished_at = now()');
    const { progress } = await importArchive(target, targetAdmin, withImages, { chunkBytes: 1000 });
    expect(progress).toMatchObject({ uploadProgress: 100, importProgress: 100, isFinished: true, report: [] });
    expect(progress.message).toBe(
      'Импорт завершён: лотов добавлено — 3, обновлено — 0, без изменений — 0; категорий — 3, продавцов — 2, изображений — 2.',
    );
    expect(await archiveSnapshot(target.database)).toEqual(await archiveSnapshot(source.database));
    const [row] = await target.database.query<{ id: number }>(`select id from books where title = $1`, [
      LOTS[0]!.title,
    ]);
    const store = await target.services.imageStore.get();
    expect((await store.get(row!.id, 'lot_1.jpg'))?.equals(JPEG)).toBe(true);
    expect((await store.get(row!.id, 'lot-1b.png'))?.equals(PNG)).toBe(true);
    // New lots take ids in the file's order, which is the source's id order (the sale order there).
    const order = await target.database.query<{ title: string }>('select title from books order by id');
    expect(order.map((item) => item.title)).toEqual(LOTS.map((item) => item.title));
    // The bibliographic pass (ADR 0045) reads the archive again for imported lots without an author.
    expect(await target.database.query('select after_id, finished_at from bibliographic_backfill')).toEqual([
      { after_id: 0, finished_at: null },
    ]);
  });

  it('an unchanged import (the other reading) changes nothing, not even a timestamp', async () => {
    const before = { rows: await rowVersions(target.database), files: await filesIn(target.config.imageDir) };
    expect(Object.keys(before.files)).toHaveLength(2);
    const { progress } = await importArchive(target, targetAdmin, withImages, { reading: 'path' });
    expect(progress.message).toBe(
      'Импорт завершён: лотов добавлено — 0, обновлено — 0, без изменений — 3; категорий — 3, продавцов — 2, изображений — 2.',
    );
    expect(await rowVersions(target.database)).toEqual(before.rows);
    expect(await filesIn(target.config.imageDir)).toEqual(before.files);
  });

  it('updates by natural key over existing data, duplicates nothing and deletes nothing the file does not name', async () => {
    await target.database.query(`update books set title = 'Изменено', final_price = 5 where title = $1`, [
      LOTS[2]!.title,
    ]);
    await target.database.query(`update categories set description = 'другое' where name = 'Поэзия'`);
    await target.database.query(`update sellers set name = 'ооо антиквар' where name = 'ООО Антиквар'`);
    await insertLots(target.database, [
      { title: 'Только здесь', seller: 'Местный', category: 'Местная', price: 7, date: '2021-01-01' },
    ]);
    const { progress } = await importArchive(target, targetAdmin, withoutImages);
    expect(progress.message).toBe(
      'Импорт завершён: лотов добавлено — 0, обновлено — 1, без изменений — 2; категорий — 3, продавцов — 2, изображений — 0.',
    );
    const after = await archiveSnapshot(target.database);
    const expected = await archiveSnapshot(source.database);
    expect(after.books.filter((book) => book.title !== 'Только здесь')).toEqual(expected.books);
    expect(after.books.map((book) => book.title)).toContain('Только здесь');
    expect(after.categories.filter((category) => category.name !== 'Местная')).toEqual(expected.categories);
    expect(after.sellers).toEqual([{ name: 'Букинист Иванов' }, { name: 'Местный' }, { name: 'ООО Антиквар' }]);
  });

  it('refuses damaged, truncated, wrong-version, zip-slip, zip-bomb and invalid files and writes nothing', async () => {
    const before = await rowVersions(target.database);
    const ok = (name: string) => join(scratch, name);
    const records = syntheticArchive(3);
    const good = [...records.books()];
    const lines = (items: unknown[]) => Buffer.from(items.map((item) => `${JSON.stringify(item)}\n`).join(''));
    const slip = await rawArchiveZip(ok('slip.zip'), [['xx/evil.txt', Buffer.from('x')]]);
    const cases: [string, Buffer, string][] = [
      ['garbage', Buffer.from('не zip'), 'Файл повреждён или не является ZIP-архивом.'],
      [
        'truncated',
        withoutImages.subarray(0, withoutImages.length - 40),
        'Файл повреждён или не является ZIP-архивом.',
      ],
      [
        'wrong version',
        await rawArchiveZip(ok('v9.zip'), [['books.ndjson', lines(good)]], { version: 9 }),
        'Версия формата экспорта 9 не поддерживается (поддерживаются: 1).',
      ],
      ['zip slip', renamedInZip(slip, 'xx/evil.txt', '../evil.txt'), 'Недопустимое имя файла в архиве: ../evil.txt.'],
      [
        'zip bomb',
        await rawArchiveZip(ok('bomb.zip'), [['books.ndjson', Buffer.alloc(4 * 1024 * 1024, 0x20)]]),
        'Архив распаковывается больше чем в 200 раз против своего размера — такой файл не принимается.',
      ],
      [
        'invalid record',
        await writeArchivePackage(ok('invalid.zip'), {
          ...records,
          books: () => [good[0], { ...good[1], finalPrice: 'дорого' }],
        }),
        'Файл books.ndjson, строка 2: неверное значение поля finalPrice.',
      ],
      [
        'unknown seller',
        await writeArchivePackage(ok('seller.zip'), {
          ...records,
          books: () => [good[0], good[1], { ...good[2], sellerName: 'Никто' }],
        }),
        'Файл books.ndjson, строка 3: неверное значение поля sellerName.',
      ],
    ];
    for (const [what, file, reason] of cases) {
      const { progress } = await importArchive(target, targetAdmin, file);
      expect(progress, what).toMatchObject({ isFinished: false, isCancelledOrError: true });
      expect(progress.message, what).toBe(`Импорт не выполнен, база данных не изменена: ${reason}`);
    }
    expect(await rowVersions(target.database)).toEqual(before);

    const refuse = async (query: string) =>
      target.app.inject({ method: 'POST', url: importUrls('query').init(query), headers: bearer(targetAdmin) });
    const oversized = await refuse(`fileSize=${100 * 1024 ** 3 + 1}&fileName=a.zip`);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toMatchObject({ message: 'Неверный формат файла или превышен лимит размера' });
    const notZip = await refuse('fileSize=10&fileName=archive.rar');
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ message: 'Выберите ZIP файл с экспортом данных' });
  });

  it('acknowledges a retried chunk at its offset, refuses other bytes there (409) and imports the file', async () => {
    const urls = importUrls('query');
    const size = withoutImages.length;
    const init = await target.app.inject({
      method: 'POST',
      url: urls.init(`fileSize=${size}`),
      headers: bearer(targetAdmin),
    });
    const { importTaskId: id } = init.json() as { importTaskId: string };
    const send = (bytes: Buffer, offset?: number) =>
      target.app.inject({
        method: 'POST',
        url: urls.chunk(id, offset),
        headers: { ...bearer(targetAdmin), 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    const half = Math.floor(size / 2);
    expect((await send(withoutImages.subarray(0, half), 0)).json()).toEqual({ received: half, size });
    expect((await send(withoutImages.subarray(0, half), 0)).json()).toEqual({ received: half, size });
    const other = Buffer.from(withoutImages.subarray(0, half));
    other[3]! ^= 0xff;
    const conflict = await send(other, 0);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'transfer_chunk_conflict' });
    expect((await importProgress(target, targetAdmin, id)).uploadProgress).toBe(Math.floor((half * 100) / size));
    expect((await send(withoutImages.subarray(half), half)).json()).toEqual({ received: size, size });
    expect(
      (await target.app.inject({ method: 'POST', url: urls.finish(id), headers: bearer(targetAdmin) })).statusCode,
    ).toBe(200);
    await target.jobs.drain();
    expect(await importProgress(target, targetAdmin, id)).toMatchObject({ isFinished: true, importProgress: 100 });
  });

  it('runs one data export at a time (400), cancels one, and says why a download is not there', async () => {
    const start = () =>
      source.app.inject({ method: 'POST', url: '/api/admin/export-data', headers: bearer(sourceAdmin), payload: {} });
    const first = await start();
    const second = await start();
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      message: 'Экспорт данных уже выполняется. Дождитесь его завершения или отмените его.',
    });
    const { taskId } = first.json() as { taskId: string };
    const status = (await source.app.inject({ url: '/api/admin/export-status', headers: bearer(sourceAdmin) })).json();
    expect(status).toMatchObject({ taskId, isExporting: true, isReady: false } satisfies Partial<ExportTask>);
    const early = await source.app.inject({
      url: `/api/admin/download-exported-file/${taskId}`,
      headers: bearer(sourceAdmin),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'Экспорт данных ещё не завершён или завершился с ошибкой.' });
    const cancel = await source.app.inject({
      method: 'POST',
      url: `/api/admin/cancel-export/${taskId}`,
      headers: bearer(sourceAdmin),
    });
    expect(cancel.json()).toEqual({ message: 'Экспорт отменён.' });
    await source.jobs.drain();
    const missing = await source.app.inject({
      url: '/api/admin/download-exported-file/00000000-0000-4000-8000-000000000000',
      headers: bearer(sourceAdmin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Файл экспорта данных не найден или был удалён.' });
  });
});

describe('a large import', () => {
  let fresh: TestApp;
  let admin: string;
  let big: Buffer;

  beforeAll(async () => {
    fresh = await createTestApp();
    admin = (await createAdmin(fresh.app, fresh.services)).token;
    await insertLots(fresh.database, [LOTS[0]!]);
    big = await writeArchivePackage(join(scratch, 'big.zip'), syntheticArchive(6000));
  });
  afterAll(() => fresh?.close());

  it('answers its progress while it writes, and a cancel leaves the archive as it was', async () => {
    const before = await rowVersions(fresh.database);
    const { importTaskId: id } = await importArchive(fresh, admin, big, { drain: false });
    let ended = false;
    const job = fresh.jobs.drain().then(() => (ended = true));
    const runner = fresh.services.transfers.archive;
    // Wait for the writing phase (after the file's check), reading the runner's memory.
    for (let i = 0; i < 600; i += 1) {
      const state = await runner.importProgress(id, 'ru');
      if (state.message === 'Запись данных…') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Through HTTP, as the web app polls: answered while the import still runs (on PGlite its transaction
    // holds the database, so the session check must not wait for it).
    const during = await importProgress(fresh, admin, id);
    expect(ended).toBe(false);
    expect(during).toMatchObject({ isFinished: false, isCancelledOrError: false, uploadProgress: 100 });
    expect(during.importProgress).toBeGreaterThanOrEqual(30);
    expect(during.importProgress).toBeLessThan(100);
    const cancel = await fresh.app.inject({
      method: 'POST',
      url: importUrls('query').cancel(id),
      headers: bearer(admin),
    });
    expect(cancel.json()).toEqual({ message: 'Импорт данных отменён' });
    await job;
    expect(await importProgress(fresh, admin, id)).toMatchObject({
      isFinished: false,
      isCancelledOrError: true,
      message: 'Импорт данных отменён',
    });
    expect(await rowVersions(fresh.database)).toEqual(before);
  });

  it('imports 6,000 lots in one go, in the file order', async () => {
    const { progress } = await importArchive(fresh, admin, big);
    expect(progress.message).toBe(
      'Импорт завершён: лотов добавлено — 6000, обновлено — 0, без изменений — 0; категорий — 10, продавцов — 50, изображений — 0.',
    );
    const [row] = await fresh.database.query<{ ordered: boolean; n: number }>(
      `select count(*)::int as n, bool_and(ordered) as ordered
         from (select source_lot_id > lag(source_lot_id, 1, 0::bigint) over (order by id) as ordered
                 from books where source_lot_id >= 500000000) as lots`,
    );
    expect(row).toEqual({ n: 6000, ordered: true });
  });
});

describe('an import into an empty archive', () => {
  it('builds the search indexes once at the end and finds the lots through them', async () => {
    const empty = await createTestApp();
    try {
      const admin = (await createAdmin(empty.app, empty.services)).token;
      const file = await writeArchivePackage(join(scratch, 'bulk.zip'), syntheticArchive(10_000));
      const { progress } = await importArchive(empty, admin, file);
      expect(progress.isFinished).toBe(true);
      const indexes = await empty.database.query<{ indexname: string }>(
        `select indexname from pg_indexes where tablename = 'books' order by indexname`,
      );
      expect(indexes.map((row) => row.indexname)).toEqual(
        expect.arrayContaining(BULK_LOAD_INDEXES.map((index) => index.name)),
      );
      const found = await empty.database.query<{ n: number }>(
        `select count(*)::int as n from books
          where title_tsv @@ plainto_tsquery('russian', raritet_fold('синтетическая книга'))`,
      );
      expect(found[0]!.n).toBe(10_000);
    } finally {
      await empty.close();
    }
  });
});

describe('the upload of an import file', () => {
  it('needs a positive fileSize on every init route', async () => {
    for (const url of ['/api/import/init', '/api/import/init?fileSize=0', '/api/useradmin/init-user-import']) {
      const response = await target.app.inject({ method: 'POST', url, headers: bearer(targetAdmin) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'transfer_file_size_invalid' });
    }
    const plans = await target.app.inject({
      method: 'POST',
      url: '/api/admin/start-subscription-plan-import?expectedFileSize=-1',
      headers: bearer(targetAdmin),
    });
    expect(plans.json()).toMatchObject({ code: 'transfer_file_size_invalid' });
  });

  it('refuses alone a last chunk sent again without its offset, and the upload goes on', async () => {
    const call = (url: string, payload?: string) =>
      target.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(targetAdmin), 'content-type': 'application/octet-stream' },
        ...(payload === undefined ? {} : { payload: Buffer.from(payload) }),
      });
    const { importTaskId } = (await call('/api/import/init?fileSize=5&fileName=a.zip')).json<{
      importTaskId: string;
    }>();
    expect((await call(`/api/import/upload?importTaskId=${importTaskId}`, 'abc')).json()).toEqual({
      received: 3,
      size: 5,
    });
    expect((await call(`/api/import/upload?importTaskId=${importTaskId}`, 'de')).json()).toEqual({
      received: 5,
      size: 5,
    });
    const again = await call(`/api/import/upload?importTaskId=${importTaskId}`, 'de');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'transfer_chunk_overflow' });
    expect(again.json<{ message: string }>().message).toContain('5');
    const { uploads } = target.services.transfers;
    expect(await uploads.state(importTaskId)).toMatchObject({ received: 5, size: 5, finished: false });
    expect(await uploads.finish(importTaskId)).toMatchObject({ size: 5 });
    await uploads.drop(importTaskId);
  });
});

describe('image names and text from an imported package', () => {
  it('refuses names the image store would refuse, with the line in the report, and imports the lot without them', async () => {
    const records = syntheticArchive(2, { firstLot: 610_000_000 });
    const [first, second] = [...records.books()];
    const books = [
      {
        ...first!,
        title: 'Книга\u0007 с \u001bзвонком',
        imageNames: ['cover_1.jpg', '../../../../etc/passwd', 'a/b.jpg'],
      },
      { ...second!, imageNames: ['x_1.jpg'] },
    ];
    const file = await writeArchivePackage(join(scratch, 'names.zip'), { ...records, books: () => books });
    const { progress } = await importArchive(target, targetAdmin, file);
    expect(progress.isFinished).toBe(true);
    expect(progress.report).toEqual([
      {
        row: 1,
        key: '610000000',
        message:
          'Файл books.ndjson, строка 1: недопустимые имена изображений (2), например «../../../../etc/passwd» (допустимы буквы, цифры, «_», «-» и «.»); лот импортирован без них.',
      },
    ]);
    const rows = await target.database.query<{ id: number; title: string; image_names: string[] }>(
      'select id, title, image_names from books where source_lot_id in (610000000, 610000001) order by source_lot_id',
    );
    expect(rows.map(({ title, image_names }) => ({ title, image_names }))).toEqual([
      { title: 'Книга с звонком', image_names: ['cover_1.jpg'] },
      { title: books[1]!.title, image_names: ['x_1.jpg'] },
    ]);

    // A name stored before imports checked them answers 404, not 500.
    await target.database.query(`update books set image_names = array['../../../../etc/passwd'] where id = $1`, [
      rows[0]!.id,
    ]);
    const image = await target.app.inject({
      method: 'GET',
      url: `/api/books/${rows[0]!.id}/images/${encodeURIComponent('../../../../etc/passwd')}`,
      headers: bearer(targetAdmin),
    });
    expect(image.statusCode).toBe(404);
  });
});
