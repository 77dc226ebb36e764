import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanExportProgress, PlanImportProgress } from '@raritet/contracts/transfers';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createAdmin } from '../../../test/factories.ts';
import { multipartChunk } from '../../../test/transfer-factories.ts';
import { writePackage } from './package-writer.ts';
import { transferTasks } from './schema.ts';

const MiB = 1024 * 1024;

/** Every stored field of every plan but the id (a server's own), by name. */
async function storedPlans(t: TestApp) {
  return (await t.services.billing.exportPlans())
    .map(({ id: _id, ...plan }) => plan)
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function exportPlans(t: TestApp, token: string): Promise<{ taskId: string; zip: Buffer; headers: object }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/export-subscription-plans',
    headers: bearer(token),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { taskId } = started.json() as { taskId: string };
  await t.jobs.drain();
  const progress = await t.app.inject({
    url: `/api/admin/subscription-plan-export-progress/${taskId}`,
    headers: bearer(token),
  });
  expect(progress.json()).toEqual({ progress: 100, isError: false, errorDetails: null } satisfies PlanExportProgress);
  const download = await t.app.inject({
    url: `/api/admin/download-exported-subscription-plans/${taskId}`,
    headers: bearer(token),
  });
  expect(download.statusCode).toBe(200);
  return { taskId, zip: download.rawPayload, headers: download.headers };
}

type ImportOptions = { fileName?: string; chunkBytes?: number; drain?: boolean };

async function startImport(t: TestApp, token: string, size: number, fileName = 'plans.zip') {
  const query = new URLSearchParams({ expectedFileSize: String(size), fileName });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/start-subscription-plan-import?${query.toString()}`,
    headers: bearer(token),
  });
}

function sendChunk(t: TestApp, token: string, importId: string, bytes: Uint8Array, offset?: number) {
  const { payload, headers } = multipartChunk(bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/subscription-plan-import/${importId}/chunk${offset === undefined ? '' : `?offset=${offset}`}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

async function progressOf(t: TestApp, token: string, importId: string): Promise<PlanImportProgress> {
  const response = await t.app.inject({
    url: `/api/admin/subscription-plan-import-progress/${importId}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlanImportProgress;
}

/** Uploads the file in chunks (1 MiB, as the web app), finishes and runs the import job. */
async function importFile(t: TestApp, token: string, file: Buffer, options: ImportOptions = {}) {
  const started = await startImport(t, token, file.length, options.fileName);
  expect(started.statusCode, started.body).toBe(200);
  const { importId } = started.json() as { importId: string };
  const size = options.chunkBytes ?? MiB;
  for (let at = 0; at < file.length; at += size) {
    const chunk = await sendChunk(t, token, importId, file.subarray(at, at + size));
    expect(chunk.statusCode, chunk.body).toBe(200);
  }
  const finish = await t.app.inject({
    method: 'POST',
    url: `/api/admin/subscription-plan-import/${importId}/finish`,
    headers: bearer(token),
  });
  expect(finish.statusCode, finish.body).toBe(200);
  if (options.drain !== false) await t.jobs.drain();
  return { importId, progress: await progressOf(t, token, importId) };
}

let source: TestApp;
let target: TestApp;
let sourceAdmin: string;
let targetAdmin: string;
let scratch: string;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  sourceAdmin = (await createAdmin(source.app, source.services)).token;
  targetAdmin = (await createAdmin(target.app, target.services)).token;
  scratch = await mkdtemp(join(tmpdir(), 'raritet-plan-transfer-'));
  const billing = source.services.billing;
  await billing.createPlan({
    name: 'Тест базовый',
    price: 300,
    monthlyRequestLimit: 100,
    description: ' Для начала ',
    isActive: true,
  });
  await billing.createPlan({
    name: 'Тест премиум',
    price: 900,
    yearlyPrice: 9000,
    monthlyRequestLimit: 5000,
    description: 'Всё «сразу»\nи ещё строка',
    isActive: true,
  });
  await billing.createPlan({ name: 'Тест архивный', price: 0, monthlyRequestLimit: 1, isActive: false });
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await rm(scratch, { recursive: true, force: true });
});

describe('plan export and import', () => {
  let zip: Buffer;

  it('exports every plan field into a ZIP named by the task and imports it identically elsewhere', async () => {
    const exported = await exportPlans(source, sourceAdmin);
    zip = exported.zip;
    expect(exported.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${exported.taskId}.zip"`,
    });
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const { progress } = await importFile(target, targetAdmin, zip, { chunkBytes: 700 });
    expect(progress).toMatchObject({
      uploadProgress: 100,
      importProgress: 100,
      isFinished: true,
      isCancelledOrError: false,
    });
    // The target's migration-seeded plans have the same names and other timestamps: they are updated.
    expect(progress.message).toMatch(/^Импорт завершён: добавлено планов — 3, обновлено — \d+, без изменений — \d+\.$/);
    expect(progress.report).toEqual([]);
    expect(await storedPlans(target)).toEqual(await storedPlans(source));
  });

  it('updates by name over existing plans, duplicates nothing and deletes nothing the file does not name', async () => {
    const [premium] = (await target.services.billing.exportPlans()).filter((plan) => plan.name === 'Тест премиум');
    await target.services.billing.updatePlan(premium!.id, {
      name: 'Тест премиум',
      price: 1,
      monthlyRequestLimit: 2,
      isActive: false,
    });
    await target.services.billing.createPlan({
      name: 'Тест только здесь',
      price: 5,
      monthlyRequestLimit: 5,
      isActive: true,
    });
    const { progress } = await importFile(target, targetAdmin, zip);
    expect(progress.message).toMatch(/^Импорт завершён: добавлено планов — 0, обновлено — 1, без изменений — \d+\.$/);
    const after = await storedPlans(target);
    expect(after.filter((plan) => plan.name.startsWith('Тест')).map((plan) => plan.name)).toEqual([
      'Тест архивный',
      'Тест базовый',
      'Тест премиум',
      'Тест только здесь',
    ]);
    expect(after.filter((plan) => plan.name !== 'Тест только здесь')).toEqual(await storedPlans(source));
  });

  it('changes nothing, not even a timestamp, when the file matches the database', async () => {
    const before = await target.services.billing.exportPlans();
    const { progress } = await importFile(target, targetAdmin, zip);
    expect(progress.message).toMatch(/^Импорт завершён: добавлено планов — 0, обновлено — 0, без изменений — \d+\.$/);
    expect(await target.services.billing.exportPlans()).toEqual(before);
  });

  it('refuses damaged, truncated, wrong-kind and invalid files and writes nothing', async () => {
    const before = await target.services.billing.exportPlans();
    const usersPackage = join(scratch, 'users.zip');
    await writePackage(usersPackage, { kind: 'users', productVersion: 't', entries: [] });
    const bad = join(scratch, 'bad-record.zip');
    const valid = { ...(await source.services.billing.exportPlans())[0]!, name: 'Новый из файла' };
    await writePackage(bad, {
      kind: 'plans',
      productVersion: 't',
      entries: [{ path: 'plans.ndjson', records: () => [valid, { ...valid, name: 'Второй', monthlyRequestLimit: 0 }] }],
    });
    const flipped = Buffer.from(zip);
    flipped[Math.floor(flipped.length / 3)]! ^= 0xff;
    const cases: [string, Buffer, string][] = [
      ['garbage', Buffer.from('это не zip, а текст'), 'Файл повреждён или не является ZIP-архивом.'],
      ['truncated', zip.subarray(0, Math.floor(zip.length / 2)), 'Файл повреждён или не является ZIP-архивом.'],
      ['wrong kind', await readFile(usersPackage), 'Это экспорт другого вида (users), а здесь нужен экспорт «plans».'],
      ['bad record', await readFile(bad), 'Файл plans.ndjson, строка 2: неверное значение поля monthlyRequestLimit.'],
    ];
    for (const [what, file, reason] of cases) {
      const { progress } = await importFile(target, targetAdmin, file);
      expect(progress, what).toMatchObject({ isFinished: false, isCancelledOrError: true });
      expect(progress.message, what).toBe(`Импорт не выполнен, база данных не изменена: ${reason}`);
    }
    const { progress } = await importFile(target, targetAdmin, flipped);
    expect(progress.isCancelledOrError).toBe(true);
    expect(await target.services.billing.exportPlans()).toEqual(before);
  });

  it('refuses an oversized declared size and a file name that is not a ZIP at once', async () => {
    const oversized = await startImport(target, targetAdmin, 10 * MiB + 1);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toMatchObject({ message: 'Неверный формат файла или превышен лимит размера' });
    const notZip = await startImport(target, targetAdmin, 100, 'plans.txt');
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toMatchObject({ message: 'Выберите ZIP файл с экспортом планов подписок' });
    // More bytes than declared: that chunk alone is refused, the upload goes on.
    const { importId } = (await startImport(target, targetAdmin, 4)).json() as { importId: string };
    expect((await sendChunk(target, targetAdmin, importId, Buffer.from('12345'))).statusCode).toBe(409);
    expect((await progressOf(target, targetAdmin, importId)).isCancelledOrError).toBe(false);
  });

  it('acknowledges a retried chunk at its offset and refuses different bytes there (409)', async () => {
    const started = await startImport(target, targetAdmin, zip.length);
    const { importId } = started.json() as { importId: string };
    const half = Math.floor(zip.length / 2);
    expect((await sendChunk(target, targetAdmin, importId, zip.subarray(0, half), 0)).json()).toEqual({
      received: half,
      size: zip.length,
    });
    const retry = await sendChunk(target, targetAdmin, importId, zip.subarray(0, half), 0);
    expect(retry.json()).toEqual({ received: half, size: zip.length });
    const other = Buffer.from(zip.subarray(0, half));
    other[0] = 0;
    expect((await sendChunk(target, targetAdmin, importId, other, 0)).statusCode).toBe(409);
    expect((await progressOf(target, targetAdmin, importId)).uploadProgress).toBe(
      Math.floor((half * 100) / zip.length),
    );
    await sendChunk(target, targetAdmin, importId, zip.subarray(half), half);
    const finish = await target.app.inject({
      method: 'POST',
      url: `/api/admin/subscription-plan-import/${importId}/finish`,
      headers: bearer(targetAdmin),
    });
    expect(finish.statusCode).toBe(200);
    await target.jobs.drain();
    expect((await progressOf(target, targetAdmin, importId)).isFinished).toBe(true);
  });

  it('a cancelled import leaves the plans as they were', async () => {
    const fresh = await createTestApp();
    try {
      const admin = (await createAdmin(fresh.app, fresh.services)).token;
      await fresh.services.billing.createPlan({
        name: 'Тест базовый',
        price: 1,
        monthlyRequestLimit: 1,
        isActive: true,
      });
      const before = await fresh.services.billing.exportPlans();
      // Cancelled after finishing, before the job ran.
      const queued = await importFile(fresh, admin, zip, { drain: false });
      const cancel = await fresh.app.inject({
        method: 'POST',
        url: `/api/admin/cancel-subscription-plan-import/${queued.importId}`,
        headers: bearer(admin),
      });
      expect(cancel.json()).toEqual({ message: 'Импорт планов подписок отменён' });
      await fresh.jobs.drain();
      expect(await progressOf(fresh, admin, queued.importId)).toMatchObject({
        isFinished: false,
        isCancelledOrError: true,
        message: 'Импорт планов подписок отменён',
      });
      // Cancelled while the job runs.
      const running = await importFile(fresh, admin, zip, { drain: false });
      const drained = fresh.jobs.drain();
      await fresh.app.inject({
        method: 'POST',
        url: `/api/admin/cancel-subscription-plan-import/${running.importId}`,
        headers: bearer(admin),
      });
      await drained;
      const outcome = await progressOf(fresh, admin, running.importId);
      if (outcome.isCancelledOrError) expect(await fresh.services.billing.exportPlans()).toEqual(before);
      else expect(outcome.isFinished).toBe(true);
      // A cancel during the upload drops it.
      const uploading = (await startImport(fresh, admin, zip.length)).json() as { importId: string };
      await sendChunk(fresh, admin, uploading.importId, zip.subarray(0, 10));
      await fresh.app.inject({
        method: 'POST',
        url: `/api/admin/cancel-subscription-plan-import/${uploading.importId}`,
        headers: bearer(admin),
      });
      expect((await sendChunk(fresh, admin, uploading.importId, zip.subarray(10, 20))).statusCode).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it('runs one plan export at a time and answers a second start with 400', async () => {
    const first = await source.app.inject({
      method: 'POST',
      url: '/api/admin/export-subscription-plans',
      headers: bearer(sourceAdmin),
    });
    const second = await source.app.inject({
      method: 'POST',
      url: '/api/admin/export-subscription-plans',
      headers: bearer(sourceAdmin),
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'transfer_plan_export_running' });
    const { taskId } = first.json() as { taskId: string };
    const early = await source.app.inject({
      url: `/api/admin/download-exported-subscription-plans/${taskId}`,
      headers: bearer(sourceAdmin),
    });
    expect(early.json()).toMatchObject({ message: 'Экспорт планов еще не завершен или завершился с ошибкой.' });
    const cancel = await source.app.inject({
      method: 'POST',
      url: `/api/admin/cancel-subscription-plan-export/${taskId}`,
      headers: bearer(sourceAdmin),
    });
    expect(cancel.statusCode).toBe(200);
    await source.jobs.drain();
    expect(
      (
        await source.app.inject({
          url: `/api/admin/subscription-plan-export-progress/${taskId}`,
          headers: bearer(sourceAdmin),
        })
      ).json(),
    ).toMatchObject({ isError: true });
    // After the cancel a new export may start.
    await exportPlans(source, sourceAdmin);
    const missing = await source.app.inject({
      url: '/api/admin/download-exported-subscription-plans/00000000-0000-4000-8000-000000000000',
      headers: bearer(sourceAdmin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Файл экспорта планов не найден или был удален.' });
  });
});

describe('the transfers sweep', () => {
  it('removes day-old export tasks with their files and reports a second plan of one name', async () => {
    const { taskId, zip: exported } = await exportPlans(source, sourceAdmin);
    expect(exported.length).toBeGreaterThan(0);
    await source.database.db
      .update(transferTasks)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(transferTasks.id, taskId));
    expect(await source.services.transfers.sweep()).toBeGreaterThanOrEqual(1);
    const gone = await source.app.inject({
      url: `/api/admin/download-exported-subscription-plans/${taskId}`,
      headers: bearer(sourceAdmin),
    });
    expect(gone.statusCode).toBe(404);
    await expect(stat(join(source.config.dataDir, 'transfers', 'exports', `${taskId}.zip`))).rejects.toThrow();

    const twice = join(scratch, 'twice.zip');
    const plan = { ...(await source.services.billing.exportPlans())[0]!, name: 'Тест дважды' };
    await writePackage(twice, {
      kind: 'plans',
      productVersion: 't',
      entries: [{ path: 'plans.ndjson', records: () => [plan, { ...plan, price: 1 }] }],
    });
    const { progress } = await importFile(target, targetAdmin, await readFile(twice));
    expect(progress.isFinished).toBe(true);
    expect(progress.report).toEqual([
      {
        row: 2,
        key: 'Тест дважды',
        message: 'Файл plans.ndjson, строка 2: «Тест дважды» уже встречался выше, эта запись пропущена.',
      },
    ]);
    expect((await storedPlans(target)).filter((stored) => stored.name === 'Тест дважды')).toHaveLength(1);
  });

  it('keeps the first 1,000 report lines of an import and counts the rest in one last line', async () => {
    const many = join(scratch, 'many.zip');
    const plan = { ...(await source.services.billing.exportPlans())[0]!, name: 'Тест много раз' };
    await writePackage(many, {
      kind: 'plans',
      productVersion: 't',
      entries: [{ path: 'plans.ndjson', records: () => Array.from({ length: 1005 }, () => plan) }],
    });
    const { progress } = await importFile(target, targetAdmin, await readFile(many));
    expect(progress.isFinished).toBe(true);
    expect(progress.report).toHaveLength(1001);
    expect(progress.report[999]?.row).toBe(1001);
    expect(progress.report.at(-1)).toEqual({
      row: 0,
      key: '',
      message: 'И ещё 4 записей взяты не так, как в файле; показаны первые 1000.',
    });
  });
});
