import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { startFakeBotApi, type FakeBotApi } from '../test/fakes/fake-bot-api.ts';
import { insertCategory } from '../test/archive-factories.ts';
import { bearer, createAdmin, registerUser } from '../test/factories.ts';
import { multipartChunk } from '../test/transfer-factories.ts';

type OpenApi = { paths: Record<string, Record<string, { tags?: string[] }>> };
type Fixtures = {
  userId: number;
  planId: number;
  categoryIds: number[];
  exportTaskId: string;
  importId: string;
  userExportTaskId: string;
  userImportId: string;
  /** A finished data export, and a data import waiting for its one chunk under each of its two route spellings. */
  dataExportTaskId: string;
  dataImportId: string;
  dataPathImportId: string;
};
/** A request an administrator may make with success, and the status it gets. */
type Sample = { url: string; payload?: object | Buffer; headers?: Record<string, string>; status?: number };

/** The bytes the matrix's plan import uploads (any bytes: the import job is not run). */
const IMPORT_BYTES = Buffer.from('matrix');
/** A data import's chunk (raw bytes) and the form-submit download (the token comes in the header here). */
const OCTET_CHUNK = { payload: IMPORT_BYTES, headers: { 'content-type': 'application/octet-stream' } };
const DOWNLOAD_FORM = {
  payload: Buffer.from('token='),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

/**
 * One successful request per admin operation. Every operation the OpenAPI document tags `admin: …` must
 * be here, so a new admin route cannot be added without its row in the matrix. The order in which the
 * rows run is the document's; rows that change data leave something for the next (a plan is created
 * before one is deleted).
 */
const SAMPLES: Record<string, (f: Fixtures) => Sample> = {
  'GET /api/SubscriptionPlans': () => ({ url: '/api/SubscriptionPlans' }),
  'POST /api/SubscriptionPlans': () => ({
    url: '/api/SubscriptionPlans',
    payload: { name: `Матрица ${Date.now()}`, price: 10, monthlyRequestLimit: 5 },
    status: 201,
  }),
  'PUT /api/SubscriptionPlans/{id}': (f) => ({
    url: `/api/SubscriptionPlans/${f.planId}`,
    payload: { name: `Матрица изменена ${Date.now()}`, price: 11, monthlyRequestLimit: 5 },
  }),
  'DELETE /api/SubscriptionPlans/{id}': (f) => ({ url: `/api/SubscriptionPlans/${f.planId}` }),
  'POST /api/admin/user/{id}/assign-subscription-plan': (f) => ({
    url: `/api/admin/user/${f.userId}/assign-subscription-plan`,
    payload: { planId: 0 },
  }),
  'GET /api/admin/feedback': () => ({ url: '/api/admin/feedback' }),
  'GET /api/admin/users': () => ({ url: '/api/admin/users?page=1&pageSize=10&search=example' }),
  // Promoting is what an administrator may do to a user; the demotion rules have their own tests.
  'POST /api/admin/user/{id}/role': (f) => ({ url: `/api/admin/user/${f.userId}/role`, payload: { role: 'User' } }),
  'POST /api/admin/download-ticket': () => ({ url: '/api/admin/download-ticket' }),
  'GET /api/admin/user/{id}': (f) => ({ url: `/api/admin/user/${f.userId}` }),
  'GET /api/admin/user/{id}/searchHistory': (f) => ({ url: `/api/admin/user/${f.userId}/searchHistory` }),
  'GET /api/admin/user/{id}/favorites': (f) => ({ url: `/api/admin/user/${f.userId}/favorites` }),
  'GET /api/CategoryCleanup/categories': () => ({ url: '/api/CategoryCleanup/categories' }),
  'POST /api/CategoryCleanup/analyze': () => ({ url: '/api/CategoryCleanup/analyze', payload: ['Матрица А'] }),
  'GET /api/CategoryCleanup/analyze-unwanted': () => ({ url: '/api/CategoryCleanup/analyze-unwanted' }),
  'DELETE /api/CategoryCleanup/byNames': () => ({ url: '/api/CategoryCleanup/byNames', payload: ['Матрица А'] }),
  'DELETE /api/CategoryCleanup/unwanted': () => ({ url: '/api/CategoryCleanup/unwanted' }),
  'POST /api/CategoryCleanup/merge': (f) => ({
    url: '/api/CategoryCleanup/merge',
    payload: { sourceIds: [f.categoryIds[1]], targetId: f.categoryIds[2] },
  }),
  'DELETE /api/CategoryCleanup/{id}': (f) => ({ url: `/api/CategoryCleanup/${f.categoryIds[3]}` }),
  'GET /api/bookupdateservice/status': () => ({ url: '/api/bookupdateservice/status' }),
  'POST /api/bookupdateservice/pause': () => ({ url: '/api/bookupdateservice/pause' }),
  'POST /api/bookupdateservice/resume': () => ({ url: '/api/bookupdateservice/resume' }),
  'POST /api/bookupdateservice/runNow': () => ({ url: '/api/bookupdateservice/runNow' }),
  'POST /api/bookupdateservice/runCategoryCheck': () => ({ url: '/api/bookupdateservice/runCategoryCheck' }),
  'POST /api/telegramdiagnostics/test-notifications': () => ({
    url: '/api/telegramdiagnostics/test-notifications',
    payload: { limitBooks: 5 },
  }),
  'GET /api/admin/telegram/statistics': () => ({ url: '/api/admin/telegram/statistics' }),
  'GET /api/adminsettings': () => ({ url: '/api/adminsettings' }),
  'POST /api/adminsettings': () => ({ url: '/api/adminsettings', payload: { cacheSettings: { DaysToKeep: 31 } } }),
  'POST /api/adminsettings/check/{group}': () => ({ url: '/api/adminsettings/check/smtp' }),
  'GET /api/adminsettings/audit': () => ({ url: '/api/adminsettings/audit' }),
  // The messaging bot's section, against the fake Bot API (the token comes from TELEGRAM_BOT_TOKEN).
  'GET /api/telegramdiagnostics/full-check': () => ({ url: '/api/telegramdiagnostics/full-check' }),
  'POST /api/telegramdiagnostics/setup-webhook': () => ({
    url: '/api/telegramdiagnostics/setup-webhook',
    payload: { baseUrl: 'https://raritet.example' },
  }),
  'POST /api/telegramdiagnostics/delete-webhook': () => ({ url: '/api/telegramdiagnostics/delete-webhook' }),
  'POST /api/telegramdiagnostics/test-send': () => ({
    url: '/api/telegramdiagnostics/test-send',
    payload: { chatId: '1001', message: 'Матрица' },
  }),
  'POST /api/admin/export-subscription-plans': () => ({ url: '/api/admin/export-subscription-plans' }),
  'GET /api/admin/subscription-plan-export-progress/{taskId}': (f) => ({
    url: `/api/admin/subscription-plan-export-progress/${f.exportTaskId}`,
  }),
  'GET /api/admin/download-exported-subscription-plans/{taskId}': (f) => ({
    url: `/api/admin/download-exported-subscription-plans/${f.exportTaskId}`,
  }),
  'POST /api/admin/cancel-subscription-plan-export/{taskId}': (f) => ({
    url: `/api/admin/cancel-subscription-plan-export/${f.exportTaskId}`,
  }),
  'POST /api/admin/start-subscription-plan-import': () => ({
    url: '/api/admin/start-subscription-plan-import?expectedFileSize=100&fileName=plans.zip',
  }),
  'POST /api/admin/subscription-plan-import/{importId}/chunk': (f) => ({
    url: `/api/admin/subscription-plan-import/${f.importId}/chunk?offset=0`,
    ...multipartChunk(IMPORT_BYTES),
  }),
  'POST /api/admin/subscription-plan-import/{importId}/finish': (f) => ({
    url: `/api/admin/subscription-plan-import/${f.importId}/finish`,
  }),
  'GET /api/admin/subscription-plan-import-progress/{importId}': (f) => ({
    url: `/api/admin/subscription-plan-import-progress/${f.importId}`,
  }),
  'POST /api/admin/cancel-subscription-plan-import/{importId}': (f) => ({
    url: `/api/admin/cancel-subscription-plan-import/${f.importId}`,
  }),
  'GET /api/useradmin/user-export-status': () => ({ url: '/api/useradmin/user-export-status' }),
  'POST /api/useradmin/export-users': () => ({ url: '/api/useradmin/export-users' }),
  'GET /api/useradmin/user-export-progress/{taskId}': (f) => ({
    url: `/api/useradmin/user-export-progress/${f.userExportTaskId}`,
  }),
  'GET /api/useradmin/download-exported-users/{taskId}': (f) => ({
    url: `/api/useradmin/download-exported-users/${f.userExportTaskId}`,
  }),
  'POST /api/useradmin/download-exported-users/{taskId}': (f) => ({
    url: `/api/useradmin/download-exported-users/${f.userExportTaskId}`,
    payload: Buffer.from('token='),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'POST /api/useradmin/cancel-user-export/{taskId}': (f) => ({
    url: `/api/useradmin/cancel-user-export/${f.userExportTaskId}`,
  }),
  'POST /api/useradmin/init-user-import': () => ({
    url: '/api/useradmin/init-user-import?fileSize=100&fileName=users.zip',
  }),
  'POST /api/useradmin/upload-user-chunk/{taskId}': (f) => ({
    url: `/api/useradmin/upload-user-chunk/${f.userImportId}?offset=0`,
    payload: IMPORT_BYTES,
    headers: { 'content-type': 'application/octet-stream' },
  }),
  'POST /api/useradmin/finish-user-upload/{taskId}': (f) => ({
    url: `/api/useradmin/finish-user-upload/${f.userImportId}`,
  }),
  'GET /api/useradmin/user-import-progress/{taskId}': (f) => ({
    url: `/api/useradmin/user-import-progress/${f.userImportId}`,
  }),
  'POST /api/useradmin/cancel-user-import/{taskId}': (f) => ({
    url: `/api/useradmin/cancel-user-import/${f.userImportId}`,
  }),
  // The archive's export and import (both readings of "Data import").
  'GET /api/admin/export-status': () => ({ url: '/api/admin/export-status' }),
  'POST /api/admin/export-data': () => ({ url: '/api/admin/export-data', payload: {} }),
  'GET /api/admin/export-progress/{taskId}': (f) => ({ url: `/api/admin/export-progress/${f.dataExportTaskId}` }),
  'GET /api/admin/download-exported-file/{taskId}': (f) => ({
    url: `/api/admin/download-exported-file/${f.dataExportTaskId}`,
  }),
  'POST /api/admin/download-exported-file/{taskId}': (f) => ({
    url: `/api/admin/download-exported-file/${f.dataExportTaskId}`,
    ...DOWNLOAD_FORM,
  }),
  'GET /api/admin/download-exported-file-stream/{taskId}': (f) => ({
    url: `/api/admin/download-exported-file-stream/${f.dataExportTaskId}`,
  }),
  'POST /api/admin/download-exported-file-stream/{taskId}': (f) => ({
    url: `/api/admin/download-exported-file-stream/${f.dataExportTaskId}`,
    ...DOWNLOAD_FORM,
  }),
  'POST /api/admin/cancel-export/{taskId}': (f) => ({ url: `/api/admin/cancel-export/${f.dataExportTaskId}` }),
  'POST /api/import/init': () => ({ url: '/api/import/init?fileSize=100&fileName=archive.zip' }),
  'POST /api/import/upload': (f) => ({
    url: `/api/import/upload?importTaskId=${f.dataImportId}&offset=0`,
    ...OCTET_CHUNK,
  }),
  'POST /api/import/finish': (f) => ({ url: `/api/import/finish?importTaskId=${f.dataImportId}` }),
  'POST /api/import/start': (f) => ({ url: `/api/import/start?importTaskId=${f.dataImportId}` }),
  'GET /api/import/progress/{id}': (f) => ({ url: `/api/import/progress/${f.dataImportId}` }),
  'POST /api/import/cancel': (f) => ({ url: `/api/import/cancel?importTaskId=${f.dataImportId}` }),
  'POST /api/admin/init-data-import': () => ({ url: '/api/admin/init-data-import?fileSize=100&fileName=archive.zip' }),
  'POST /api/admin/upload-data-chunk/{taskId}': (f) => ({
    url: `/api/admin/upload-data-chunk/${f.dataPathImportId}?offset=0`,
    ...OCTET_CHUNK,
  }),
  'POST /api/admin/finish-data-upload/{taskId}': (f) => ({
    url: `/api/admin/finish-data-upload/${f.dataPathImportId}`,
  }),
  'POST /api/admin/start-data-import/{taskId}': (f) => ({ url: `/api/admin/start-data-import/${f.dataPathImportId}` }),
  'GET /api/admin/data-import-progress/{taskId}': (f) => ({
    url: `/api/admin/data-import-progress/${f.dataPathImportId}`,
  }),
  'POST /api/admin/cancel-data-import/{taskId}': (f) => ({
    url: `/api/admin/cancel-data-import/${f.dataPathImportId}`,
  }),
};

const BOT_TOKEN = '7777:matrix-bot-token';

describe('every admin endpoint: guest 401, user 403, admin 2xx', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let operations: { method: string; path: string }[];
  let fixtures: Fixtures;
  let bot: FakeBotApi;

  beforeAll(async () => {
    bot = await startFakeBotApi();
    bot.bots.set(BOT_TOKEN, { id: 77, username: 'raritet_matrix_bot', first_name: 'Раритет' });
    // A source that is on (the jobs the controls send stay in the memory queue: nothing is called).
    t = await createTestApp({
      SALES_SOURCE: 'meshok',
      SALES_SOURCE_URL: 'http://127.0.0.1:9',
      TELEGRAM_API_ROOT: bot.url,
      TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    });
    admin = (await createAdmin(t.app, t.services)).token;
    const registered = await registerUser(t.app, t.database);
    user = registered.token;
    // The document lists the admin operations to administrators only (ADR 0050).
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: bearer(admin) })
    ).json() as OpenApi;
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.tags?.some((tag) => tag.startsWith('admin')))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/SubscriptionPlans',
      headers: bearer(admin),
      payload: { name: 'Для матрицы', price: 1, monthlyRequestLimit: 1 },
    });
    const categoryIds: number[] = [];
    for (const name of ['Матрица А', 'Матрица Б', 'Матрица В', 'Матрица Г']) {
      categoryIds.push(await insertCategory(t.database, name));
    }
    // A finished plan export (its job run) and a plan import waiting for its one chunk.
    const { taskId: exportTaskId } = await t.services.transfers.plans.startExport();
    await t.jobs.drain();
    const { importId } = await t.services.transfers.plans.startImport(IMPORT_BYTES.length, 'plans.zip');
    // The same for the users' transfer.
    const { taskId: userExportTaskId } = await t.services.transfers.users.startExport();
    await t.jobs.drain();
    const { importId: userImportId } = await t.services.transfers.users.startImport(IMPORT_BYTES.length, 'users.zip');
    const { archive } = t.services.transfers;
    const { taskId: dataExportTaskId } = await archive.startExport();
    await t.jobs.drain();
    const { importId: dataImportId } = await archive.startImport(IMPORT_BYTES.length, 'archive.zip');
    const { importId: dataPathImportId } = await archive.startImport(IMPORT_BYTES.length, 'archive.zip');
    fixtures = {
      userId: registered.user.id,
      planId: (plan.json() as { id: number }).id,
      categoryIds,
      exportTaskId,
      importId,
      userExportTaskId,
      userImportId,
      dataExportTaskId,
      dataImportId,
      dataPathImportId,
    };
  });
  afterAll(async () => {
    await t?.close();
    await bot?.close();
  });

  it('has a row for every admin operation of the API document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length);
    expect(operations.map(({ method, path }) => `${method} ${path}`).filter((key) => !SAMPLES[key])).toEqual([]);
  });

  it('answers each as the role allows', async () => {
    const outcomes: string[] = [];
    for (const { method, path } of operations) {
      const sample = SAMPLES[`${method} ${path}`]!(fixtures);
      const request = (token?: string) =>
        t.app.inject({
          method: method as 'GET',
          url: sample.url,
          headers: { ...sample.headers, ...(token ? bearer(token) : {}) },
          ...(sample.payload ? { payload: sample.payload } : {}),
        });
      const guest = (await request()).statusCode;
      const member = (await request(user)).statusCode;
      const administrator = await request(admin);
      outcomes.push(`${method} ${path}: ${guest} ${member} ${administrator.statusCode}`);
      expect(guest, `${method} ${path} as a guest`).toBe(401);
      expect(member, `${method} ${path} as a user`).toBe(403);
      expect(administrator.statusCode, `${method} ${path} as an admin: ${administrator.body.slice(0, 200)}`).toBe(
        sample.status ?? 200,
      );
    }
    expect(outcomes).toHaveLength(operations.length);
  });
});
