import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { waitForDemoArchive } from './catalogue-support.ts';
import { chooseLanguage, logInViaApi, shot, dismissToast, expectAccessible } from './support.ts';

/**
 * The admin panel's "Telegram-бот" section. No bot
 * token is set on the test server, so the full check says so and every call that needs Telegram is refused
 * with the server's reason. The error texts are checked against stubbed answers.
 */

const FULL_CHECK = '**/api/telegramdiagnostics/full-check';
const STATISTICS = '**/api/admin/telegram/statistics';

/** Below MUI's `sm` breakpoint the section is a region named after it, not a tab panel. */
function panel(page: Page, title = 'Telegram-бот'): Locator {
  return (page.viewportSize()?.width ?? 1280) < 600
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

function card(page: Page, title: string, section = 'Telegram-бот'): Locator {
  return panel(page, section).getByRole('region', { name: title, exact: true });
}

/** A full check as the diagnostics endpoint answers it on a server without a bot token. */
const NO_TOKEN_CHECK = {
  timestamp: new Date().toISOString(),
  checks: {
    telegram_api: { status: 'not_configured', botInfo: null },
    webhook: { status: 'not_configured', webhookInfo: null },
    config: { hasToken: false, tokenMasked: null },
  },
  mode: 'none',
};

test('an admin runs test notifications, reads the statistics, and sees the diagnostics’ error texts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await waitForDemoArchive();
  await logInViaApi(page, ADMIN.email, ADMIN.password);

  await test.step('loading, then the section with its five blocks', async () => {
    // Held back until the loading state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FULL_CHECK, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin?section=telegram');
    await expect(page).toHaveTitle(/Telegram-бот — Админ-панель/);
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Telegram-бот' })).toBeVisible();
    await expect(card(page, 'Полная проверка').getByRole('status', { name: 'Проверяем Telegram-бота' })).toBeVisible();
    await shot(page, 'admin-telegram-loading');
    release();
    for (const title of ['Полная проверка', 'Вебхук', 'Тестовое сообщение', 'Тестовые уведомления', 'Статистика']) {
      await expect(card(page, title)).toBeVisible();
    }
    await expect(card(page, 'Полная проверка').getByTestId('telegram-has-token')).toHaveText('Не задан');
    await page.unroute(FULL_CHECK);
  });

  await test.step('statistics: the four figures', async () => {
    const statistics = card(page, 'Статистика').getByTestId('telegram-statistics');
    await expect(statistics).toBeVisible();
    for (const label of ['Всего уведомлений', 'Доставлено', 'Ошибок доставки', 'Пользователей с уведомлениями']) {
      await expect(statistics.getByText(label, { exact: true })).toBeVisible();
    }
  });

  await test.step('test notifications: 500 in the field, 1 to 1000 taken, then a run with the lot numbers', async () => {
    const block = card(page, 'Тестовые уведомления');
    const lots = block.getByLabel('Количество лотов', { exact: true });
    await expect(lots).toHaveValue('500');
    await lots.fill('1001');
    await block.getByRole('button', { name: 'Запустить' }).click();
    await expect(block.getByText('Количество лотов должно быть от 1 до 1000')).toBeVisible();
    await lots.fill('0');
    await block.getByRole('button', { name: 'Запустить' }).click();
    await expect(block.getByText('Количество лотов должно быть от 1 до 1000')).toBeVisible();
    await shot(page, 'admin-telegram-lots-invalid');
    await lots.fill('');
    await block.getByLabel('Показать номера лотов').check();
    await block.getByRole('button', { name: 'Запустить' }).click();
    const text = await dismissToast(page, /^Проверено лотов: 50, настроек: \d+, создано уведомлений: \d+\.$/);
    expect(text).toMatch(/^Проверено лотов: 50/);
    const result = block.getByTestId('test-notifications-result');
    await expect(result).toContainText('Лотов проверено');
    await expect(result).toContainText('50');
    await expect(result.getByText('Проверенные лоты (50):')).toBeVisible();
    await expect(result.getByRole('link')).toHaveCount(50);
    await expect(result.getByRole('link').first()).toHaveAttribute('href', /^\/books\/\d+$/);
    await shot(page, 'admin-telegram');
    await expectAccessible(page, 'the section after a test run');
  });

  await test.step('test message: both fields are required (client side, the spec’s text)', async () => {
    const block = card(page, 'Тестовое сообщение');
    await block.getByLabel('Chat ID', { exact: true }).fill('');
    await block.getByRole('button', { name: 'Отправить' }).click();
    await expect(block.getByText('Введите Chat ID и сообщение')).toBeVisible();
    await block.getByLabel('Chat ID', { exact: true }).fill('123456');
    await block.getByLabel('Сообщение', { exact: true }).fill('   ');
    await block.getByRole('button', { name: 'Отправить' }).click();
    await expect(block.getByText('Введите Chat ID и сообщение')).toBeVisible();
  });

  await test.step('webhook: https only, no trailing slash needed', async () => {
    const block = card(page, 'Вебхук');
    await block.getByLabel('Базовый адрес сайта', { exact: true }).fill('http://raritet.example');
    await block.getByRole('button', { name: 'Установить вебхук' }).click();
    await expect(block.getByText('Адрес вебхука должен начинаться с https://.')).toBeVisible();
    await shot(page, 'admin-telegram-webhook-invalid');
  });

  await test.step('diagnostics error texts: endpoint not found, a server error with its status, invalid JSON', async () => {
    await page.route(FULL_CHECK, (route) =>
      route.fulfill({ status: 404, json: { code: 'not_found', message: 'Not Found' } }),
    );
    await card(page, 'Полная проверка').getByRole('button', { name: 'Полная проверка' }).click();
    await dismissToast(page, 'Эндпоинт не найден (404): сервер не поддерживает этот запрос.');
    // The last good result stays, under a warning that says why it was not refreshed.
    await expect(
      card(page, 'Полная проверка').getByText(/^Проверка не удалась: Эндпоинт не найден \(404\)/),
    ).toBeVisible();
    await expect(card(page, 'Полная проверка').getByTestId('telegram-has-token')).toBeVisible();

    await page.route(STATISTICS, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    await card(page, 'Статистика').getByRole('button', { name: 'Обновить' }).click();
    await dismissToast(page, 'Внутренняя ошибка сервера (502)');
    await page.unroute(STATISTICS);
    await page.route(STATISTICS, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"totalNotifications": 1,' }),
    );
    await card(page, 'Статистика').getByRole('button', { name: 'Обновить' }).click();
    await dismissToast(page, 'Сервер вернул некорректный JSON.');
    await page.unroute(STATISTICS);
    await page.route(FULL_CHECK, (route) =>
      route.fulfill({ status: 200, json: { ...NO_TOKEN_CHECK, mode: 'sideways' } }),
    );
    await card(page, 'Полная проверка').getByRole('button', { name: 'Полная проверка' }).click();
    await dismissToast(page, 'Сервер вернул неожиданный ответ.');
    await shot(page, 'admin-telegram-errors');
    await page.unroute(FULL_CHECK);
  });

  await test.step('in English', async () => {
    await page.reload();
    await chooseLanguage(page, 'en');
    const section = 'Telegram bot';
    await expect(panel(page, section).getByRole('heading', { level: 2, name: 'Telegram bot' })).toBeVisible();
    await expect(card(page, 'Full check', section).getByTestId('telegram-mode')).toHaveText('Bot off');
    await expect(card(page, 'Statistics', section).getByText('Notifications in all')).toBeVisible();
    const block = card(page, 'Test notifications', section);
    await block.getByLabel('Number of lots', { exact: true }).fill('2000');
    await block.getByRole('button', { name: 'Run' }).click();
    await expect(block.getByText('The number of lots must be from 1 to 1000')).toBeVisible();
    await shot(page, 'en-admin-telegram');
    await chooseLanguage(page, 'ru');
  });
});

test('without a bot token: the full check says so, and the calls that need Telegram say why they cannot', async ({
  page,
}) => {
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?section=telegram');
  const check = card(page, 'Полная проверка');
  await expect(check.getByTestId('telegram-has-token')).toHaveText('Не задан');
  await expect(check.getByTestId('telegram-no-token')).toContainText('Токен бота не задан');
  await expect(check.getByTestId('telegram-mode')).toHaveText('Бот выключен');
  await expect(check.getByText('Не настроен')).toHaveCount(2);
  await check.getByRole('button', { name: 'Полная проверка' }).click();
  await dismissToast(page, 'Проверка выполнена');
  await shot(page, 'admin-telegram-no-token');

  const webhook = card(page, 'Вебхук');
  await webhook.getByLabel('Базовый адрес сайта', { exact: true }).fill('https://raritet.example/');
  await webhook.getByRole('button', { name: 'Установить вебхук' }).click();
  await dismissToast(page, /^Токен бота не задан/);
  await webhook.getByRole('button', { name: 'Удалить вебхук' }).click();
  await dismissToast(page, /^Токен бота не задан/);

  const message = card(page, 'Тестовое сообщение');
  await message.getByLabel('Chat ID', { exact: true }).fill('123456');
  await message.getByRole('button', { name: 'Отправить' }).click();
  await dismissToast(page, /^Токен бота не задан/);
});
