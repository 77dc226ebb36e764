import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import { DELIVERY_STATUS, type BotStatus, type NotificationHistoryPage } from '@raritet/contracts/notifications';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLots, subscriberWithLimit, type LotInput } from '../../../test/archive-factories.ts';
import { createAdmin, registerUser } from '../../../test/factories.ts';
import { call, createPreference, notificationRows } from '../../../test/notification-factories.ts';
import type { BotSender } from './service.ts';

// The Telegram link by token (the bot's link offer: telegram-consent.int.test.ts), bot delivery against a
// recording sender, the e-mail's unsubscribe link, and the admin section's test run and statistics.
let t: TestApp;
let user: LoginResponse;
let subscriber: LoginResponse;
let admin: LoginResponse;

/** A bot that records what it is asked to send; `blocked` chats answer as Telegram does to a blocked bot. */
const sent: { chatId: number; html: string; photo: boolean }[] = [];
const blocked = new Set<number>();
class BlockedError extends Error {}
const sender: BotSender = {
  available: () => true,
  botUsername: () => 'RaritetTestBot',
  async sendHtml(chatId, html) {
    if (blocked.has(chatId)) throw new BlockedError('Forbidden: bot was blocked by the user');
    sent.push({ chatId, html, photo: false });
  },
  async sendPhoto(chatId, _photo, html) {
    if (blocked.has(chatId)) throw new BlockedError('Forbidden: bot was blocked by the user');
    sent.push({ chatId, html, photo: true });
  },
  isBlocked: (error) => error instanceof BlockedError,
};

const lot = (title: string, extra: Partial<LotInput> = {}): LotInput => ({
  title,
  seller: 'Антиквар',
  category: 'Поэзия',
  price: 4200,
  // Sold now: after the preferences the tests make, so within the alerts' window (ADR 0047).
  date: new Date().toISOString(),
  ...extra,
});

/** Links a chat to a session's account the way the bot does after `/start <token>`. */
async function linkChat(session: LoginResponse, chatId: number, username = `user${chatId}`) {
  const { body } = await call<{ token: string }>(
    t,
    'POST',
    '/notification/telegram/generate-link-token',
    session.token,
  );
  return t.services.notifications.bot.linkByToken(body.token, { chatId, username });
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://raritet.example' }, { botSender: sender });
  user = await registerUser(t.app, t.database);
  subscriber = await subscriberWithLimit(t, 1000);
  admin = await createAdmin(t.app, t.services);
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
});

describe('linking a Telegram chat', () => {
  it('a token links once, within its day; a chat belongs to one account', async () => {
    const token = await call<{ token: string; expiresAt: string; instructions: string[]; deepLink: string }>(
      t,
      'POST',
      '/notification/telegram/generate-link-token',
      user.token,
    );
    expect(token.status).toBe(200);
    expect(token.body.deepLink).toBe(`https://t.me/RaritetTestBot?start=${token.body.token}`);
    expect(token.body.instructions.join(' ')).toContain(`/start ${token.body.token}`);
    const hours = (Date.parse(token.body.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    expect(await t.services.notifications.bot.linkByToken('not-a-token', { chatId: 501, username: null })).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(
      await t.services.notifications.bot.linkByToken(token.body.token, { chatId: 501, username: 'reader' }),
    ).toEqual({
      ok: true,
      email: user.user.email,
    });
    expect(
      await t.services.notifications.bot.linkByToken(token.body.token, { chatId: 501, username: 'reader' }),
    ).toEqual({
      ok: false,
      reason: 'used',
    });
    const status = await call<BotStatus>(t, 'GET', '/notification/telegram/status', user.token);
    expect(status.body).toEqual({
      isConnected: true,
      telegramId: '501',
      telegramUsername: 'reader',
      botUsername: 'RaritetTestBot',
      botAvailable: true,
      isPaused: false,
    });

    // The same chat for another account is refused; that account stays unlinked.
    expect(await linkChat(subscriber, 501)).toEqual({ ok: false, reason: 'chat_taken' });
    expect((await call<BotStatus>(t, 'GET', '/notification/telegram/status', subscriber.token)).body.isConnected).toBe(
      false,
    );

    // An expired token.
    const old = await call<{ token: string }>(
      t,
      'POST',
      '/notification/telegram/generate-link-token',
      subscriber.token,
    );
    await t.database.query(`update telegram_link_tokens set expires_at = now() - interval '1 second'`);
    expect(await t.services.notifications.bot.linkByToken(old.body.token, { chatId: 777, username: null })).toEqual({
      ok: false,
      reason: 'expired',
    });

    const disconnected = await call<{ message: string }>(t, 'POST', '/notification/telegram/disconnect', user.token);
    expect(disconnected.body.message).toBe('Telegram-бот отключён.');
    expect((await call<BotStatus>(t, 'GET', '/notification/telegram/status', user.token)).body.isConnected).toBe(false);
  });
  // The bot's link offer (/start without a token) and its confirmation: telegram-consent.int.test.ts.
});

describe('delivery through the bot', () => {
  it('a linked user gets the digest in the chat; the bot option needs a link', async () => {
    expect(
      (await call(t, 'POST', '/notification/preferences', subscriber.token, { keywords: 'Тютчев', deliveryMethod: 4 }))
        .status,
    ).toBe(400);
    expect(await linkChat(subscriber, 3003)).toMatchObject({ ok: true });
    const preference = await createPreference(t, subscriber.token, { keywords: 'Тютчев', deliveryMethod: 4 });
    const [id] = await insertLots(t.database, [lot('Стихотворения <избранное> & письма', { author: 'Тютчев Ф.И.' })]);
    await t.services.notifications.match();
    expect((await t.services.notifications.deliver()).sent).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.chatId).toBe(3003);
    expect(sent[0]!.html).toContain(`<a href="https://raritet.example/books/${id}">`);
    expect(sent[0]!.html).toContain('Стихотворения &lt;избранное&gt; &amp; письма');
    expect(sent[0]!.html).toContain('Цена: 4 200 ₽');
    const [row] = await notificationRows(t, subscriber.user.id);
    expect(row).toMatchObject({ status: DELIVERY_STATUS.sent, recipient: '3003', matched_keywords: 'Тютчев' });

    // /stop pauses: what comes meanwhile is cancelled, not sent later in a flood.
    await t.services.notifications.bot.setChatPaused(3003, true);
    await t.database.query(`update notification_preferences set last_notification_sent = null where id = $1`, [
      preference.id,
    ]);
    await insertLots(t.database, [lot('Денисьевский цикл', { author: 'Тютчев Ф.И.' })]);
    await t.services.notifications.match();
    await t.services.notifications.deliver();
    expect(sent).toHaveLength(1);
    expect((await notificationRows(t, subscriber.user.id))[1]).toMatchObject({ status: DELIVERY_STATUS.cancelled });
    await t.services.notifications.bot.setChatPaused(3003, false);
    await call(t, 'DELETE', `/notification/preferences/${preference.id}`, subscriber.token);
  });

  it("a blocked bot unlinks the chat, fails that delivery and cancels the user's other bot deliveries", async () => {
    const other = await registerUser(t.app, t.database);
    expect(await linkChat(other, 4004)).toMatchObject({ ok: true });
    const first = await createPreference(t, other.token, { keywords: 'Фет', deliveryMethod: 4 });
    const second = await createPreference(t, other.token, {
      keywords: 'Майков',
      deliveryMethod: 4,
      notificationFrequencyMinutes: 600,
    });
    await t.database.query(`update notification_preferences set last_notification_sent = now() where id = $1`, [
      second.id,
    ]);
    blocked.add(4004);
    await insertLots(t.database, [
      lot('Вечерние огни', { author: 'Фет А.А.' }),
      lot('Поля', { author: 'Майков А.Н.' }),
    ]);
    await t.services.notifications.match();
    await t.services.notifications.deliver();
    const rows = await notificationRows(t, other.user.id);
    expect(rows.find((row) => row.preference_id === first.id)).toMatchObject({
      status: DELIVERY_STATUS.failed,
      error_message: expect.stringContaining('blocked') as string,
    });
    expect(rows.find((row) => row.preference_id === second.id)).toMatchObject({ status: DELIVERY_STATUS.cancelled });
    expect((await call<BotStatus>(t, 'GET', '/notification/telegram/status', other.token)).body.isConnected).toBe(
      false,
    );
    // Non-subscribers see no price in the history either.
    const history = await call<NotificationHistoryPage>(t, 'GET', '/notification/history', other.token);
    expect(history.body.items.map((item) => item.bookPrice)).toEqual([null, null]);
    expect(history.body.items.map((item) => item.status).sort()).toEqual([5, 6]);
  });

  it('a test message goes by the chosen method; the bot one needs a link', async () => {
    const lonely = await registerUser(t.app, t.database);
    const refused = await call<{ code: string }>(t, 'POST', '/notification/test', lonely.token, { deliveryMethod: 4 });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('notification_bot_not_connected');
    await linkChat(lonely, 5005, 'lonely');
    const answer = await call<{ message: string }>(t, 'POST', '/notification/test', lonely.token, {
      deliveryMethod: 4,
    });
    expect(answer.body.message).toBe('Тестовое уведомление отправлено: @lonely.');
    expect(sent).toEqual([expect.objectContaining({ chatId: 5005 })]);
    const mail = await call<{ message: string }>(t, 'POST', '/notification/test', lonely.token, { deliveryMethod: 1 });
    expect(mail.body.message).toContain(lonely.user.email);
    expect((await call(t, 'POST', '/notification/test', lonely.token, { deliveryMethod: 2 })).status).toBe(400);
  });
});

describe("the e-mail's unsubscribe link", () => {
  it('GET asks, POST switches that preference off; a tampered link changes nothing', async () => {
    const preference = await createPreference(t, user.token, { keywords: 'Баратынский' });
    const other = await createPreference(t, user.token, { keywords: 'Вяземский' });
    const url = new URL(t.services.notifications.unsubscribeUrl({ id: preference.id, userId: user.user.id }));
    const path = `${url.pathname}${url.search}`;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Баратынский');
    expect(page.body).toContain('<form method="post">');

    const tampered = [
      path.replace(`preference=${preference.id}`, `preference=${other.id}`),
      path.replace(/signature=[^&]+/, 'signature=AAAA'),
      path.replace(`user=${user.user.id}`, `user=${subscriber.user.id}`),
      '/api/notification/unsubscribe',
      `${path}%00`,
    ];
    for (const bad of tampered) {
      const answer = await t.app.inject({
        method: 'POST',
        url: bad,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.statusCode, bad).toBe(400);
    }
    const stillOn = await call<{ id: number; isEnabled: boolean }[]>(t, 'GET', '/notification/preferences', user.token);
    expect(stillOn.body.every((item) => item.isEnabled)).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('notifications for the keywords &quot;Баратынский&quot; are turned off');
    const after = await call<{ id: number; isEnabled: boolean }[]>(t, 'GET', '/notification/preferences', user.token);
    expect(after.body.find((item) => item.id === preference.id)!.isEnabled).toBe(false);
    expect(after.body.find((item) => item.id === other.id)!.isEnabled).toBe(true);
    // Repeating it is harmless.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
  });
});

describe('the admin section: test notifications and statistics', () => {
  it('runs the newest lots against every enabled preference once; a second run creates nothing', async () => {
    const newest = await insertLots(t.database, [
      lot('Самая свежая продажа Державина', { date: '2030-01-01T00:00:00Z' }),
    ]);
    const preference = await createPreference(t, subscriber.token, { keywords: 'Державин' });
    const first = await call<Record<string, unknown>>(
      t,
      'POST',
      '/telegramdiagnostics/test-notifications',
      admin.token,
      {
        limitBooks: '1',
        showBookIds: true,
      },
    );
    expect(first.body).toMatchObject({ success: true, activeBooks: 1, notificationsCreated: 1, testBookIds: newest });
    expect(first.body.activePreferences).toBeGreaterThanOrEqual(1);
    const second = await call<Record<string, unknown>>(
      t,
      'POST',
      '/telegramdiagnostics/test-notifications',
      admin.token,
      {
        limitBooks: 1,
      },
    );
    expect(second.body).toMatchObject({ notificationsCreated: 0 });
    expect(second.body.testBookIds).toBeUndefined();
    const empty = await call<Record<string, unknown>>(
      t,
      'POST',
      '/telegramdiagnostics/test-notifications',
      admin.token,
      {
        limitBooks: '',
      },
    );
    expect(empty.body.activeBooks).toBeGreaterThan(1);
    for (const limitBooks of [0, 1001, 'many', 2.5]) {
      const answer = await call<{ message: string }>(
        t,
        'POST',
        '/telegramdiagnostics/test-notifications',
        admin.token,
        {
          limitBooks,
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Количество лотов должно быть от 1 до 1000');
    }
    // Delivered at once: the subscriber is linked to the bot from an earlier test, but this one is e-mail.
    const rows = (await notificationRows(t, subscriber.user.id)).filter((row) => row.preference_id === preference.id);
    expect(rows.map((row) => row.status)).toContain(DELIVERY_STATUS.sent);

    const statistics = await call<Record<string, number>>(t, 'GET', '/admin/telegram/statistics', admin.token);
    const [counts] = await t.database.query<{ total: number; ok: number; failed: number; users: number }>(
      `select count(*)::int as total, count(*) filter (where status in (2,3,4))::int as ok,
              count(*) filter (where status = 5)::int as failed,
              (select count(distinct user_id)::int from notification_preferences where is_enabled) as users
         from notifications`,
    );
    expect(statistics.body).toEqual({
      totalNotifications: counts!.total,
      successfulDeliveries: counts!.ok,
      failedDeliveries: counts!.failed,
      activeUsers: counts!.users,
    });
    expect(statistics.body.failedDeliveries).toBeGreaterThanOrEqual(1);
    expect((await call(t, 'GET', '/admin/telegram/statistics', user.token)).status).toBe(403);
  });
});
