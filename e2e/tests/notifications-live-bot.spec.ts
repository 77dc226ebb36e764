import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN, E2E_BOT } from '../playwright.config.ts';
import { createUser, useSessionOf, waitForDemoArchive, type ApiUser } from './catalogue-support.ts';
import { chooseLanguage, dismissToast, shot } from './support.ts';

/**
 * The messaging bot for real: the server's grammY bot long-polls
 * the fake Telegram Bot API that playwright.config.ts runs beside it (server/test/fake-bot-api-cli.ts), and
 * the test plays the Telegram user through the fake's control routes. Nothing here is stubbed.
 *
 * No bot token is set on the test server and the other specs rely on that ("no bot configured"), so this
 * file saves the fake's token in the admin settings before its tests and clears it after them, whatever
 * happened (afterAll runs after a failure or a timeout too). Each run links chats of its own.
 */

/** The fake's test controls (outside the Bot API's /bot<token>/ paths). */
const control = (path: string) => `${E2E_BOT.apiRoot}/__control/${path}`;

type SentMessage = { chatId: string; method: 'sendMessage' | 'sendPhoto'; text: string; parseMode?: string };

/** A chat id no other run uses (Telegram's private chat id is the user's id). */
function newChatId(): number {
  return 700_000_000 + Math.floor(Math.random() * 1_000_000_000);
}

async function userSays(api: APIRequestContext, chatId: number, text: string, username?: string): Promise<void> {
  const response = await api.post(control('user-says'), {
    data: { chatId, text, ...(username ? { username } : {}) },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ via: 'queue' });
}

async function sentTo(api: APIRequestContext, chatId: number): Promise<SentMessage[]> {
  const response = await api.get(control(`sent?chatId=${chatId}`));
  expect(response.status()).toBe(200);
  return (await response.json()) as SentMessage[];
}

/** Waits until the bot has sent a message to the chat that `matches`, and answers it. */
async function waitForMessage(
  api: APIRequestContext,
  chatId: number,
  matches: (text: string) => boolean,
  timeout = 15_000,
): Promise<SentMessage> {
  let found: SentMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await sentTo(api, chatId)).find((message) => matches(message.text));
        return found !== undefined;
      },
      { timeout, message: `a message to chat ${chatId}` },
    )
    .toBe(true);
  return found!;
}

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (url === undefined) throw new Error('baseURL is not configured');
  return url;
}

async function apiAs(token: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const response = await api.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(response.status(), await response.text()).toBe(200);
    return apiAs(((await response.json()) as { token: string }).token);
  } finally {
    await api.dispose();
  }
}

type FullCheck = { mode: string; checks: { config: { hasToken: boolean } } };

/**
 * Saves the bot token in the admin settings (a save starts or stops the bot) and waits until the bot is
 * running (polling, its username known from getMe) or, for '', gone.
 */
async function setBotToken(token: string): Promise<void> {
  const admin = await adminApi();
  try {
    const saved = await admin.post('/api/adminsettings', { data: { telegramBot: { Token: token } } });
    expect(saved.status(), await saved.text()).toBe(200);
    await expect
      .poll(
        async () => {
          const check = (await (await admin.get('/api/telegramdiagnostics/full-check')).json()) as FullCheck;
          return { hasToken: check.checks.config.hasToken, mode: check.mode };
        },
        { timeout: 20_000 },
      )
      .toEqual(token === '' ? { hasToken: false, mode: 'none' } : { hasToken: true, mode: 'polling' });
  } finally {
    await admin.dispose();
  }
}

function tabs(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Разделы уведомлений' });
}

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * A keyword that many demo lots have in their title or description (about 90 of the newest 300, in its
 * forms: 'издание', 'издания', 'изданий'…): more than a digest lists, so it ends with "И ещё N".
 */
const KEYWORD = 'издание';
/** How many of the newest lots the admin's test run matches against every enabled preference. */
const TEST_LOTS = 300;
/** Lots a digest lists before "И ещё N" (DIGEST_LOTS_SHOWN on the server). */
const DIGEST_LOTS_SHOWN = 20;

test.describe('the messaging bot, live against the fake Telegram Bot API', () => {
  let fake: APIRequestContext;
  const users: ApiUser[] = [];

  test.beforeAll(async () => {
    fake = await playwrightRequest.newContext();
    const health = await fake.get(control('health'));
    expect(await health.json()).toEqual({ ok: true, bots: [E2E_BOT.username] });
    await setBotToken(E2E_BOT.token);
  });

  test.afterAll(async () => {
    // Whatever happened: no bot for the specs after this one, and nothing of ours left waiting for one.
    try {
      for (const user of users) {
        const api = await apiAs(user.token);
        try {
          await api.post('/api/notification/telegram/disconnect');
          const preferences = (await (await api.get('/api/notification/preferences')).json()) as { id: number }[];
          for (const preference of preferences) await api.delete(`/api/notification/preferences/${preference.id}`);
        } finally {
          await api.dispose();
        }
      }
    } finally {
      await setBotToken('');
      await fake?.dispose();
    }
  });

  test('connect by token, test sends, a Telegram digest, the history, disconnect', async ({ page, context }) => {
    test.setTimeout(120_000);
    const user = await createUser('livebot');
    users.push(user);
    await useSessionOf(context, user);
    const chatId = newChatId();
    const username = `live_collector_${test.info().project.name}`;
    let linkToken = '';

    await test.step('the bot tab offers the running bot', async () => {
      await page.goto('/notifications?tab=bot');
      await expect(tabs(page).getByRole('tab', { name: 'Telegram-бот' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
      await expect(panel(page).getByText('Telegram-бот сейчас не настроен на сервере.')).toHaveCount(0);
      await expect(panel(page)).toContainText(`@${E2E_BOT.username}`);
      await expect(panel(page).getByRole('button', { name: 'Подключить' })).toBeEnabled();
      await shot(page, 'live-bot-available');
    });

    await test.step('the connect dialog shows a token and the deep link to the bot', async () => {
      await panel(page).getByRole('button', { name: 'Подключить' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Подключение Telegram-бота' })).toBeVisible();
      const token = dialog(page).getByTestId('link-token');
      await expect(token).toHaveText(/^[A-Za-z0-9_-]{20,}$/);
      linkToken = (await token.textContent()) ?? '';
      await expect(dialog(page).getByRole('link', { name: 'Открыть бота в Telegram' })).toHaveAttribute(
        'href',
        `https://t.me/${E2E_BOT.username}?start=${linkToken}`,
      );
      await expect(dialog(page)).toContainText(`/start ${linkToken}`);
      await expect(dialog(page).getByText('Ждём подтверждения от бота — статус обновится сам.')).toBeVisible();
      await shot(page, 'live-bot-connect', { fullPage: false });
    });

    await test.step('/start <token> in Telegram links the chat; the open dialog notices', async () => {
      await userSays(fake, chatId, `/start ${linkToken}`, username);
      const reply = await waitForMessage(fake, chatId, (text) => text.startsWith('Готово: Telegram привязан'));
      expect(reply.text).toContain(user.email);
      await expect(dialog(page)).toHaveCount(0, { timeout: 15_000 });
      await dismissToast(page, 'Telegram аккаунт успешно привязан!');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Подключён');
      await expect(panel(page)).toContainText(`@${username}`);
      await expect(panel(page)).toContainText(String(chatId));
      await shot(page, 'live-bot-connected');
    });

    await test.step('the token was single-use: sent again, the bot says so', async () => {
      await userSays(fake, chatId, `/start ${linkToken}`, username);
      await waitForMessage(fake, chatId, (text) => text.startsWith('Этот токен уже использован'));
    });

    await test.step('the Telegram test send arrives in the chat', async () => {
      await panel(page).getByRole('button', { name: 'Тест в Telegram' }).click();
      await dismissToast(page, `Тестовое уведомление отправлено: @${username}.`);
      await waitForMessage(fake, chatId, (text) => text.startsWith('Это тестовое уведомление «Раритета»'));
    });

    await test.step('in English the test message is English too', async () => {
      await chooseLanguage(page, 'en');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Connected');
      await panel(page).getByRole('button', { name: 'Test in Telegram' }).click();
      await dismissToast(page, `A test notification was sent: @${username}.`);
      await waitForMessage(fake, chatId, (text) => text.startsWith('This is a test notification from Raritet'));
      await shot(page, 'en-live-bot-connected');
      await chooseLanguage(page, 'ru');
    });

    await test.step('a preference delivered by the bot (the default once linked)', async () => {
      await tabs(page).getByRole('tab', { name: 'Настройки' }).click();
      await panel(page).getByRole('button', { name: 'Новое уведомление' }).click();
      await expect(dialog(page).getByRole('radio', { name: 'Telegram-бот' })).toBeChecked();
      await dialog(page).getByLabel('Ключевые слова', { exact: true }).fill(KEYWORD);
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await dismissToast(page, 'Настройка уведомлений создана.');
      const card = panel(page).getByRole('article').filter({ hasText: KEYWORD });
      await expect(card).toContainText('Telegram-бот');
      await expect(card).toContainText('Ещё не отправлялось');
    });

    await test.step('the admin’s test run sends a digest to the chat, with links to the book pages', async () => {
      await waitForDemoArchive();
      const before = (await sentTo(fake, chatId)).length;
      const admin = await adminApi();
      try {
        const run = await admin.post('/api/telegramdiagnostics/test-notifications', {
          data: { limitBooks: TEST_LOTS, showBookIds: false },
        });
        expect(run.status(), await run.text()).toBe(200);
        const result = (await run.json()) as { activeBooks: number; notificationsCreated: number };
        expect(result.activeBooks).toBe(TEST_LOTS);
        expect(result.notificationsCreated).toBeGreaterThan(DIGEST_LOTS_SHOWN);
      } finally {
        await admin.dispose();
      }
      // One digest, split by Telegram's 4,096 characters into messages sent in turn.
      const digest = await waitForMessage(fake, chatId, (text) => text.includes(`как вы его ввели: «${KEYWORD}»`));
      const end = await waitForMessage(fake, chatId, (text) => /И ещё \d+ — все они на странице истории/.test(text));
      const parts = (await sentTo(fake, chatId)).slice(before);
      expect(parts[0]).toEqual(digest);
      expect(parts.at(-1)).toEqual(end);
      for (const part of parts) expect(part.parseMode).toBe('HTML');
      const text = parts.map((part) => part.text).join('\n');
      const bookLinks = text.match(new RegExp(`<a href="${baseUrl()}/books/\\d+">`, 'g')) ?? [];
      expect(bookLinks).toHaveLength(DIGEST_LOTS_SHOWN);
      // No subscription: the price and date hidden, an invitation to subscribe instead.
      expect(text).toContain('Цена: Только для подписчиков');
      expect(text).toContain(`${baseUrl()}/subscription`);
    });

    await test.step('the history lists the rows as sent by Telegram', async () => {
      await tabs(page).getByRole('tab', { name: 'История' }).click();
      const rows =
        (page.viewportSize()?.width ?? 1280) >= 900
          ? panel(page).getByRole('table', { name: 'История уведомлений' }).locator('tbody tr')
          : panel(page).getByRole('list', { name: 'История уведомлений' }).getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      const first = rows.first();
      await expect(first.getByTestId('history-status')).toHaveText('Отправлено');
      await expect(first).toContainText('Telegram-бот');
      await expect(first).toContainText(KEYWORD);
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/books\/\d+$/);
      await shot(page, 'live-bot-history');
    });

    await test.step('the card shows when it was last sent', async () => {
      // The page keeps the list it loaded for a while; the send happened on the server meanwhile.
      await page.goto('/notifications');
      const card = panel(page).getByRole('article').filter({ hasText: KEYWORD });
      await expect(card).not.toContainText('Ещё не отправлялось');
    });

    await test.step('disconnect asks first, then unlinks the chat', async () => {
      await tabs(page).getByRole('tab', { name: 'Telegram-бот' }).click();
      await panel(page).getByRole('button', { name: 'Отключить', exact: true }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Отключить Telegram-бота?' })).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Отключить', exact: true }).click();
      await dismissToast(page, 'Telegram-бот отключён.');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
      // The bot no longer knows the chat.
      await userSays(fake, chatId, '/status', username);
      await waitForMessage(fake, chatId, (text) => text.startsWith('Этот чат не привязан'));
      await shot(page, 'live-bot-disconnected');
    });
  });

  test("/start without a token: the site names the Telegram account and links only on the owner's word", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const user = await createUser('livebot-link');
    users.push(user);
    await useSessionOf(context, user);
    const project = test.info().project.name;
    const own = { chatId: newChatId(), username: `own_phone_${project}` };
    const attacker = { chatId: newChatId(), username: `stranger_${project}` };
    const second = { chatId: newChatId(), username: `own_tablet_${project}` };

    /** `/start` from a chat with no account: the link the bot answers with (path and query). */
    async function offerFrom(chat: { chatId: number; username: string }): Promise<string> {
      // The newest offer: a chat asking again gets a new link (and its earlier unused one stops working).
      const before = (await sentTo(fake, chat.chatId)).length;
      await userSays(fake, chat.chatId, '/start', chat.username);
      let offer: SentMessage | undefined;
      await expect
        .poll(async () => {
          offer = (await sentTo(fake, chat.chatId))
            .slice(before)
            .find((message) => message.text.startsWith('Чтобы привязать Telegram'));
          return offer !== undefined;
        })
        .toBe(true);
      if (offer === undefined) throw new Error('no link offer');
      expect(offer.text).toContain('ссылка одноразовая и действует 10 минут');
      const url = offer.text.match(/https?:\/\/\S+\/notifications\?\S+/)?.[0].replace(/&amp;/g, '&');
      expect(url, offer.text).toBeDefined();
      const parsed = new URL(url!);
      expect(parsed.origin).toBe(baseUrl());
      expect([...parsed.searchParams.keys()]).toEqual(['telegramId', 'nonce']);
      expect(parsed.searchParams.get('telegramId')).toBe(String(chat.chatId));
      expect(parsed.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32}$/);
      return `${parsed.pathname}${parsed.search}`;
    }

    await test.step("the owner's own chat is linked by token", async () => {
      const api = await apiAs(user.token);
      try {
        const generated = await api.post('/api/notification/telegram/generate-link-token');
        const { token } = (await generated.json()) as { token: string };
        await userSays(fake, own.chatId, `/start ${token}`, own.username);
        await waitForMessage(fake, own.chatId, (text) => text.startsWith('Готово: Telegram привязан'));
      } finally {
        await api.dispose();
      }
    });

    let strangersLink = '';
    await test.step("a stranger's link opens a question naming the stranger's Telegram; nothing is linked", async () => {
      strangersLink = await offerFrom(attacker);
      await page.goto(strangersLink);
      const question = dialog(page);
      await expect(
        question.getByRole('heading', { name: `Привязать Telegram @${attacker.username} к вашему аккаунту?` }),
      ).toBeVisible();
      await expect(question).toContainText(String(attacker.chatId));
      await expect(question.getByTestId('link-offer-replaces')).toHaveText(
        `Сейчас к вашему аккаунту привязан Telegram @${own.username}. Он будет отвязан, и бот сообщит об этом в тот чат.`,
      );
      await shot(page, 'live-bot-link-offer-stranger', { fullPage: false });
      await question.getByRole('button', { name: 'Не привязывать' }).click();
      await dismissToast(page, 'Привязка отменена: Telegram не привязан к вашему аккаунту.');
      await expect(page).toHaveURL('/notifications?tab=bot');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Подключён');
      await expect(panel(page)).toContainText(`@${own.username}`);
      await userSays(fake, attacker.chatId, '/status', attacker.username);
      await waitForMessage(fake, attacker.chatId, (text) => text.startsWith('Этот чат не привязан'));
    });

    await test.step('the declined link cannot be used again', async () => {
      await page.goto(strangersLink);
      await dismissToast(page, 'Эта ссылка привязки уже использована: она одноразовая.');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL('/notifications?tab=bot');
      await expect(panel(page)).toContainText(`@${own.username}`);
    });

    await test.step("the owner's second device replaces the first on their word; the first chat is told", async () => {
      await page.goto(await offerFrom(second));
      const question = dialog(page);
      await expect(
        question.getByRole('heading', { name: `Привязать Telegram @${second.username} к вашему аккаунту?` }),
      ).toBeVisible();
      await expect(question.getByTestId('link-offer-replaces')).toContainText(`@${own.username}`);
      await question.getByRole('button', { name: 'Привязать', exact: true }).click();
      await dismissToast(page, 'Telegram аккаунт успешно привязан!');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL('/notifications?tab=bot');
      await expect(panel(page)).toContainText(`@${second.username}`);
      await expect(panel(page)).toContainText(String(second.chatId));
      await shot(page, 'live-bot-link-offer-confirmed', { fullPage: false });
      const told = await waitForMessage(fake, own.chatId, (text) => text.startsWith('Этот чат отвязан'));
      expect(told.text).toContain(user.email);
      await userSays(fake, second.chatId, '/status', second.username);
      const status = await waitForMessage(fake, second.chatId, (text) => text.startsWith('Учётная запись:'));
      expect(status.text).toContain(user.email);
    });

    await test.step('in English the question reads the same, and Escape declines', async () => {
      const link = await offerFrom(attacker);
      await page.goto('/notifications?tab=bot');
      await chooseLanguage(page, 'en');
      await page.goto(link);
      const question = dialog(page);
      await expect(
        question.getByRole('heading', { name: `Link Telegram @${attacker.username} to your account?` }),
      ).toBeVisible();
      await expect(question.getByTestId('link-offer-replaces')).toHaveText(
        `Telegram @${second.username} is linked to your account now. It will be unlinked, and the bot will say so in that chat.`,
      );
      await expect(question.getByRole('button', { name: "Don't link" })).toBeVisible();
      await shot(page, 'en-live-bot-link-offer', { fullPage: false });
      await page.keyboard.press('Escape');
      await dismissToast(page, 'Linking cancelled: no Telegram was linked to your account.');
      await expect(panel(page)).toContainText(`@${second.username}`);
      await chooseLanguage(page, 'ru');
    });
  });
});
