import { request as playwrightRequest, type Locator, type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { createUser, useSessionOf, waitForDemoArchive, type ApiUser } from './catalogue-support.ts';
import {
  chooseLanguage,
  confirmationLink,
  dismissToast,
  loginButton,
  loginThroughUi,
  PASSWORD,
  roubles,
  shot,
  toast,
  expectAccessible,
} from './support.ts';

/**
 * /notifications: the preference cards and their dialog, the
 * messaging bot tab, the history, the bot's link offer (ADR 0048). The bot itself is not running in
 * these tests (no token is set), so the steps that need a bot answer its status and link token from a
 * stub; everything else is the real server.
 */

const PREFERENCES = '**/api/notification/preferences';
const STATUS = '**/api/notification/telegram/status';
const TOKEN = '**/api/notification/telegram/generate-link-token';

function tabs(page: Page, label = 'Разделы уведомлений'): Locator {
  return page.getByRole('tablist', { name: label });
}

function panel(page: Page): Locator {
  return page.getByRole('tabpanel');
}

function cards(page: Page): Locator {
  return panel(page).getByRole('article');
}

function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/** The API as a logged-in user (or the administrator), to prepare data the test is not about. */
async function apiAs(baseURL: string, token: string) {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

async function adminToken(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const response = await api.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  } finally {
    await api.dispose();
  }
}

/** The real status with the bot switched on (and linked, when asked): no bot runs in these tests. */
async function stubBotStatus(page: Page, state: () => { connected: boolean; paused?: boolean }): Promise<void> {
  await page.route(STATUS, async (route: Route) => {
    const response = await route.fetch();
    const status = (await response.json()) as Record<string, unknown>;
    const { connected, paused = false } = state();
    await route.fulfill({
      response,
      json: {
        ...status,
        botAvailable: true,
        botUsername: 'RaritetArchiveBot',
        isConnected: connected,
        telegramId: connected ? '123456789' : null,
        telegramUsername: connected ? 'collector_ivan' : null,
        isPaused: paused,
      },
    });
  });
}

test.describe('notifications', () => {
  let user: ApiUser;

  test.beforeEach(async ({ context }) => {
    // Confirmed by the e-mailed link, as a new user does first: nothing is e-mailed to an unconfirmed address.
    user = await createUser('alerts', { confirm: true });
    await useSessionOf(context, user);
  });

  test('an address not confirmed: the page says why, the e-mail test is refused, resend, confirm by the link', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const fresh = await createUser('unconfirmed');
    await context.clearCookies();
    await useSessionOf(context, fresh);
    const notice = page.getByTestId('email-confirmation-notice');

    await test.step('the notice says why no e-mail comes', async () => {
      await page.goto('/notifications');
      await expect(notice).toContainText('Адрес e-mail не подтверждён');
      await expect(notice).toContainText(`Мы отправили письмо со ссылкой подтверждения на ${fresh.email}.`);
      await shot(page, 'notifications-email-unconfirmed');
      await expectAccessible(page, 'the unconfirmed notice');
    });

    await test.step('the e-mail test is refused with the reason', async () => {
      await tabs(page).getByRole('tab', { name: 'Telegram-бот' }).click();
      await panel(page).getByRole('button', { name: 'Тест на e-mail' }).click();
      await expect(toast(page, 'Адрес e-mail ещё не подтверждён')).toBeVisible();
      await dismissToast(page, 'Адрес e-mail ещё не подтверждён');
    });

    await test.step('the confirmation is sent again on demand', async () => {
      await notice.getByRole('button', { name: 'Отправить письмо подтверждения ещё раз' }).click();
      await expect(notice.getByRole('status')).toHaveText(
        `Письмо со ссылкой подтверждения отправлено на ${fresh.email}.`,
      );
    });

    await test.step('in English', async () => {
      await chooseLanguage(page, 'en');
      await expect(notice).toContainText('Your e-mail address is not confirmed');
      await expect(notice.getByRole('button', { name: 'Send the confirmation e-mail again' })).toBeVisible();
      await chooseLanguage(page, 'ru');
    });

    await test.step('the e-mailed link confirms the address; the notice is gone', async () => {
      const link = await confirmationLink(fresh.email);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'Подтверждение e-mail' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(
        'Адрес e-mail подтверждён. Теперь уведомления могут приходить на него.',
      );
      await shot(page, 'confirm-email-done');
      await page.getByRole('link', { name: 'К уведомлениям' }).click();
      await expect(page).toHaveURL('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
      await expect(notice).toHaveCount(0);
    });

    await test.step('the link again, in English, says it was done already', async () => {
      await chooseLanguage(page, 'en');
      await page.goto(await confirmationLink(fresh.email));
      await expect(page.getByRole('status')).toHaveText('This e-mail address is already confirmed.');
      await page.goto('/confirm-email?user=1&expires=1&signature=forged');
      await expect(page.getByRole('alert')).toHaveText(
        'This confirmation link is not valid. Ask for a new e-mail on the notifications page.',
      );
      await chooseLanguage(page, 'ru');
    });
  });

  test('preferences: loading, error, empty, create with validation, edit, switch off, delete', async ({ page }) => {
    test.setTimeout(120_000);
    let failing = true;
    await test.step('loading and a failed load with its retry', async () => {
      // Held until the loading state has been seen, then the server's failure.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(PREFERENCES, async (route) => {
        if (route.request().method() !== 'GET' || !failing) return route.fallback();
        await held;
        await route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Внутренняя ошибка сервера.' } });
      });
      await page.goto('/notifications');
      await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
      await expect(page).toHaveTitle(/Настройки — Уведомления/);
      await expect(tabs(page).getByRole('tab', { name: 'Настройки' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByRole('status', { name: 'Загружаем настройки уведомлений' })).toBeVisible();
      await shot(page, 'notifications-loading');
      release();
      await expect(panel(page).getByRole('alert')).toContainText('Внутренняя ошибка сервера.', { timeout: 20_000 });
      await shot(page, 'notifications-error');
      failing = false;
      await panel(page).getByRole('button', { name: 'Повторить' }).click();
    });

    await test.step('the empty state invites the first preference', async () => {
      await expect(panel(page).getByText('У вас пока нет настроек уведомлений')).toBeVisible();
      await shot(page, 'notifications-empty');
    });

    await test.step('create: the contract rules under their inputs, the bot unavailable, then saved', async () => {
      await panel(page).getByRole('button', { name: 'Новое уведомление' }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Новое уведомление' })).toBeVisible();
      // No bot is linked: e-mail is chosen and the bot cannot be.
      await expect(dialog(page).getByRole('radio', { name: 'E-mail' })).toBeChecked();
      await expect(dialog(page).getByRole('radio', { name: 'Telegram-бот' })).toBeDisabled();
      await expect(dialog(page).getByLabel('Частота', { exact: true })).toHaveValue('60');
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      await expect(dialog(page).getByText('Укажите ключевые слова или хотя бы одну категорию.')).toBeVisible();
      await dialog(page).getByLabel('Ключевые слова', { exact: true }).fill('Пушкин, Евгений Онегин');
      await dialog(page).getByLabel('Цена от', { exact: true }).fill('5000');
      await dialog(page).getByLabel('Цена до', { exact: true }).fill('100');
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      await expect(dialog(page).getByText('Минимальная цена не может быть больше максимальной.')).toBeVisible();
      await shot(page, 'notifications-form-errors', { fullPage: false });
      await dialog(page).getByLabel('Цена от', { exact: true }).fill('100');
      await dialog(page).getByLabel('Цена до', { exact: true }).fill('50000');
      await dialog(page).getByLabel('Год издания от', { exact: true }).fill('1800');
      await dialog(page).getByLabel('Города', { exact: true }).fill('Москва, Санкт-Петербург');
      await dialog(page).getByRole('button', { name: '1 ч' }).click();
      await dialog(page).getByRole('button', { name: '6 ч' }).click();
      await expect(dialog(page).getByLabel('Частота', { exact: true })).toHaveValue('360');
      await dialog(page).getByRole('combobox', { name: 'Категории' }).click();
      const option = page.getByRole('listbox').getByRole('option').first();
      const categoryName = (await option.innerText()).trim();
      await option.click();
      await shot(page, 'notifications-form', { fullPage: false });
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await dismissToast(page, 'Настройка уведомлений создана.');

      const card = cards(page).first();
      await expect(card.getByRole('heading', { name: 'Пушкин, Евгений Онегин' })).toBeVisible();
      await expect(card).toContainText('раз в 6 часов');
      await expect(card).toContainText('E-mail');
      await expect(card).toContainText('С формами слова');
      await expect(card).toContainText(categoryName);
      await expect(card).toContainText(`от ${roubles(100)} до ${roubles(50000)}`);
      await expect(card).toContainText('от 1800');
      await expect(card).toContainText('Москва, Санкт-Петербург');
      await expect(card).toContainText('Ещё не отправлялось');
      await expect(card.getByRole('switch')).toBeChecked();
    });

    await test.step('keywords longer than 50 characters are cut with an ellipsis', async () => {
      await panel(page).getByRole('button', { name: 'Новое уведомление' }).click();
      const long = 'Полное собрание сочинений в десяти томах, прижизненное издание, 1838';
      await dialog(page).getByLabel('Ключевые слова', { exact: true }).fill(long);
      await dialog(page).getByLabel('Точное совпадение').check();
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      await dismissToast(page, 'Настройка уведомлений создана.');
      await expect(cards(page)).toHaveCount(2);
      const shown = `${[...long].slice(0, 50).join('').trimEnd()}…`;
      await expect(panel(page).getByRole('heading', { name: shown, exact: true })).toBeVisible();
      await expect(panel(page).getByText('Настроек: 2 из 50')).toBeVisible();
      await shot(page, 'notifications-settings');
      await expectAccessible(page, 'settings');
    });

    await test.step('edit: the dialog opens with the stored values and saves them', async () => {
      await panel(page).getByRole('button', { name: 'Изменить уведомление «Пушкин, Евгений Онегин»' }).click();
      await expect(dialog(page).getByLabel('Ключевые слова', { exact: true })).toHaveValue('Пушкин, Евгений Онегин');
      await expect(dialog(page).getByLabel('Частота', { exact: true })).toHaveValue('360');
      await expect(dialog(page).getByLabel('Цена до', { exact: true })).toHaveValue('50000');
      await dialog(page).getByLabel('Ключевые слова', { exact: true }).fill('Пушкин, Лермонтов');
      await dialog(page).getByLabel('Частота', { exact: true }).fill('4');
      await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog(page).getByText('Частота — от 5 минут до недели (10 080 минут).')).toBeVisible();
      await dialog(page).getByLabel('Частота', { exact: true }).fill('1440');
      await dialog(page).getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog(page)).toHaveCount(0);
      await dismissToast(page, 'Настройка уведомлений сохранена.');
      await expect(panel(page).getByRole('heading', { name: 'Пушкин, Лермонтов' })).toBeVisible();
      await expect(panel(page).getByRole('article').filter({ hasText: 'Пушкин, Лермонтов' })).toContainText(
        'раз в день',
      );
    });

    await test.step('the switch turns a preference off and on', async () => {
      const toggle = panel(page).getByRole('switch', { name: 'Уведомление «Пушкин, Лермонтов» включено' });
      await toggle.click();
      await dismissToast(page, 'Настройка уведомлений сохранена.');
      await expect(toggle).not.toBeChecked();
      await page.reload();
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await dismissToast(page, 'Настройка уведомлений сохранена.');
      await expect(toggle).toBeChecked();
    });

    await test.step('delete asks first; cancel keeps it, confirm removes it', async () => {
      const remove = panel(page).getByRole('button', { name: 'Удалить уведомление «Пушкин, Лермонтов»' });
      await remove.click();
      await expect(dialog(page).getByRole('heading', { name: 'Удалить уведомление?' })).toBeVisible();
      await expect(dialog(page)).toContainText('Настройка «Пушкин, Лермонтов» будет удалена');
      await shot(page, 'notifications-delete', { fullPage: false });
      await dialog(page).getByRole('button', { name: 'Отмена' }).click();
      await expect(cards(page)).toHaveCount(2);
      await remove.click();
      await dialog(page).getByRole('button', { name: 'Удалить' }).click();
      await dismissToast(page, 'Настройка уведомлений удалена.');
      await expect(cards(page)).toHaveCount(1);
    });

    await test.step('in English', async () => {
      await chooseLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(tabs(page, 'Notification sections').getByRole('tab')).toHaveText([
        'Settings',
        'Telegram bot',
        'History',
      ]);
      await expect(cards(page).first()).toContainText('Exact match');
      await expect(cards(page).first()).toContainText('Not sent yet');
      await shot(page, 'en-notifications-settings');
      await panel(page).getByRole('button', { name: 'New notification' }).click();
      await dialog(page).getByRole('button', { name: 'Create' }).click();
      await expect(dialog(page).getByText('Give keywords or at least one category.')).toBeVisible();
      await shot(page, 'en-notifications-form', { fullPage: false });
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await chooseLanguage(page, 'ru');
    });
  });

  test('history: the admin’s test run fills it; prices are hidden without a subscription @layout', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await waitForDemoArchive();
    await test.step('an empty history first', async () => {
      await page.goto('/notifications?tab=history');
      await expect(tabs(page).getByRole('tab', { name: 'История' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByText('Уведомлений пока не было')).toBeVisible();
      await shot(page, 'notifications-history-empty');
    });

    await test.step('a preference, and the admin section’s test run over the newest lots', async () => {
      const api = await apiAs(baseURL!, user.token);
      try {
        const created = await api.post('/api/notification/preferences', {
          data: { keywords: 'Пушкин, Лермонтов, Толстой, Гоголь', deliveryMethod: 1 },
        });
        expect(created.status(), await created.text()).toBe(201);
      } finally {
        await api.dispose();
      }
      const admin = await apiAs(baseURL!, await adminToken(baseURL!));
      try {
        const run = await admin.post('/api/telegramdiagnostics/test-notifications', {
          data: { limitBooks: 1000, showBookIds: false },
        });
        expect(run.status(), await run.text()).toBe(200);
      } finally {
        await admin.dispose();
      }
    });

    await test.step('rows: date, book link, hidden price, method, status, matched keywords', async () => {
      await page.reload();
      const rows =
        (page.viewportSize()?.width ?? 1280) >= 900
          ? panel(page).getByRole('table', { name: 'История уведомлений' }).locator('tbody tr')
          : panel(page).getByRole('list', { name: 'История уведомлений' }).getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeLessThanOrEqual(20);
      const first = rows.first();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/books\/\d+$/);
      await expect(first).toContainText('Только для подписчиков');
      await expect(first).toContainText('E-mail');
      await expect(first).toContainText(/Пушкин|Лермонтов|Толстой|Гоголь/);
      await expect(first.getByTestId('history-status')).toHaveText(
        /^(Ожидает отправки|Отправляется|Отправлено|Доставлено|Прочитано|Ошибка|Отменено)$/,
      );
      await expect(panel(page).getByText(/^\d+ уведомлени/)).toBeVisible();
      await shot(page, 'notifications-history');
      await expectAccessible(page, 'history');
      if (await panel(page).getByRole('navigation', { name: 'Страницы истории уведомлений' }).isVisible()) {
        await panel(page).getByRole('button', { name: 'Следующая страница' }).click();
        await expect(page).toHaveURL(/tab=history&page=2|page=2.*tab=history/);
        await expect(rows.first()).toBeVisible();
      }
    });

    await test.step('a failed delivery tells why', async () => {
      await page.route('**/api/notification/history?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { items: Record<string, unknown>[] };
        body.items = body.items.map((item, index) =>
          index === 0 ? { ...item, status: 5, errorMessage: 'SMTP 550: mailbox unavailable' } : item,
        );
        await route.fulfill({ response, json: body });
      });
      await page.goto('/notifications?tab=history');
      const failed = panel(page).getByTestId('history-status').filter({ hasText: 'Ошибка' }).first();
      await expect(failed).toBeVisible();
      if ((page.viewportSize()?.width ?? 1280) >= 900) {
        await failed.hover();
        await expect(page.getByRole('tooltip')).toHaveText('Причина: SMTP 550: mailbox unavailable');
      } else {
        await expect(panel(page).getByText('Причина: SMTP 550: mailbox unavailable')).toBeVisible();
      }
      await shot(page, 'notifications-history-failed', { fullPage: false });
      await chooseLanguage(page, 'en');
      await expect(panel(page).getByRole('heading', { name: 'Notification history' })).toBeVisible();
      await expect(panel(page).getByText('Subscribers only').first()).toBeVisible();
      await shot(page, 'en-notifications-history');
      await chooseLanguage(page, 'ru');
    });
  });

  test('messaging bot: no bot configured, e-mail test, connect dialog with token, copy and QR, disconnect', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await test.step('without a bot token the page says so and Connect is disabled', async () => {
      await page.goto('/notifications?tab=bot');
      await expect(tabs(page).getByRole('tab', { name: 'Telegram-бот' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
      await expect(panel(page).getByText('Telegram-бот сейчас не настроен на сервере.')).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Подключить' })).toBeDisabled();
      await shot(page, 'notifications-bot-unavailable');
      await expectAccessible(page, 'bot tab without a bot');
    });

    await test.step('an e-mail test goes out and the server says where', async () => {
      await panel(page).getByRole('button', { name: 'Тест на e-mail' }).click();
      await expect(toast(page, 'Тестовое уведомление отправлено')).toBeVisible();
      await expect(toast(page, user.email)).toBeVisible();
      await dismissToast(page, 'Тестовое уведомление отправлено');
    });

    let connected = false;
    await test.step('connect: the token, its expiry, the instructions, copy, the deep link and its QR code', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await stubBotStatus(page, () => ({ connected }));
      let tokens = 0;
      await page.route(TOKEN, async (route) => {
        tokens += 1;
        if (tokens === 1) {
          await route.fulfill({ status: 500, json: { code: 'internal_error', message: '' } });
          return;
        }
        await route.fulfill({
          json: {
            token: `e2e-token-${tokens}`,
            expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
            instructions: [
              'Откройте бота @RaritetArchiveBot в Telegram по кнопке или QR-коду.',
              'Нажмите «Запустить» или отправьте /start и токен.',
            ],
            deepLink: `https://t.me/RaritetArchiveBot?start=e2e-token-${tokens}`,
            botUsername: 'RaritetArchiveBot',
          },
        });
      });
      await page.reload();
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
      await panel(page).getByRole('button', { name: 'Подключить' }).click();
      await expect(dialog(page).getByRole('alert')).toHaveText('Ошибка при генерации токена');
      await shot(page, 'notifications-connect-error', { fullPage: false });
      await dialog(page).getByRole('button', { name: 'Повторить' }).click();
      await expect(dialog(page).getByTestId('link-token')).toHaveText('e2e-token-2');
      await expect(dialog(page)).toContainText(/Действует до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      await expect(dialog(page).getByRole('listitem')).toHaveCount(2);
      await expect(dialog(page).getByRole('link', { name: 'Открыть бота в Telegram' })).toHaveAttribute(
        'href',
        'https://t.me/RaritetArchiveBot?start=e2e-token-2',
      );
      await expect(dialog(page).getByTestId('link-qr').locator('svg')).toBeVisible();
      await expect(dialog(page).getByRole('img', { name: 'QR-код ссылки на бота' })).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Скопировать токен' }).click();
      await expect(toast(page, 'Токен скопирован!')).toBeVisible();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe('e2e-token-2');
      await shot(page, 'notifications-connect', { fullPage: false });
      await expectAccessible(page, 'connect dialog');
      await dismissToast(page, 'Токен скопирован!');
    });

    await test.step('the status is polled while the dialog is open: a link made in Telegram closes it', async () => {
      connected = true;
      await expect(dialog(page)).toHaveCount(0, { timeout: 8_000 });
      await dismissToast(page, 'Telegram аккаунт успешно привязан!');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Подключён');
      await expect(panel(page)).toContainText('@collector_ivan');
      await expect(panel(page)).toContainText('@RaritetArchiveBot');
      await shot(page, 'notifications-bot-connected');
    });

    await test.step('a linked bot is the default of a new preference; the server still checks the link', async () => {
      await tabs(page).getByRole('tab', { name: 'Настройки' }).click();
      await expect(page).toHaveURL('/notifications');
      await panel(page).getByRole('button', { name: 'Новое уведомление' }).click();
      await expect(dialog(page).getByRole('radio', { name: 'Telegram-бот' })).toBeChecked();
      await dialog(page).getByLabel('Ключевые слова', { exact: true }).fill('Пушкин');
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      // The stub says linked; the real server knows better and refuses, under the method's input.
      await expect(dialog(page).getByText(/Сначала подключите Telegram-бота/)).toBeVisible();
      await dialog(page).getByRole('radio', { name: 'E-mail' }).check();
      await dialog(page).getByRole('button', { name: 'Создать' }).click();
      await dismissToast(page, 'Настройка уведомлений создана.');
      await tabs(page).getByRole('tab', { name: 'Telegram-бот' }).click();
    });

    await test.step('paused by /stop, then disconnect asks first', async () => {
      await page.unroute(STATUS);
      await stubBotStatus(page, () => ({ connected, paused: true }));
      await page.reload();
      await expect(panel(page).getByText(/Вы приостановили уведомления командой \/stop/)).toBeVisible();
      await shot(page, 'notifications-bot-paused');
      await expectAccessible(page, 'bot tab, paused');
      await page.route('**/api/notification/telegram/disconnect', async (route) => {
        connected = false;
        await route.fulfill({ json: { message: 'Telegram-бот отключён.' } });
      });
      await panel(page).getByRole('button', { name: 'Отключить', exact: true }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Отключить Telegram-бота?' })).toBeVisible();
      await shot(page, 'notifications-disconnect', { fullPage: false });
      await dialog(page).getByRole('button', { name: 'Отключить', exact: true }).click();
      await dismissToast(page, 'Telegram-бот отключён.');
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
    });

    await test.step('in English', async () => {
      await chooseLanguage(page, 'en');
      await expect(panel(page).getByRole('heading', { name: 'Telegram connection' })).toBeVisible();
      await expect(panel(page).getByTestId('bot-status')).toHaveText('Not connected');
      await panel(page).getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(dialog(page).getByRole('heading', { name: 'Connect the Telegram bot' })).toBeVisible();
      await expect(dialog(page).getByTestId('link-token')).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Copy the token' }).click();
      await expect(toast(page, 'Token copied!')).toBeVisible();
      await shot(page, 'en-notifications-connect', { fullPage: false });
      await dismissToast(page, 'Token copied!');
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await chooseLanguage(page, 'ru');
    });
  });
});

test("the bot's link: a guest logs in first, then is asked; nothing is posted until they answer", async ({ page }) => {
  const user = await createUser('linkoffer');
  const nonce = 'N'.repeat(32);
  // No bot runs here: the offer the server would read for this nonce is answered by a stub.
  await page.route(
    (url) => url.pathname === '/api/notification/telegram/auto-link',
    (route) =>
      route.request().method() !== 'GET'
        ? route.fallback()
        : route.fulfill({
            json: {
              telegramId: '987654321',
              telegramUsername: null,
              telegramName: '@support_raritet',
              expiresAt: new Date(Date.now() + 600_000).toISOString(),
              current: null,
            },
          }),
  );
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/auto-link')) posted.push(request.url());
  });
  await page.goto(`/notifications?telegramId=987654321&nonce=${nonce}`);
  await expect(page).toHaveURL('/login');
  // Logged in, the guest comes back to the link: the question covers the page at once.
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await loginButton(page).click();
  const question = page.getByRole('dialog');
  // A display name is free text: shown in quotes, never as if it were an @username.
  await expect(
    question.getByRole('heading', { name: 'Привязать Telegram «@support_raritet» к вашему аккаунту?' }),
  ).toBeVisible();
  await expect(question).toContainText('987654321');
  await expect(question.getByTestId('link-offer-replaces')).toHaveCount(0);
  expect(posted).toEqual([]);
  await expectAccessible(page, 'link offer');
  await shot(page, 'notifications-link-offer', { fullPage: false });
  await question.getByRole('button', { name: 'Не привязывать' }).click();
  await dismissToast(page, 'Привязка отменена: Telegram не привязан к вашему аккаунту.');
  expect(posted.map((url) => new URL(url).pathname)).toEqual(['/api/notification/telegram/auto-link/decline']);
  await expect(page).toHaveURL('/notifications?tab=bot');
  await expect(tabs(page).getByRole('tab', { name: 'Telegram-бот' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
});

test('auto-link: a link without a valid nonce (the signed link of before) is refused and the address is cleaned', async ({
  page,
}) => {
  const user = await createUser('autolink');
  await page.goto('/notifications?telegramId=987654321&expires=4102444800&signature=forged');
  await expect(page).toHaveURL('/login');
  await loginThroughUi(page, user.email);
  await expect(page).toHaveURL('/notifications?tab=bot');
  await expect(toast(page, 'Ссылка привязки недействительна или устарела')).toBeVisible();
  await expect(tabs(page).getByRole('tab', { name: 'Telegram-бот' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByTestId('bot-status')).toHaveText('Не подключён');
  await shot(page, 'notifications-autolink-refused', { fullPage: false });
  await dismissToast(page, 'Ссылка привязки недействительна или устарела');

  // A bare telegramId (no signature) is refused the same way, and going back does not post it again.
  await page.goto('/notifications?telegramId=987654321');
  await expect(toast(page, 'Ссылка привязки недействительна или устарела')).toBeVisible();
  await expect(page).toHaveURL('/notifications?tab=bot');
});

test('the bot guide lists every command the bot answers, in both languages, without contrast problems', async ({
  page,
}) => {
  await page.goto('/telegram-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Руководство по Telegram-боту' })).toBeVisible();
  const commands = page.getByRole('table').filter({ hasText: 'Команда' }).getByRole('rowheader');
  await expect(commands).toHaveText([
    '/start',
    '/status',
    '/my',
    '/settings',
    '/price <запрос>',
    '/stop',
    '/unlink',
    '/help',
  ]);
  await expectAccessible(page, 'guide');
  await shot(page, 'telegram-guide-commands');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram bot guide' })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Command' }).getByRole('rowheader')).toHaveText([
    '/start',
    '/status',
    '/my',
    '/settings',
    '/price <query>',
    '/stop',
    '/unlink',
    '/help',
  ]);
  await expectAccessible(page, 'guide in English');
  await shot(page, 'en-telegram-guide-commands');
  await chooseLanguage(page, 'ru');
});
