import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@raritet/contracts/auth';
import type { BotStatus, LinkOffer, LinkTokenResponse, TelegramDiagnostics } from '@raritet/contracts/notifications';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertLots, subscriberWithLimit } from '../../../test/archive-factories.ts';
import { createAdmin, registerUser } from '../../../test/factories.ts';
import { call, createPreference } from '../../../test/notification-factories.ts';
import { webhookSecret } from '../../integrations/telegram/bot-runtime.ts';
import { startFakeBotApi, type FakeBotApi } from '../../../test/fakes/fake-bot-api.ts';

// The messaging bot in the real app: the token saved in the admin settings starts it (long polling
// against the fake Bot API), the admin section checks it and moves it to a webhook and back, users link
// their chats with /start, and the alerts' delivery reaches the chat through it.
const TOKEN = '444555:integration-bot-token-abcd';
let t: TestApp;
let fake: FakeBotApi;
let admin: LoginResponse;
let baseUrl: string;

async function until(condition: () => boolean | Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const diagnostics = async () =>
  (await call<TelegramDiagnostics>(t, 'GET', '/telegramdiagnostics/full-check', admin.token)).body;

async function saveToken(token: string) {
  const saved = await call(t, 'POST', '/adminsettings', admin.token, { telegramBot: { Token: token } });
  expect(saved.status).toBe(200);
}

/** A user writes to the bot; resolves with the bot's next reply to that chat. */
async function ask(chatId: number, text: string, languageCode = 'ru'): Promise<string> {
  const before = fake.sent(chatId).length;
  await fake.userSays(chatId, text, { username: `user${chatId}`, languageCode });
  const sent = await fake.waitForSent(before + 1, chatId);
  return sent[before]!.text;
}

beforeAll(async () => {
  fake = await startFakeBotApi();
  fake.bots.set(TOKEN, { id: 444555, username: 'raritet_int_bot', first_name: 'Раритет' });
  t = await createTestApp({ TELEGRAM_API_ROOT: fake.url });
  admin = await createAdmin(t.app, t.services);
  // The app on a real port: the fake posts webhook updates to it.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  fake.redirectWebhook = (url) => url.replace(/^https:\/\/[^/]+/, baseUrl);
  // As main.ts does after listening; no token yet, so no bot.
  await t.services.telegram.start();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the messaging bot with no token', () => {
  it('full-check answers 200 with hasToken false and says so in each check', async () => {
    const response = await call<TelegramDiagnostics>(t, 'GET', '/telegramdiagnostics/full-check', admin.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      checks: {
        telegram_api: { status: 'not_configured', botInfo: null, error: expect.stringMatching(/^Токен бота не задан/) },
        webhook: { status: 'not_configured', webhookInfo: null },
        config: { hasToken: false, tokenMasked: null },
      },
      mode: 'none',
    });
    expect(t.services.telegram.status()).toEqual({ mode: 'none', botUsername: null, running: false });
  });

  it('setup-webhook, delete-webhook and test-send refuse without a token', async () => {
    for (const [url, payload] of [
      ['/telegramdiagnostics/setup-webhook', { baseUrl: 'https://raritet.example' }],
      ['/telegramdiagnostics/delete-webhook', undefined],
      ['/telegramdiagnostics/test-send', { chatId: '1', message: 'проверка' }],
    ] as const) {
      const response = await call(t, 'POST', url, admin.token, payload);
      expect(response.status, url).toBe(400);
      expect(response.body, url).toMatchObject({ code: 'telegram_no_token' });
    }
    expect(fake.sent()).toEqual([]);
  });

  it('the webhook refuses every post: there is no secret to match', async () => {
    const response = await call(
      t,
      'POST',
      '/telegram/webhook',
      undefined,
      { update_id: 1 },
      {
        'x-telegram-bot-api-secret-token': webhookSecret(TOKEN),
      },
    );
    expect(response.status).toBe(401);
  });
});

describe('the messaging bot with a token', () => {
  beforeAll(async () => {
    // Saved in the admin settings: the bot starts without a restart.
    await saveToken(TOKEN);
    await until(() => t.services.telegram.status().running);
  });

  it('starts by long polling when the token is saved, with its command menu', async () => {
    expect(t.services.telegram.status()).toEqual({ mode: 'polling', botUsername: 'raritet_int_bot', running: true });
    expect(
      fake.commands
        .get(TOKEN)
        ?.get('ru')
        ?.map((entry) => entry.command),
    ).toEqual(['start', 'status', 'stop', 'my', 'settings', 'price', 'unlink', 'help']);
    expect(await ask(9001, '/help')).toMatch(/^Я присылаю уведомления о новых продажах/);
  });

  it('full-check reports getMe, the webhook and the masked token', async () => {
    const body = await diagnostics();
    expect(body).toMatchObject({
      checks: {
        telegram_api: { status: 'ok', botInfo: { id: 444555, username: 'raritet_int_bot', first_name: 'Раритет' } },
        webhook: { status: 'not_set', webhookInfo: { url: '', pending_update_count: 0 } },
        config: { hasToken: true },
      },
      mode: 'polling',
    });
    expect(body.checks.config.tokenMasked).toMatch(/abcd$/);
    expect(body.checks.config.tokenMasked).not.toContain('integration-bot-token');
  });

  it('full-check answers 200 with the error when Telegram fails', async () => {
    fake.failAll(true);
    try {
      const response = await call<TelegramDiagnostics>(t, 'GET', '/telegramdiagnostics/full-check', admin.token);
      expect(response.status).toBe(200);
      expect(response.body.checks.telegram_api).toMatchObject({ status: 'error', error: 'Internal Server Error' });
      expect(response.body.checks.webhook).toMatchObject({ status: 'error', webhookInfo: null });
    } finally {
      fake.failAll(false);
    }
  });

  it('test-send needs both fields, then delivers the text as typed', async () => {
    for (const payload of [{}, { chatId: '', message: 'текст' }, { chatId: '42', message: '   ' }]) {
      const response = await call(t, 'POST', '/telegramdiagnostics/test-send', admin.token, payload);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'telegram_test_send_required', message: 'Введите Chat ID и сообщение' });
    }
    const sent = await call(t, 'POST', '/telegramdiagnostics/test-send', admin.token, {
      chatId: 9002,
      message: 'Проверка <связи> & всё',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'Сообщение отправлено в чат 9002.' });
    expect(fake.sent(9002)).toEqual([
      expect.objectContaining({ text: 'Проверка &lt;связи&gt; &amp; всё', parseMode: 'HTML' }),
    ]);

    fake.blockChat(9003);
    const blocked = await call(t, 'POST', '/telegramdiagnostics/test-send', admin.token, {
      chatId: '9003',
      message: 'вы здесь?',
    });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toEqual({
      code: 'telegram_api_failed',
      message: 'Telegram ответил ошибкой: Forbidden: bot was blocked by the user',
    });
  });

  it('setup-webhook takes https only, sets the secret, and the webhook route checks it', async () => {
    const refused = await call(t, 'POST', '/telegramdiagnostics/setup-webhook', admin.token, {
      baseUrl: 'http://raritet.example',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'telegram_webhook_https_only',
      message: 'Адрес вебхука должен начинаться с https://.',
    });
    expect(
      (await call(t, 'POST', '/telegramdiagnostics/setup-webhook', admin.token, { baseUrl: 'не адрес' })).status,
    ).toBe(400);

    const set = await call(t, 'POST', '/telegramdiagnostics/setup-webhook', admin.token, {
      baseUrl: 'https://raritet.example/',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      success: true,
      message: 'Вебхук установлен: https://raritet.example/api/telegram/webhook',
      url: 'https://raritet.example/api/telegram/webhook',
    });
    expect(fake.webhooks.get(TOKEN)).toEqual({
      url: 'https://raritet.example/api/telegram/webhook',
      secretToken: webhookSecret(TOKEN),
    });
    expect(t.services.telegram.status()).toMatchObject({ mode: 'webhook', running: true });
    expect((await diagnostics()).checks.webhook).toMatchObject({
      status: 'ok',
      webhookInfo: { url: 'https://raritet.example/api/telegram/webhook' },
    });

    const update = {
      update_id: 5000,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: 9004, type: 'private' },
        from: { id: 9004, is_bot: false, first_name: 'Тест' },
        text: '/help',
        entities: [{ type: 'bot_command', offset: 0, length: 5 }],
      },
    };
    const without = await call(t, 'POST', '/telegram/webhook', undefined, update);
    expect(without.status).toBe(401);
    expect(without.body).toEqual({ code: 'telegram_webhook_secret_invalid', message: 'Неверный секрет вебхука.' });
    const wrong = await call(t, 'POST', '/telegram/webhook', undefined, update, {
      'x-telegram-bot-api-secret-token': 'not-the-secret',
    });
    expect(wrong.status).toBe(401);
    expect(fake.sent(9004)).toEqual([]);
    const right = await call(t, 'POST', '/telegram/webhook', undefined, update, {
      'x-telegram-bot-api-secret-token': webhookSecret(TOKEN),
    });
    expect(right.status).toBe(200);
    expect(fake.sent(9004)[0]?.text).toMatch(/^Я присылаю уведомления/);

    // Telegram's own way in: the fake posts to the app's port with the header.
    expect(await fake.userSays(9005, '/settings')).toEqual({ via: 'webhook', status: 200 });
    expect(fake.sent(9005)[0]?.text).toMatch(/^Настройки уведомлений — на сайте: http/);
  });

  it('delete-webhook puts the bot back on long polling', async () => {
    const deleted = await call(t, 'POST', '/telegramdiagnostics/delete-webhook', admin.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Вебхук удалён; бот получает сообщения опросом.' });
    expect(fake.webhooks.has(TOKEN)).toBe(false);
    expect(t.services.telegram.status()).toMatchObject({ mode: 'polling', running: true });
    expect(await ask(9006, '/settings')).toMatch(/^Настройки уведомлений/);
  });

  it('links a chat with /start <token>, and /status, /stop, /start, /unlink work on that account', async () => {
    const user = await registerUser(t.app, t.database);
    const generated = await call<LinkTokenResponse>(
      t,
      'POST',
      '/notification/telegram/generate-link-token',
      user.token,
    );
    expect(generated.status).toBe(200);
    expect(generated.body.deepLink).toBe(`https://t.me/raritet_int_bot?start=${generated.body.token}`);

    const chat = 9100;
    expect(await ask(chat, `/start ${generated.body.token}`)).toMatch(
      new RegExp(`^Готово: Telegram привязан к учётной записи <b>${user.user.email}</b>`),
    );
    const status = await call<BotStatus>(t, 'GET', '/notification/telegram/status', user.token);
    expect(status.body).toMatchObject({
      isConnected: true,
      telegramId: String(chat),
      telegramUsername: `user${chat}`,
      botUsername: 'raritet_int_bot',
      botAvailable: true,
      isPaused: false,
    });
    expect(await ask(chat, `/start ${generated.body.token}`)).toMatch(/^Этот токен уже использован/);
    expect(await ask(chat, '/status')).toContain('Активных настроек уведомлений: 0');

    // Another account cannot take this chat.
    const other = await registerUser(t.app, t.database);
    const otherToken = await call<LinkTokenResponse>(
      t,
      'POST',
      '/notification/telegram/generate-link-token',
      other.token,
    );
    expect(await ask(chat, `/start ${otherToken.body.token}`)).toMatch(/уже привязан к другой учётной записи/);

    expect(await ask(chat, '/stop')).toMatch(/^Уведомления в Telegram приостановлены/);
    expect((await call<BotStatus>(t, 'GET', '/notification/telegram/status', user.token)).body.isPaused).toBe(true);
    expect(await ask(chat, '/start')).toMatch(/^Уведомления в Telegram снова включены/);
    expect(await ask(chat, '/unlink')).toMatch(/^Telegram отвязан/);
    expect((await call<BotStatus>(t, 'GET', '/notification/telegram/status', user.token)).body.isConnected).toBe(false);

    // Not linked: /start offers a single-use link that names this Telegram account to whoever opens it.
    const offer = await ask(chat, '/start');
    const found = offer.match(new RegExp(`/notifications\\?telegramId=${chat}&amp;nonce=([\\w-]{32})`));
    expect(found, offer).not.toBeNull();
    const shown = await call<LinkOffer>(
      t,
      'GET',
      `/notification/telegram/auto-link?telegramId=${chat}&nonce=${found![1]}`,
      other.token,
    );
    expect(shown.body).toMatchObject({
      telegramId: String(chat),
      telegramUsername: `user${chat}`,
      telegramName: 'Тест',
    });
    expect((await call<BotStatus>(t, 'GET', '/notification/telegram/status', other.token)).body.isConnected).toBe(
      false,
    );
  });

  it('/price gives a subscriber the median and range of matching sales and counts one search', async () => {
    await insertLots(t.database, [
      {
        title: 'Евгений Онегин. Роман в стихах',
        seller: 'Букинист',
        category: 'Поэзия',
        price: 1000,
        date: '2025-01-10',
      },
      { title: 'Евгений Онегин', seller: 'Букинист', category: 'Поэзия', price: 3000, date: '2025-02-10' },
      { title: 'Евгения Онегина издание', seller: 'Букинист', category: 'Поэзия', price: 20000, date: '2025-03-10' },
      { title: 'Полтава', seller: 'Букинист', category: 'Поэзия', price: 99999, date: '2025-03-11' },
    ]);
    const subscriber = await subscriberWithLimit(t, 2);
    const user = await registerUser(t.app, t.database);
    const link = async (session: LoginResponse, chat: number) => {
      const { body } = await call<LinkTokenResponse>(
        t,
        'POST',
        '/notification/telegram/generate-link-token',
        session.token,
      );
      await ask(chat, `/start ${body.token}`);
    };
    await link(subscriber, 9200);
    await link(user, 9201);

    expect(await ask(9200, '/price евгений онегин')).toMatch(
      /^По запросу «евгений онегин» продаж: 3\nМедиана: <b>3\u00a0000 ₽<\/b>\nОт 1\u00a0000 ₽ до 20\u00a0000 ₽\nВсе продажи: http/,
    );
    const [usage] = await t.database.query<{ count: number }>(
      'select count from search_request_usage where user_id = $1',
      [subscriber.user.id],
    );
    expect(Number(usage?.count)).toBe(1);
    // Recorded in the search history as a title search (written after the reply, in batches).
    await until(async () => {
      const page = await call<{ items: { query: string; searchType: string }[] }>(
        t,
        'GET',
        `/user/${subscriber.user.id}/searchHistory`,
        subscriber.token,
      );
      return page.body.items.some((item) => item.query === 'евгений онегин' && item.searchType === 'title');
    });

    expect(await ask(9200, '/price Декамерон')).toBe('По запросу «Декамерон» продаж в архиве не найдено.');
    expect(await ask(9200, '/price Полтава')).toMatch(/^Поисковые запросы вашего тарифа на этот месяц закончились/);
    expect(await ask(9201, '/price Онегин')).toMatch(/^Цены проданных экземпляров видны подписчикам/);
  });

  it("the alerts' delivery reaches the linked chat, and a blocked bot unlinks it", async () => {
    const subscriber = await subscriberWithLimit(t, 100);
    const { body } = await call<LinkTokenResponse>(
      t,
      'POST',
      '/notification/telegram/generate-link-token',
      subscriber.token,
    );
    await ask(9300, `/start ${body.token}`);
    await t.services.notifications.match();
    await createPreference(t, subscriber.token, {
      keywords: 'Мёртвые души',
      deliveryMethod: 4,
      notificationFrequencyMinutes: 5,
    });
    await insertLots(t.database, [
      {
        title: 'Мертвые души. Поэма',
        seller: 'Букинист',
        category: 'Проза',
        price: 45000,
        date: new Date().toISOString(),
      },
    ]);
    await t.services.notifications.match();
    await t.services.notifications.deliver({ ignoreWindows: true });
    const digest = await fake.waitForSent(2, 9300);
    expect(digest[1]!.text).toContain('Мертвые души. Поэма');

    fake.blockChat(9300);
    await insertLots(t.database, [
      {
        title: 'Мёртвые души, том второй',
        seller: 'Букинист',
        category: 'Проза',
        price: 30000,
        date: new Date().toISOString(),
      },
    ]);
    await t.services.notifications.match();
    await t.services.notifications.deliver({ ignoreWindows: true });
    const status = await call<BotStatus>(t, 'GET', '/notification/telegram/status', subscriber.token);
    expect(status.body.isConnected).toBe(false);
  });

  it('stops when the token is cleared, and the webhook has nothing to match', async () => {
    await saveToken('');
    await until(() => t.services.telegram.status().mode === 'none');
    // Reloads take turns: this one returns once the stop the save began has finished.
    await t.services.telegram.reload();
    expect(t.services.telegram.status()).toEqual({ mode: 'none', botUsername: null, running: false });
    expect((await diagnostics()).checks.config).toEqual({ hasToken: false, tokenMasked: null });
    const callsBefore = fake.calls.length;
    await fake.userSays(9400, '/help');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.calls.slice(callsBefore).filter((entry) => entry.method === 'getUpdates')).toEqual([]);
    expect(fake.sent(9400)).toEqual([]);
  });
});
