import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { DELIVERY_STATUS, type NotificationHistoryPage } from '@raritet/contracts/notifications';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLots, subscriberWithLimit, type LotInput } from '../../../test/archive-factories.ts';
import { createAdmin, registerUser } from '../../../test/factories.ts';
import { call, createPreference, notificationRows, windowPassed } from '../../../test/notification-factories.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';

// Alerts end to end: preferences through the API, lots inserted as any importer would, the match and
// delivery jobs, e-mail received by a real SMTP server in the test process.
let t: TestApp;
let smtp: TestSmtpServer;
let user: LoginResponse;
let subscriber: LoginResponse;
let admin: LoginResponse;

/** A lot sold now: after the preferences the tests make, so within the alerts' window (ADR 0047). */
const lot = (title: string, extra: Partial<LotInput> = {}): LotInput => ({
  title,
  seller: 'Букинист',
  category: 'История',
  price: 12_500,
  date: new Date().toISOString(),
  ...extra,
});
const moscowDay = (date: Date) =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

/** What the match job and then the delivery job do. */
async function runJobs() {
  const matched = await t.services.notifications.match();
  const delivered = await t.services.notifications.deliver();
  return { matched, delivered };
}

async function until<T>(read: () => T, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: `smtp://${smtp.host}:${smtp.port}?security=none`,
    PUBLIC_URL: 'https://raritet.example',
  });
  user = await registerUser(t.app, t.database);
  subscriber = await subscriberWithLimit(t, 1000);
  admin = await createAdmin(t.app, t.services);
  // Lots already in the archive before any preference: not news.
  await insertLots(t.database, [lot('Старая история государства')]);
  await t.services.notifications.match();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

describe('preferences', () => {
  it('create, list, update and delete with every field stored as given', async () => {
    const created = await createPreference(t, user.token, {
      keywords: ' Карамзин ,  история   государства ',
      isExactMatch: true,
      categoryIds: [],
      minPrice: '100',
      maxPrice: 50_000,
      minYear: 1800,
      maxYear: '1900',
      cities: 'Москва,  Санкт-Петербург',
      notificationFrequencyMinutes: 30,
      deliveryMethod: 1,
    });
    expect(created).toMatchObject({
      isEnabled: true,
      keywords: 'Карамзин, история государства',
      isExactMatch: true,
      minPrice: 100,
      maxPrice: 50_000,
      minYear: 1800,
      maxYear: 1900,
      cities: 'Москва, Санкт-Петербург',
      notificationFrequencyMinutes: 30,
      deliveryMethod: 1,
      lastNotificationSent: null,
    });
    const list = await call<unknown[]>(t, 'GET', '/notification/preferences', user.token);
    expect(list.body).toEqual([created]);

    const categories = await call<{ id: number; name: string }[]>(t, 'GET', '/categories', user.token);
    const history = categories.body.find((category) => category.name === 'История')!;
    const updated = await call<{ message: string; preference: { categoryIds: number[]; keywords: string } }>(
      t,
      'PUT',
      `/notification/preferences/${created.id}`,
      user.token,
      { keywords: 'Пушкин', categoryIds: `${history.id}`, isEnabled: false },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Настройка уведомлений сохранена.');
    expect(updated.body.preference).toMatchObject({ keywords: 'Пушкин', categoryIds: [history.id], isEnabled: false });

    const deleted = await call(t, 'DELETE', `/notification/preferences/${created.id}`, user.token);
    expect(deleted.status).toBe(200);
    expect((await call<unknown[]>(t, 'GET', '/notification/preferences', user.token)).body).toEqual([]);
    expect((await call(t, 'DELETE', `/notification/preferences/${created.id}`, user.token)).status).toBe(404);
  });

  it.each([
    [{ keywords: 'x'.repeat(1001) }, 'notification_keywords_too_long'],
    [{ keywords: '' }, 'notification_criteria_required'],
    [{ keywords: ' , ,' }, 'notification_criteria_required'],
    [{ keywords: 'a', notificationFrequencyMinutes: 4 }, 'notification_frequency_invalid'],
    [{ keywords: 'a', notificationFrequencyMinutes: 10_081 }, 'notification_frequency_invalid'],
    [{ keywords: 'a', notificationFrequencyMinutes: 'often' }, 'notification_frequency_invalid'],
    [{ keywords: 'a', minPrice: 500, maxPrice: 100 }, 'notification_price_range_invalid'],
    [{ keywords: 'a', minPrice: -1 }, 'notification_price_invalid'],
    [{ keywords: 'a', minYear: 1990, maxYear: 1900 }, 'notification_year_range_invalid'],
    [{ keywords: 'a', maxYear: 'nineteen' }, 'notification_year_invalid'],
    [{ keywords: 'a', categoryIds: 'one, two' }, 'notification_categories_invalid'],
    [{ keywords: 'a', categoryIds: [999_999] }, 'notification_category_unknown'],
    [{ keywords: 'a', deliveryMethod: 2 }, 'notification_delivery_method_invalid'],
    [{ keywords: 'a', deliveryMethod: 4 }, 'notification_bot_not_linked'],
    [{ keywords: 'a', isEnabled: 'yes' }, 'validation_failed'],
    [{ keywords: 'Пуш\u0000кин' }, null],
  ])('refuses %j with a clear message', async (input, code) => {
    const { status, body } = await call<{ code: string; message: string }>(
      t,
      'POST',
      '/notification/preferences',
      user.token,
      input,
    );
    expect(status).toBe(400);
    if (code) expect(body.code).toBe(code);
    expect(body.message).not.toBe('');
    expect((await call<unknown[]>(t, 'GET', '/notification/preferences', user.token)).body).toEqual([]);
  });

  it("someone else's preference is a 404, for an administrator too; guests are 401", async () => {
    const mine = await createPreference(t, user.token, { keywords: 'астролябия' });
    // A match waiting for the owner's next digest: nobody else's call may touch it.
    const [globe] = await insertLots(t.database, [lot('Астролябия морская')]);
    await t.database.query(
      `insert into notifications (preference_id, user_id, book_id, delivery_method) values ($1, $2, $3, 1)`,
      [mine.id, user.user.id, globe],
    );
    for (const token of [subscriber.token, admin.token]) {
      expect((await call(t, 'PUT', `/notification/preferences/${mine.id}`, token, { keywords: 'x' })).status).toBe(404);
      expect((await call(t, 'DELETE', `/notification/preferences/${mine.id}`, token)).status).toBe(404);
    }
    expect((await call(t, 'GET', '/notification/preferences')).status).toBe(401);
    expect((await call(t, 'POST', '/notification/preferences', undefined, { keywords: 'x' })).status).toBe(401);
    const [row] = await t.database.query<{ keywords: string }>(
      'select keywords from notification_preferences where id = $1',
      [mine.id],
    );
    expect(row!.keywords).toBe('астролябия');
    expect((await notificationRows(t, user.user.id)).map((r) => r.status)).toEqual([DELIVERY_STATUS.pending]);
    await call(t, 'DELETE', `/notification/preferences/${mine.id}`, user.token);
    expect((await notificationRows(t, user.user.id)).map((r) => r.status)).toEqual([DELIVERY_STATUS.cancelled]);
    await t.database.query('delete from notifications where user_id = $1', [user.user.id]);
  });

  it('at most 50 per user, also when they are created at once', async () => {
    const other = await registerUser(t.app, t.database);
    const answers = await Promise.all(
      Array.from({ length: 55 }, (_, i) =>
        call(t, 'POST', '/notification/preferences', other.token, { keywords: `слово${i}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(refused).toHaveLength(5);
    expect((refused[0]!.body as { message: string }).message).toContain('50');
  });
});

describe('matching and e-mail delivery', () => {
  it('a new lot that matches sends one digest; running the jobs again sends nothing', async () => {
    const preference = await createPreference(t, subscriber.token, {
      keywords: 'Карамзин, глобус',
      notificationFrequencyMinutes: 60,
    });
    const [karamzin, other] = await insertLots(t.database, [
      lot('История государства Российского', { author: 'Карамзин Н.М.', year: 1818, images: [] }),
      lot('Поваренная книга'),
    ]);
    const first = await runJobs();
    expect(first.matched.created).toBe(1);
    expect(first.delivered.sent).toBe(1);
    await until(
      () => smtp.messages.length,
      (n) => n >= 1,
    );
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.envelopeTo).toEqual([subscriber.user.email]);
    // The subject names the count and the service; the keywords are in the body, marked as the user's.
    expect(mail.subject).toBe('Раритет: новые продажи по вашей настройке уведомлений (1)');
    expect(mail.text).toContain(
      'Ключевые слова настройки — ваш собственный текст, как вы его ввели: «Карамзин, глобус»',
    );
    expect(mail.text).toContain('История государства Российского');
    expect(mail.text).toContain('12 500 ₽');
    expect(mail.text).toContain(`Дата продажи: ${moscowDay(new Date())}`);
    expect(mail.text).toContain('Автор: Карамзин Н.М.\n  Год издания: 1818');
    expect(mail.text).toContain(`https://raritet.example/books/${karamzin}`);
    expect(mail.text).toContain('Совпало: Карамзин');
    expect(mail.html).toContain(`href="https://raritet.example/books/${karamzin}"`);
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const unsubscribe = String(header('list-unsubscribe'));
    expect(unsubscribe).toMatch(
      /^<https:\/\/raritet\.example\/api\/notification\/unsubscribe\?preference=\d+&user=\d+&signature=.+>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const rows = await notificationRows(t, subscriber.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        preference_id: preference.id,
        book_id: karamzin,
        status: DELIVERY_STATUS.sent,
        attempts: 1,
        matched_keywords: 'Карамзин',
        recipient: subscriber.user.email,
      }),
    ]);
    expect(rows.some((row) => row.book_id === other)).toBe(false);

    const second = await runJobs();
    expect(second.matched.created).toBe(0);
    expect(second.delivered.sent).toBe(0);
    // The matcher ran twice over the same lots (its mark moved back, as after a kill): still one row each.
    await t.database.query(`update notification_match_state set matched_through_id = matched_through_id - 5`);
    expect((await runJobs()).matched.created).toBe(0);
    expect(await notificationRows(t, subscriber.user.id)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    await call(t, 'DELETE', `/notification/preferences/${preference.id}`, subscriber.token);
  });

  it('the frequency window collects matches into one digest sent when it has passed', async () => {
    const preference = await createPreference(t, subscriber.token, {
      keywords: 'Гоголь',
      notificationFrequencyMinutes: 120,
    });
    await insertLots(t.database, [lot('Мёртвые души', { author: 'Гоголь Н.В.' })]);
    expect((await runJobs()).delivered.sent).toBe(1);
    await insertLots(t.database, [lot('Вечера на хуторе', { author: 'Гоголь Н.В.' }), lot('Ревизор. Гоголь')]);
    const during = await runJobs();
    expect(during.matched.created).toBe(2);
    expect(during.delivered.sent).toBe(0);
    await until(
      () => smtp.messages.length,
      (n) => n >= 1,
    );
    expect(smtp.messages).toHaveLength(1);
    await windowPassed(t, preference.id);
    expect((await runJobs()).delivered.sent).toBe(1);
    await until(
      () => smtp.messages.length,
      (n) => n >= 2,
    );
    expect(smtp.messages).toHaveLength(2);
    expect(smtp.messages[1]!.text).toContain('Вечера на хуторе');
    expect(smtp.messages[1]!.text).toContain('Ревизор');
    await call(t, 'DELETE', `/notification/preferences/${preference.id}`, subscriber.token);
  });

  it('a user without a subscription gets title, category and link, never price or date', async () => {
    const preference = await createPreference(t, user.token, { keywords: 'Лермонтов' });
    const [id] = await insertLots(t.database, [
      lot('Герой нашего времени', { author: 'Лермонтов М.Ю.', price: 77_777 }),
    ]);
    expect((await runJobs()).delivered.sent).toBe(1);
    await until(
      () => smtp.messages.length,
      (n) => n >= 1,
    );
    const mail = smtp.messages[0]!;
    expect(mail.envelopeTo).toEqual([user.user.email]);
    expect(mail.text).toContain('Герой нашего времени');
    expect(mail.text).toContain('История');
    expect(mail.text).toContain(`/books/${id}`);
    expect(mail.text).toContain('Цена: Только для подписчиков');
    expect(mail.text).toContain('Дата продажи: Только для подписчиков');
    expect(mail.text).toContain('https://raritet.example/subscription');
    expect(mail.text).not.toMatch(/77\s?777/);
    expect(String(mail.html)).not.toMatch(/77\s?777/);

    const history = await call<NotificationHistoryPage>(
      t,
      'GET',
      '/notification/history?page=1&pageSize=20',
      user.token,
    );
    expect(history.body.items[0]).toMatchObject({
      bookId: id,
      bookTitle: 'Герой нашего времени',
      bookPrice: null,
      status: 2,
    });
    await call(t, 'DELETE', `/notification/preferences/${preference.id}`, user.token);
  });

  it('every filter applies: categories, prices, years, cities, exact phrase', async () => {
    const categories = await call<{ id: number; name: string }[]>(t, 'GET', '/categories', user.token);
    const historyId = categories.body.find((category) => category.name === 'История')!.id;
    const preference = await createPreference(t, subscriber.token, {
      keywords: 'война и мир',
      isExactMatch: true,
      categoryIds: [historyId],
      minPrice: 1000,
      maxPrice: 5000,
      minYear: 1860,
      maxYear: 1900,
      cities: 'Москва',
    });
    const ids = await insertLots(t.database, [
      lot('Война и мир. Том 1', { price: 3000, year: 1869 }), // city set below: matches
      lot('Война и мир. Том 2', { price: 3000, year: 1869 }), // other city
      lot('Мир и война', { price: 3000, year: 1869 }), // not the exact phrase
      lot('Война и мир. Том 3', { price: 9000, year: 1869 }), // price
      lot('Война и мир. Том 4', { price: 3000, year: 1950 }), // year
      lot('Война и мир. Том 5', { price: 3000, year: 1869, category: 'Художественная литература' }),
    ]);
    await t.database.query(`update books set city = 'Москва' where id = any($1::int[])`, [
      [ids[0], ids[2], ids[3], ids[4], ids[5]],
    ]);
    await t.database.query(`update books set city = 'Тверь' where id = $1`, [ids[1]]);
    const { matched } = await runJobs();
    expect(matched.created).toBe(1);
    expect(
      (await notificationRows(t, subscriber.user.id)).filter((row) => row.preference_id === preference.id),
    ).toEqual([expect.objectContaining({ book_id: ids[0], matched_keywords: 'война и мир' })]);
    await call(t, 'DELETE', `/notification/preferences/${preference.id}`, subscriber.token);
  });

  it('a mail server that fails: retried with backoff, then failed with the error', async () => {
    const preference = await createPreference(t, subscriber.token, { keywords: 'Жуковский' });
    await insertLots(t.database, [lot('Баллады', { author: 'Жуковский В.А.' })]);
    await smtp.close();
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await runJobs();
        const [row] = (await notificationRows(t, subscriber.user.id)).filter((r) => r.preference_id === preference.id);
        expect(row!.attempts).toBe(attempt);
        expect(row!.status).toBe(attempt < 5 ? DELIVERY_STATUS.pending : DELIVERY_STATUS.failed);
        expect(row!.error_message).not.toBeNull();
        await t.database.query(`update notifications set next_attempt_at = now() where id = $1`, [row!.id]);
      }
    } finally {
      smtp = await startSmtpServer({ port: smtp.port });
    }
    await call(t, 'DELETE', `/notification/preferences/${preference.id}`, subscriber.token);
  });
});
