import { Bot } from 'grammy';
import type { Update, UserFromGetMe } from 'grammy/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPreference } from '@raritet/contracts/notifications';
import { startFakeBotApi, type FakeBotApi } from '../../../test/fakes/fake-bot-api.ts';
import { BOT_COMMANDS, publishBotCommands, registerBotCommands, type BotAccounts } from './bot-commands.ts';

const TOKEN = '333:commands-test-token';
const SITE = 'https://raritet.example';

type Account = { userId: number; email: string; hasSubscription: boolean; preferences: NotificationPreference[] };
type Link = { userId: number; username: string | null; isPaused: boolean };

const preference = (fields: Partial<NotificationPreference>): NotificationPreference => ({
  id: 1,
  isEnabled: true,
  keywords: 'Пушкин',
  isExactMatch: false,
  categoryIds: [],
  minPrice: null,
  maxPrice: null,
  minYear: null,
  maxYear: null,
  cities: '',
  notificationFrequencyMinutes: 60,
  deliveryMethod: 4,
  lastNotificationSent: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

/** BotAccounts in memory: accounts, links by chat, link tokens, and what /price was asked. */
function memoryAccounts() {
  const accounts = new Map<number, Account>([
    [
      1,
      {
        userId: 1,
        email: 'reader<1>@example.com',
        hasSubscription: true,
        preferences: [
          preference({ id: 1, keywords: 'Пушкин, <Онегин> & Ко', notificationFrequencyMinutes: 60 }),
          preference({
            id: 2,
            keywords: '',
            categoryIds: [3, 4],
            isEnabled: false,
            deliveryMethod: 1,
            notificationFrequencyMinutes: 1440,
          }),
          preference({ id: 3, keywords: 'а'.repeat(300), notificationFrequencyMinutes: 45 }),
        ],
      },
    ],
    [2, { userId: 2, email: 'guest@example.com', hasSubscription: false, preferences: [] }],
  ]);
  const links = new Map<number, Link>();
  const tokens = new Map<string, { userId: number; state: 'fresh' | 'expired' | 'used' }>([
    ['good-token', { userId: 1, state: 'fresh' }],
    ['second-token', { userId: 2, state: 'fresh' }],
    ['old-token', { userId: 1, state: 'expired' }],
    ['spent-token', { userId: 1, state: 'used' }],
  ]);
  const priceCalls: { userId: number; query: string }[] = [];
  const offers: Parameters<BotAccounts['offerLinkUrl']>[0][] = [];
  let failing = false;
  const guard = () => {
    if (failing) throw new Error('database is down');
  };
  const linkOf = (chatId: number) => links.get(chatId);

  const api: BotAccounts = {
    async linkByToken(token, chat) {
      guard();
      const found = tokens.get(token);
      if (!found) return { ok: false, reason: 'unknown' };
      if (found.state === 'expired') return { ok: false, reason: 'expired' };
      if (found.state === 'used') return { ok: false, reason: 'used' };
      const existing = linkOf(chat.chatId);
      if (existing && existing.userId !== found.userId) return { ok: false, reason: 'chat_taken' };
      found.state = 'used';
      links.set(chat.chatId, { userId: found.userId, username: chat.username, isPaused: false });
      return { ok: true, email: accounts.get(found.userId)!.email };
    },
    async accountOfChat(chatId) {
      guard();
      const link = linkOf(chatId);
      if (!link) return null;
      const account = accounts.get(link.userId)!;
      return {
        userId: account.userId,
        email: account.email,
        isPaused: link.isPaused,
        enabledPreferences: account.preferences.filter((p) => p.isEnabled).length,
        hasSubscription: account.hasSubscription,
      };
    },
    async unlinkChat(chatId) {
      return links.delete(chatId);
    },
    async setChatPaused(chatId, paused) {
      const link = linkOf(chatId);
      if (!link) return false;
      link.isPaused = paused;
      return true;
    },
    async preferencesOfChat(chatId) {
      const link = linkOf(chatId);
      return link ? accounts.get(link.userId)!.preferences : [];
    },
    async offerLinkUrl(chat) {
      offers.push(chat);
      return `${SITE}/notifications?telegramId=${chat.chatId}&nonce=n${offers.length}`;
    },
    async priceSummary(userId, query) {
      priceCalls.push({ userId, query });
      if (!accounts.get(userId)!.hasSubscription) return { ok: false, reason: 'no_subscription' };
      if (query === 'лимит') return { ok: false, reason: 'limit' };
      if (query === '???') return { ok: false, reason: 'empty_query' };
      if (query.includes('ничего')) return { ok: true, count: 0, median: null, min: null, max: null };
      return { ok: true, count: 1234, median: 15500, min: 300, max: 1250000 };
    },
    siteUrl: (path) => `${SITE}${path}`,
  };
  return {
    api,
    links,
    priceCalls,
    offers,
    setFailing(on: boolean) {
      failing = on;
    },
  };
}

describe('the bot commands', () => {
  let fake: FakeBotApi;
  let bot: Bot;
  let accounts: ReturnType<typeof memoryAccounts>;
  let nextUpdate = 1;
  let nextChat = 7000;

  beforeAll(async () => {
    fake = await startFakeBotApi();
    fake.bots.set(TOKEN, { id: 333, username: 'raritet_test_bot', first_name: 'Раритет' });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    accounts = memoryAccounts();
    bot = new Bot(TOKEN, {
      client: { apiRoot: fake.url },
      // What getMe answers; only the names matter to the commands.
      botInfo: { id: 333, is_bot: true, first_name: 'Раритет', username: 'raritet_test_bot' } as UserFromGetMe,
    });
    registerBotCommands(bot, accounts.api);
  });

  /** A user writes in a private chat; the bot's replies to that chat, as sent. */
  async function says(
    chatId: number,
    text: string,
    { languageCode = 'ru', username = 'collector', chatType = 'private' } = {},
  ): Promise<string[]> {
    const before = fake.sent(chatId).length;
    const command = text.match(/^\/\S+/);
    const update = {
      update_id: nextUpdate++,
      message: {
        message_id: nextUpdate,
        date: Math.floor(Date.now() / 1000),
        chat:
          chatType === 'private'
            ? { id: chatId, type: 'private', first_name: 'Тест' }
            : { id: chatId, type: chatType, title: 'Клуб' },
        from: { id: Math.abs(chatId), is_bot: false, first_name: 'Тест', username, language_code: languageCode },
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
      },
    } as unknown as Update;
    await bot.handleUpdate(update);
    return fake
      .sent(chatId)
      .slice(before)
      .map((message) => {
        // Every reply is Telegram HTML the fake accepted (it refuses broken HTML).
        expect(message.parseMode).toBe('HTML');
        return message.text;
      });
  }

  it('/start with a token links the chat and names the account', async () => {
    const chat = nextChat++;
    const [reply] = await says(chat, '/start good-token', { username: 'pushkin_fan' });
    expect(reply).toBe(
      `Готово: Telegram привязан к учётной записи <b>reader&lt;1&gt;@example.com</b>. Уведомления с доставкой в Telegram будут приходить в этот чат. Настройки: ${SITE}/notifications`,
    );
    expect(accounts.links.get(chat)).toEqual({ userId: 1, username: 'pushkin_fan', isPaused: false });
  });

  it('/start answers an unknown, an expired and a used token, and refuses a chat linked to another account', async () => {
    const chat = nextChat++;
    expect((await says(chat, '/start nonsense'))[0]).toMatch(/^Такой токен привязки не найден\./);
    expect((await says(chat, '/start old-token'))[0]).toMatch(/^Срок действия этого токена истёк\./);
    expect((await says(chat, '/start spent-token'))[0]).toMatch(/^Этот токен уже использован: он одноразовый\./);
    expect((await says(chat, `/start ${'x'.repeat(300)}`))[0]).toMatch(/^Такой токен привязки не найден\./);
    await says(chat, '/start good-token');
    expect((await says(chat, '/start second-token'))[0]).toBe(
      'Этот чат Telegram уже привязан к другой учётной записи. Сначала отправьте /unlink, затем привяжите чат заново.',
    );
    expect(accounts.links.get(chat)?.userId).toBe(1);
  });

  it('/start without a token sends a link offer for this Telegram account when not linked, and resumes what /stop paused', async () => {
    const chat = nextChat++;
    const [offer] = await says(chat, '/start');
    expect(offer).toContain(`${SITE}/notifications?telegramId=${chat}&amp;nonce=n${accounts.offers.length}`);
    expect(offer).toMatch(/^Чтобы привязать Telegram к учётной записи «Раритета», откройте эту ссылку/);
    expect(offer).toContain('ссылка одноразовая и действует 10 минут');
    // The offer is bound to the Telegram account that asked: the site names it to whoever opens the link.
    expect(accounts.offers.at(-1)).toMatchObject({ chatId: chat, username: 'collector', firstName: 'Тест' });

    await says(chat, '/start good-token');
    expect(await says(chat, '/start')).toEqual([
      'Telegram привязан к учётной записи <b>reader&lt;1&gt;@example.com</b>, уведомления включены. Команды — /help.',
    ]);
    expect(await says(chat, '/stop')).toEqual([
      'Уведомления в Telegram приостановлены. Привязка и настройки сохранены; чтобы возобновить, отправьте /start.',
    ]);
    expect(accounts.links.get(chat)?.isPaused).toBe(true);
    expect(await says(chat, '/start')).toEqual([
      'Уведомления в Telegram снова включены. Учётная запись: <b>reader&lt;1&gt;@example.com</b>.',
    ]);
    expect(accounts.links.get(chat)?.isPaused).toBe(false);
  });

  it('/status tells the account, the enabled settings and whether the bot is paused', async () => {
    const chat = nextChat++;
    expect(await says(chat, '/status')).toEqual([
      'Этот чат не привязан к учётной записи «Раритета». Отправьте /start, чтобы получить ссылку для привязки.',
    ]);
    await says(chat, '/start good-token');
    expect(await says(chat, '/status')).toEqual([
      'Учётная запись: <b>reader&lt;1&gt;@example.com</b>\nАктивных настроек уведомлений: 2\nУведомления в Telegram: включены\nПодписка: активна',
    ]);
    await says(chat, '/stop');
    expect((await says(chat, '/status'))[0]).toContain('Уведомления в Telegram: приостановлены (/start — возобновить)');
    expect(await says(nextChat++, '/stop')).toEqual([
      'Этот чат не привязан к учётной записи «Раритета». Отправьте /start, чтобы получить ссылку для привязки.',
    ]);
  });

  it('/unlink unlinks the chat', async () => {
    const chat = nextChat++;
    await says(chat, '/start good-token');
    expect((await says(chat, '/unlink'))[0]).toMatch(/^Telegram отвязан от учётной записи\./);
    expect(accounts.links.has(chat)).toBe(false);
    expect((await says(chat, '/unlink'))[0]).toMatch(/^Этот чат не привязан/);
  });

  it('/my lists the settings: keywords (escaped, cut), on or off, frequency, method', async () => {
    const chat = nextChat++;
    expect((await says(chat, '/my'))[0]).toMatch(/^Этот чат не привязан/);
    await says(chat, '/start good-token');
    const [list] = await says(chat, '/my');
    expect(list).toBe(
      [
        'Ваши настройки уведомлений (3):',
        '',
        '1. <b>Пушкин, &lt;Онегин&gt; &amp; Ко</b>',
        'включена · раз в 1 ч · в Telegram',
        '',
        '2. <b>только категории (2)</b>',
        'выключена · раз в 1 дн. · на e-mail',
        '',
        `3. <b>${'а'.repeat(100)}…</b>`,
        'включена · раз в 45 мин · в Telegram',
        '',
        `Изменить: ${SITE}/notifications`,
      ].join('\n'),
    );
    const other = nextChat++;
    await says(other, '/start second-token');
    expect(await says(other, '/my')).toEqual([
      `У вас пока нет настроек уведомлений. Создайте их на сайте: ${SITE}/notifications`,
    ]);
  });

  it('/price gives a subscriber the count, median and range, and explains every refusal', async () => {
    const chat = nextChat++;
    expect((await says(chat, '/price Онегин'))[0]).toMatch(/^Этот чат не привязан/);
    await says(chat, '/start good-token');
    expect(await says(chat, '/price')).toEqual(['Напишите запрос после команды, например: /price Евгений Онегин 1833']);
    expect(await says(chat, '/price ???')).toEqual([
      'Напишите запрос после команды, например: /price Евгений Онегин 1833',
    ]);
    expect(await says(chat, '/price  Евгений   <Онегин> ')).toEqual([
      `По запросу «Евгений &lt;Онегин&gt;» продаж: 1\u00a0234\nМедиана: <b>15\u00a0500 ₽</b>\nОт 300 ₽ до 1\u00a0250\u00a0000 ₽\nВсе продажи: ${SITE}/searchByTitle/${encodeURIComponent('Евгений <Онегин>')}`,
    ]);
    expect(accounts.priceCalls.at(-1)).toEqual({ userId: 1, query: 'Евгений <Онегин>' });
    expect(await says(chat, '/price ничего такого')).toEqual([
      'По запросу «ничего такого» продаж в архиве не найдено.',
    ]);
    expect(await says(chat, '/price лимит')).toEqual([
      `Поисковые запросы вашего тарифа на этот месяц закончились. Тарифы: ${SITE}/subscription`,
    ]);
    const guest = nextChat++;
    await says(guest, '/start second-token');
    expect(await says(guest, '/price Онегин')).toEqual([
      `Цены проданных экземпляров видны подписчикам. Оформить подписку: ${SITE}/subscription`,
    ]);
  });

  it('answers anything else with a short help, and /help with the commands the guide lists', async () => {
    const chat = nextChat++;
    const short = 'Я отвечаю только на команды: /status, /stop, /my, /price &lt;запрос&gt;. Полный список — /help.';
    expect(await says(chat, 'Здравствуйте!')).toEqual([short]);
    expect(await says(chat, '/unknown')).toEqual([short]);
    const [help] = await says(chat, '/help');
    for (const command of ['/start', '/status', '/stop', '/help', '/my', '/settings', '/price', '/unlink']) {
      expect(help).toContain(`${command} `);
    }
    expect(help).toContain(`на сайте: ${SITE}/`);
    expect(await says(chat, '/settings')).toEqual([`Настройки уведомлений — на сайте: ${SITE}/notifications`]);
  });

  it('speaks English to a user whose Telegram is in English', async () => {
    const chat = nextChat++;
    expect(await says(chat, '/status', { languageCode: 'en-GB' })).toEqual([
      'This chat is not linked to a Raritet account. Send /start to get a link for linking it.',
    ]);
    await says(chat, '/start good-token', { languageCode: 'en' });
    expect(await says(chat, '/my', { languageCode: 'en' })).toEqual([
      expect.stringContaining('1. <b>Пушкин, &lt;Онегин&gt; &amp; Ко</b>\non · every 1 h · in Telegram'),
    ]);
    expect((await says(chat, '/price Onegin', { languageCode: 'en' }))[0]).toContain('Median: <b>15,500 ₽</b>');
  });

  it('works in private chats only', async () => {
    const group = -100200300;
    expect(await says(group, '/start good-token', { chatType: 'supergroup' })).toEqual([
      'Я работаю только в личном чате: напишите мне напрямую.',
    ]);
    expect(accounts.links.has(group)).toBe(false);
    expect(await says(group, 'просто разговор', { chatType: 'supergroup' })).toEqual([]);
  });

  it('tells the user to try later when the accounts fail', async () => {
    accounts.setFailing(true);
    expect(await says(nextChat++, '/status')).toEqual(['Что-то пошло не так. Попробуйте ещё раз чуть позже.']);
  });

  it('publishes the command menu in Russian (the default) and English', async () => {
    await publishBotCommands(bot.api);
    const menus = fake.commands.get(TOKEN)!;
    expect([...menus.keys()].sort()).toEqual(['', 'en', 'ru']);
    expect(menus.get('')!.map((entry) => entry.command)).toEqual([...BOT_COMMANDS]);
    expect(menus.get('en')!.find((entry) => entry.command === 'stop')?.description).toBe('Pause notifications');
    expect(menus.get('ru')!.find((entry) => entry.command === 'stop')?.description).toBe('Приостановить уведомления');
    for (const entry of [...menus.values()].flat()) expect(entry.description.length).toBeLessThanOrEqual(256);
  });
});
