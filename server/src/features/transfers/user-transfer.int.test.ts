import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertCategory, insertSeller } from '../../../test/archive-factories.ts';
import { bearer, createAdmin, registerUser } from '../../../test/factories.ts';
import {
  exportUsers,
  finishUserUpload,
  importUsers,
  initUserImport,
  rawUsersTables,
  sendUserChunk,
  userImportProgress,
  usersData,
} from '../../../test/user-transfer-factories.ts';
import { writePackage, type EntrySource } from './package-writer.ts';
import { USER_ENTRIES } from './user-transfer-import.ts';

// The users' export and import (ADR 0031) through the API, between two servers.

const FAVORITE_LOTS = [7_100_001, 7_100_002];
const SOURCE_ONLY_LOT = 7_100_003;
const HERE = "'2024-03-05 10:11:12.345678+00'";

/** A lot with this source lot id (the archive's natural key) in a category, as the archive import would leave it. */
async function insertLot(t: TestApp, sourceLotId: number, category: string) {
  const categoryId = await insertCategory(t.database, category);
  const sellerId = await insertSeller(t.database, 'Продавец');
  await t.database.query(
    `insert into books (source_lot_id, title, type, seller_id, category_id, final_price, sale_date)
     values ($1, $2, 'Книга', $3, $4, 1000, '2024-01-01')`,
    [sourceLotId, `Лот ${sourceLotId}`, sellerId, categoryId],
  );
}

const idOf = async (t: TestApp, table: string, where: string, params: unknown[]) =>
  (await t.database.query<{ id: number }>(`select id from ${table} where ${where}`, params))[0]!.id;

let source: TestApp;
let target: TestApp;
let sourceAdmin: LoginResponse;
let targetAdmin: string;
let reader: LoginResponse & { password: string };
let collector: LoginResponse & { password: string };
let emails: string[];
let scratch: string;
let zip: Buffer;

/**
 * The source: a reader (registered through the API, so a real password) with a subscription, monthly counts,
 * favourites, identical searches, two alerts and a Telegram link; a collector whose plan exists only here, with
 * a favourite of a lot only here and an alert on a category only here.
 */
beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  scratch = await mkdtemp(join(tmpdir(), 'raritet-user-transfer-'));
  sourceAdmin = await createAdmin(source.app, source.services);
  targetAdmin = (await createAdmin(target.app, target.services)).token;
  reader = await registerUser(source.app, source.database, { email: 'reader@example.com', password: 'reader-secret' });
  collector = await registerUser(source.app, source.database, { email: 'collector@example.com', password: 'c-secret' });
  emails = [sourceAdmin.user.email, reader.user.email, collector.user.email];
  for (const t of [source, target]) {
    for (const lot of FAVORITE_LOTS) await insertLot(t, lot, 'Поэзия');
    await insertCategory(t.database, 'Проза');
  }
  await insertLot(source, SOURCE_ONLY_LOT, 'Только здесь');
  await source.services.billing.createPlan({
    name: 'Только на источнике',
    price: 5,
    monthlyRequestLimit: 5,
    isActive: true,
  });

  const db = source.database;
  const readerId = reader.user.id;
  const collectorId = collector.user.id;
  await db.query(`update users set created_at = ${HERE}, has_subscription = true where id = $1`, [readerId]);
  await db.query(
    `insert into subscriptions (user_id, plan_id, status, start_date, end_date, auto_renew, cancelled_at, source, created_at)
     select $1, p.id, 'Replaced', '2024-01-01 00:00:00.000001+00', '2024-02-01 00:00:00.5+00', false,
            '2024-01-15 12:00:00.123457+00', 'payment', '2024-01-01 00:00:00.000001+00'
       from subscription_plans p where p.name = 'Базовый'`,
    [readerId],
  );
  await source.services.billing.assignPlan(readerId, {
    planId: await idOf(source, 'subscription_plans', "name = 'Премиум'", []),
    autoRenew: true,
  });
  await source.services.billing.assignPlan(collectorId, {
    planId: await idOf(source, 'subscription_plans', "name = 'Только на источнике'", []),
    autoRenew: false,
  });
  await db.query(
    `insert into search_request_usage (user_id, month, count) values ($1, '2024-02-01', 17), ($1, '2024-03-01', 3)`,
    [readerId],
  );
  for (const [index, lot] of [...FAVORITE_LOTS, SOURCE_ONLY_LOT].entries()) {
    await db.query(
      `insert into favorites (user_id, book_id, added_date)
       select $1, id, '2024-02-0${index + 1} 08:00:00.654321+00' from books where source_lot_id = $2`,
      [index === 2 ? collectorId : readerId, lot],
    );
  }
  // Two identical searches in one instant (one batch of the history writer), and others.
  await db.query(
    `insert into search_history (user_id, search_type, query, search_date) values
       ($1, 'title', 'Онегин', ${HERE}), ($1, 'title', 'Онегин', ${HERE}), ($1, 'seller', 'Онегин', ${HERE}),
       ($1, 'priceRange', '100-200', '2024-03-06 00:00:00+00'), ($2, 'description', 'с автографом «Блока»\nи строкой', ${HERE})`,
    [readerId, collectorId],
  );
  const poetry = await idOf(source, 'categories', "name = 'Поэзия'", []);
  const prose = await idOf(source, 'categories', "name = 'Проза'", []);
  const onlyHere = await idOf(source, 'categories', "name = 'Только здесь'", []);
  await db.query(
    `insert into notification_preferences (user_id, is_enabled, keywords, is_exact_match, category_ids, min_price,
       max_price, min_year, max_year, cities, frequency_minutes, delivery_method, last_notification_sent, language,
       created_at, updated_at)
     values ($1, true, 'Пушкин, Блок', true, $3::int[], 100, null, 1800, 1900, 'Москва, Санкт-Петербург', 30, 4,
             '2024-03-01 00:00:00.000002+00', 'en', '2024-01-02 00:00:00.000003+00', '2024-01-03 00:00:00.000004+00'),
            ($1, false, '', false, $4::int[], null, 5000, null, null, '', 60, 1, null, 'ru',
             '2024-01-04 00:00:00+00', '2024-01-04 00:00:00+00'),
            ($2, true, 'Гоголь', false, $5::int[], null, null, null, null, '', 60, 1, null, 'ru',
             '2024-01-05 00:00:00+00', '2024-01-05 00:00:00+00')`,
    [readerId, collectorId, [prose, poetry], [poetry], [onlyHere]],
  );
  await db.query(
    `insert into telegram_links (user_id, chat_id, username, is_paused, linked_at)
     values ($1, 9007199254740000, 'reader_tg', true, '2024-02-02 02:02:02.020202+00')`,
    [readerId],
  );
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await rm(scratch, { recursive: true, force: true });
});

/** What the target must hold after the import: the source's data less what the report lists. */
async function expectedOnTarget() {
  const data = await usersData(source, emails);
  return {
    ...data,
    subscriptions: data.subscriptions!.filter((row) => row.plan !== 'Только на источнике'),
    favorites: data.favorites!.filter((row) => row.lot !== String(SOURCE_ONLY_LOT)),
    preferences: data.preferences!.filter((row) => row.keywords !== 'Гоголь'),
  };
}

describe('the users’ export and import', () => {
  it('moves every account and its data to an empty server, where the passwords still work', async () => {
    const exported = await exportUsers(source, sourceAdmin.token);
    zip = exported.zip;
    const { progress } = await importUsers(target, targetAdmin, zip, { chunkBytes: 1000 });
    expect(progress).toMatchObject({
      uploadProgress: 100,
      importProgress: 100,
      isFinished: true,
      isCancelledOrError: false,
    });
    expect(progress.message).toBe(
      'Импорт завершён: пользователей добавлено — 3, обновлено — 0, без изменений — 0. Добавлено или обновлено: ' +
        'подписок — 2, избранных лотов — 2, записей истории поиска — 5, настроек уведомлений — 2, привязок Telegram — 1. ' +
        'Пропущено записей — 3.',
    );
    // Plans before users: the subscription whose plan is missing is listed, the user is imported without it.
    expect(progress.report).toEqual([
      {
        row: 3,
        key: 'collector@example.com',
        message:
          'Файл subscriptions.ndjson, строка 3: план «Только на источнике» не найден, пользователь collector@example.com ' +
          'импортирован без этой подписки. Импортируйте планы перед пользователями.',
      },
      {
        row: 3,
        key: 'collector@example.com',
        message: `Файл favorites.ndjson, строка 3: лот ${SOURCE_ONLY_LOT} отсутствует в архиве, запись пользователя collector@example.com пропущена. Импортируйте архив перед пользователями.`,
      },
      {
        row: 3,
        key: 'collector@example.com',
        message:
          'Файл notification-preferences.ndjson, строка 3: категории «Только здесь» нет в архиве, настройка уведомлений ' +
          'пользователя collector@example.com пропущена. Импортируйте архив перед пользователями.',
      },
    ]);
    expect(await usersData(target, emails)).toEqual(await expectedOnTarget());
    for (const { email, password } of [reader, collector].map((user) => ({
      email: user.user.email,
      password: user.password,
    }))) {
      const login = await target.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(login.statusCode, email).toBe(200);
      // An imported account counts as confirmed (ADR 0049): the operator's package, not a registration here.
      expect((login.json() as LoginResponse).user.emailVerified, email).toBe(true);
    }
    const history = await target.app.inject({
      url: `/api/admin/user/${await idOf(target, 'users', 'email = $1', [reader.user.email])}/searchHistory`,
      headers: bearer(targetAdmin),
    });
    expect((history.json() as { totalItems: number }).totalItems).toBe(4);
  });

  it('updates over existing data by natural key, duplicates nothing and deletes nothing the file does not name', async () => {
    const t = target;
    const readerId = await idOf(t, 'users', 'email = $1', [reader.user.email]);
    await t.database.query(`update users set role = 'Admin', password_hash = 'changed' where id = $1`, [readerId]);
    await t.database.query(`update subscriptions set auto_renew = not auto_renew where user_id = $1`, [readerId]);
    await t.database.query(`update favorites set added_date = now() where user_id = $1`, [readerId]);
    await t.database.query(
      `update notification_preferences set keywords = 'другое', category_ids = '{}' where user_id = $1`,
      [readerId],
    );
    await t.database.query(`update telegram_links set username = null where user_id = $1`, [readerId]);
    await t.database.query(`update search_request_usage set count = 99 where user_id = $1`, [readerId]);
    await t.database.query(`delete from search_history where user_id = $1 and search_type = 'title'`, [readerId]);
    const local = await registerUser(t.app, t.database, { email: 'local@example.com' });
    await t.database.query(
      `insert into notification_preferences (user_id, keywords) values ($1, 'своё'), ($2, 'ещё одно')`,
      [local.user.id, readerId],
    );
    const { progress } = await importUsers(t, targetAdmin, zip);
    expect(progress.message).toMatch(
      /^Импорт завершён: пользователей добавлено — 0, обновлено — 1, без изменений — 2\. Добавлено или обновлено: подписок — 2, избранных лотов — 2, записей истории поиска — 2, настроек уведомлений — 2, привязок Telegram — 1\./,
    );
    const expected = await expectedOnTarget();
    expect(await usersData(t, emails)).toEqual({
      ...expected,
      // The reader's alert made here is newer than the file's: it comes last, and stays.
      preferences: [...expected.preferences, expect.objectContaining({ keywords: 'ещё одно' })],
    });
    expect((await usersData(t, ['local@example.com'])).preferences).toHaveLength(1);
    // The reader's password changed back: the session made with the other hash ended (none here), logging in works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: reader.user.email, password: reader.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes nothing, not even a timestamp, when the file matches the database', async () => {
    const before = await rawUsersTables(target);
    const { progress } = await importUsers(target, targetAdmin, zip);
    expect(progress.message).toBe(
      'Импорт завершён: пользователей добавлено — 0, обновлено — 0, без изменений — 3. Добавлено или обновлено: ' +
        'подписок — 0, избранных лотов — 0, записей истории поиска — 0, настроек уведомлений — 0, привязок Telegram — 0. ' +
        'Пропущено записей — 3.',
    );
    expect(await rawUsersTables(target)).toEqual(before);
  });

  it('ends the sessions of an account whose password or administrator role the import takes away', async () => {
    const t = target;
    await t.database.query(`update users set role = 'Admin' where email = $1`, [reader.user.email]);
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: reader.user.email, password: reader.password },
      })
    ).json() as LoginResponse;
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(session.token) })).statusCode).toBe(200);
    const sessionsOf = async () =>
      (
        await t.database.query('select 1 from sessions s join users u on u.id = s.user_id where u.email = $1', [
          reader.user.email,
        ])
      ).length;
    expect(await sessionsOf()).toBeGreaterThan(0);
    await importUsers(t, targetAdmin, zip);
    expect(await sessionsOf()).toBe(0);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(session.token) })).statusCode).toBe(401);
  });

  it('refuses damaged, truncated, wrong-kind and invalid files and writes nothing', async () => {
    const before = await rawUsersTables(target);
    const plansPackage = join(scratch, 'plans.zip');
    await writePackage(plansPackage, { kind: 'plans', productVersion: 't', entries: [] });
    const user = {
      email: 'new@example.com',
      passwordHash: 'x',
      role: 'User',
      createdAt: '2024-01-01T00:00:00Z',
      hasSubscription: false,
    };
    const entries = (records: Record<string, unknown[]>): EntrySource[] =>
      Object.values(USER_ENTRIES).map((path) => ({ path, records: () => records[path] ?? [] }));
    const badLater = join(scratch, 'bad-later.zip');
    await writePackage(badLater, {
      kind: 'users',
      productVersion: 't',
      entries: entries({
        'users.ndjson': [user],
        'favorites.ndjson': [{ user: user.email, sourceLotId: FAVORITE_LOTS[0], addedDate: 'вчера' }],
      }),
    });
    const badEmail = join(scratch, 'bad-email.zip');
    await writePackage(badEmail, {
      kind: 'users',
      productVersion: 't',
      entries: entries({ 'users.ndjson': [user, { ...user, email: ' Upper@Example.com' }] }),
    });
    const missingEntry = join(scratch, 'missing-entry.zip');
    await writePackage(missingEntry, {
      kind: 'users',
      productVersion: 't',
      entries: [{ path: 'users.ndjson', records: () => [user] }],
    });
    const cases: [string, Buffer, string][] = [
      ['garbage', Buffer.from('не zip'), 'Файл повреждён или не является ZIP-архивом.'],
      ['truncated', zip.subarray(0, Math.floor(zip.length / 2)), 'Файл повреждён или не является ZIP-архивом.'],
      ['wrong kind', await readFile(plansPackage), 'Это экспорт другого вида (plans), а здесь нужен экспорт «users».'],
      [
        'bad later record',
        await readFile(badLater),
        'Файл favorites.ndjson, строка 1: неверное значение поля addedDate.',
      ],
      ['bad e-mail', await readFile(badEmail), 'Файл users.ndjson, строка 2: неверное значение поля email.'],
      [
        'missing entry',
        await readFile(missingEntry),
        'В архиве нет файла subscriptions.ndjson, указанного в manifest.json.',
      ],
    ];
    for (const [what, file, reason] of cases) {
      const { progress } = await importUsers(target, targetAdmin, file);
      expect(progress, what).toMatchObject({ isFinished: false, isCancelledOrError: true });
      expect(progress.message, what).toBe(`Импорт не выполнен, база данных не изменена: ${reason}`);
    }
    expect(await rawUsersTables(target)).toEqual(before);
  });

  it('acknowledges a retried chunk at its offset and refuses other bytes there (409)', async () => {
    const init = await initUserImport(target, targetAdmin, zip.length);
    const { importTaskId } = init.json() as { importTaskId: string };
    const half = Math.floor(zip.length / 2);
    const first = await sendUserChunk(target, targetAdmin, importTaskId, zip.subarray(0, half), 0);
    expect(first.json()).toEqual({ received: half, size: zip.length });
    const retry = await sendUserChunk(target, targetAdmin, importTaskId, zip.subarray(0, half), 0);
    expect(retry.json()).toEqual({ received: half, size: zip.length });
    const other = Buffer.from(zip.subarray(0, half));
    other[1]! ^= 0xff;
    expect((await sendUserChunk(target, targetAdmin, importTaskId, other, 0)).statusCode).toBe(409);
    expect((await sendUserChunk(target, targetAdmin, importTaskId, zip.subarray(half), half)).statusCode).toBe(200);
    expect((await finishUserUpload(target, targetAdmin, importTaskId)).statusCode).toBe(200);
    await target.jobs.drain();
    expect((await userImportProgress(target, targetAdmin, importTaskId)).isFinished).toBe(true);
    const notZip = await initUserImport(target, targetAdmin, 100, 'users.csv');
    expect(notZip.json()).toMatchObject({ message: 'Выберите ZIP файл с экспортированными данными пользователей' });
  });

  it('a cancel in the middle of the writing leaves the database as it was', async () => {
    const many = join(scratch, 'many.zip');
    const count = 4000;
    const hash = 'scrypt$16384$8$1$c2FsdA$aGFzaA';
    await writePackage(many, {
      kind: 'users',
      productVersion: 't',
      entries: Object.values(USER_ENTRIES).map((path) => ({
        path,
        records: function* () {
          if (path !== 'users.ndjson') return;
          for (let i = 0; i < count; i += 1)
            yield {
              email: `bulk-${i}@example.com`,
              passwordHash: hash,
              role: 'User',
              createdAt: '2024-01-01T00:00:00Z',
              hasSubscription: false,
            };
        },
      })),
    });
    const before = await rawUsersTables(target);
    const { taskId } = await importUsers(target, targetAdmin, await readFile(many), {
      chunkBytes: 1024 * 1024,
      drain: false,
    });
    const runner = target.services.transfers.users;
    const running = target.jobs.drain();
    // Read from memory while the job runs: on PGlite the import's transaction holds the database.
    let seen = 0;
    while (seen <= 31) {
      seen = (await runner.importProgress(taskId, 'ru')).importProgress;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await runner.cancelImport(taskId, 'ru')).message).toBe('Импорт пользователей отменён');
    await running;
    expect(await userImportProgress(target, targetAdmin, taskId)).toMatchObject({
      isFinished: false,
      isCancelledOrError: true,
      message: 'Импорт пользователей отменён',
    });
    expect(await rawUsersTables(target)).toEqual(before);
  });

  it('is for administrators only: 401 without a token, 403 for a user', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/useradmin/user-export-status'],
      ['POST', '/api/useradmin/export-users'],
      ['POST', '/api/useradmin/init-user-import?fileSize=10'],
    ];
    for (const [method, url] of routes) {
      expect((await source.app.inject({ method: method as 'GET', url })).statusCode, url).toBe(401);
      const asUser = await source.app.inject({ method: method as 'GET', url, headers: bearer(collector.token) });
      expect(asUser.statusCode, url).toBe(403);
    }
  });
});
