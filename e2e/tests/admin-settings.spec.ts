import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { chooseLanguage, dismissToast, logInViaApi, shot } from './support.ts';

/**
 * The admin panel's "Настройки" section. The desktop and mobile projects share one server, so every run
 * saves values of its own and asserts nothing about what the other left; it never saves what other
 * tests depend on (the SMTP server, the bot, the shop): those are only checked, unsaved.
 */

/** Below MUI's `sm` breakpoint (600px) the sections are a drawer instead of tabs. */
function sectionsInDrawer(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/** Asks to go to another section (tabs on wide screens, the drawer on narrow ones); the switch may be held up. */
async function clickSection(page: Page, title: string, current: string, chooseLabel = 'выбрать раздел') {
  if (sectionsInDrawer(page)) {
    await page.getByRole('button', { name: `${current} — ${chooseLabel}`, exact: true }).click();
    await page
      .locator('.MuiDrawer-paper')
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
  } else {
    await page.getByRole('tab', { name: title, exact: true }).click();
  }
}

function sectionPanel(page: Page, title: string): Locator {
  return sectionsInDrawer(page)
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

/** A group of the form: a fieldset named by its title. */
function group(page: Page, title: string): Locator {
  return page.getByRole('group', { name: title, exact: true });
}

/** The helper text (hint or message) under an input, found through aria-describedby. */
async function helperOf(input: Locator): Promise<Locator> {
  const id = await input.getAttribute('aria-describedby');
  return input.page().locator(`[id="${id}"]`);
}

test('an admin loads, edits, checks and saves the settings', async ({ page }) => {
  const stamp = `${test.info().project.name}${Date.now().toString(36)}`;
  const diskToken = `disk-token-${stamp}-W${stamp.slice(-3)}`;
  const diskMask = `••••${diskToken.slice(-4)}`;
  const from = `Раритет <${stamp}@raritet.test>`;
  const panel = sectionPanel(page, 'Настройки');
  const save = page.getByRole('button', { name: 'Сохранить', exact: true });

  await test.step('a failed load says "Ошибка при загрузке настроек" and retries', async () => {
    await logInViaApi(page, ADMIN.email, ADMIN.password);
    let failing = true;
    // Held until the loading state has been seen, then the server's failure.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/adminsettings', async (route) => {
      if (!failing) return route.fallback();
      await held;
      return route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Внутренняя ошибка сервера.' } });
    });
    await page.goto('/admin?section=settings');
    await expect(page.getByRole('status', { name: 'Загружаем настройки' })).toBeVisible();
    await shot(page, 'admin-settings-loading', { fullPage: false });
    release();
    const failure = panel.getByRole('alert');
    await expect(failure).toContainText('Ошибка при загрузке настроек', { timeout: 15_000 });
    await shot(page, 'admin-settings-load-error');
    failing = false;
    await failure.getByRole('button', { name: 'Повторить' }).click();
    await expect(group(page, 'ЮKassa')).toBeVisible();
    await page.unroute('**/api/adminsettings');
  });

  const smtp = group(page, 'SMTP');
  const port = smtp.getByLabel('Порт', { exact: true });
  const host = smtp.getByLabel('Сервер SMTP', { exact: true });
  const user = smtp.getByLabel('Имя пользователя', { exact: true });
  const token = group(page, 'Яндекс Диск').getByLabel('OAuth-токен', { exact: true });
  const days = group(page, 'Кэш изображений').getByLabel('Хранить, дней', { exact: true });

  await test.step('the form shows every group with what it is for, and nothing to save yet', async () => {
    for (const title of ['ЮKassa', 'Яндекс Диск', 'Изображения книг', 'Яндекс Облако', 'SMTP', 'Telegram-бот']) {
      await expect(group(page, title)).toBeVisible();
    }
    await expect(group(page, 'ЮKassa')).toContainText('Приём платежей за подписку.');
    await expect(group(page, 'Обновление книг')).toContainText(
      'Какие категории торговой площадки и как часто проверять.',
    );
    // Each subscriber's paid reads a day (ADR 0050).
    const reads = group(page, 'Лимиты просмотров');
    await expect(reads.getByLabel('Страниц книг в сутки', { exact: true })).toHaveValue('1000');
    await expect(reads.getByLabel('Статистики цен и похожих продаж в сутки', { exact: true })).toHaveValue('2000');
    await expect(panel).toContainText('Изменений нет');
    await expect(save).toBeDisabled();
    // Four groups have a real check.
    await expect(panel.getByRole('button', { name: 'Проверить подключение' })).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Журнал изменений' })).toBeVisible();
    await shot(page, 'admin-settings');
  });

  const savedHost = await host.inputValue();
  const savedPort = await port.inputValue();

  await test.step('a cache number that is not one becomes 0; a bad port gets its message', async () => {
    await days.fill('много');
    await days.blur();
    await expect(days).toHaveValue('0');
    await expect(panel).toContainText('Есть несохранённые изменения');
    await expect(save).toBeEnabled();

    await port.fill('70000');
    await save.click();
    await expect(await helperOf(port)).toHaveText('Порт — целое число от 1 до 65535.');
    await expect(port).toHaveAttribute('aria-invalid', 'true');
    await expect(port).toBeFocused();
    await shot(page, 'admin-settings-port-error', { fullPage: false });
  });

  await test.step('a check tests the unsaved values and shows its failure', async () => {
    await host.fill('127.0.0.1');
    await port.fill('1');
    const check = smtp.getByRole('button', { name: 'Проверить подключение' });
    await check.click();
    const result = smtp.getByTestId('settings-check-smtp').getByRole('alert');
    await expect(result).toContainText('Проверка не прошла');
    await expect(result).toContainText('Не удалось подключиться к 127.0.0.1:1: соединение отклонено');
    await expect(check).toBeEnabled();
    await shot(page, 'admin-settings-check-failed', { fullPage: false });
    // Every check is in the change log: who, which group, how it went (ADR 0041).
    const newest = page.getByRole('list', { name: 'Изменения настроек' }).getByRole('listitem').first();
    await expect(newest).toContainText('Проверка подключения «SMTP»: нет соединения');
    // Other values than the checked ones: the result no longer applies.
    await host.fill(savedHost);
    await port.fill(savedPort);
    await expect(result).toHaveCount(0);
  });

  await test.step('payments say how they are taken; a folder outside its place is refused under its input', async () => {
    await expect(group(page, 'ЮKassa').getByTestId('settings-payments-status')).toContainText(
      'Демо-оплата включена: PAYMENTS=demo',
    );
    const cacheFolder = group(page, 'Кэш изображений').getByLabel('Папка кэша', { exact: true });
    await cacheFolder.fill('/srv');
    await save.click();
    await expect(await helperOf(cacheFolder)).toHaveText(
      'Папка кэша: укажите папку относительно каталога данных сервиса, без «/» в начале, например image_cache.',
    );
    await shot(page, 'admin-settings-path-error', { fullPage: false });
    await cacheFolder.fill('image_cache');
  });

  await test.step('a value the server refuses is shown under its input', async () => {
    await user.fill('mail\u0000er');
    await save.click();
    await expect(await helperOf(user)).toContainText('недопустимый символ');
    await expect(await helperOf(user)).toContainText('Имя пользователя');
    await expect(panel.getByRole('alert').filter({ hasText: 'Ошибка при сохранении настроек' })).toBeVisible();
    await shot(page, 'admin-settings-server-error', { fullPage: false });
    await user.fill('');
  });

  await test.step('leaving the section with unsaved edits asks first', async () => {
    await clickSection(page, 'Планы подписок', 'Настройки');
    const dialog = page.getByRole('dialog', { name: 'Уйти без сохранения?' });
    await expect(dialog).toBeVisible();
    await shot(page, 'admin-settings-leave-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/admin?section=settings');
    await expect(days).toHaveValue('0');
  });

  await test.step('a saved secret comes back as its mask', async () => {
    await days.fill('12');
    await smtp.getByLabel('Адрес отправителя', { exact: true }).fill(from);
    await token.fill(diskToken);
    await expect(await helperOf(token)).toHaveText(/заменит сохранённое|Новое значение/);
    await save.click();
    await dismissToast(page, 'Настройки сохранены.');
    await expect(token).toHaveValue(diskMask);
    await expect(await helperOf(token)).toHaveText('Сохранено. Введите новое значение, чтобы заменить его.');
    await expect(days).toHaveValue('12');
    await expect(save).toBeDisabled();
    const newest = page.getByRole('list', { name: 'Изменения настроек' }).getByRole('listitem').first();
    await expect(newest).toContainText(ADMIN.email);
    await expect(newest).toContainText('Яндекс Диск: OAuth-токен');
    await expect(newest).toContainText('SMTP: Адрес отправителя');

    await page.reload();
    await expect(token).toHaveValue(diskMask);
    await expect(smtp.getByLabel('Адрес отправителя', { exact: true })).toHaveValue(from);
    await shot(page, 'admin-settings-saved');
  });

  await test.step('a moved destination asks for its secret again, and the save is refused without it', async () => {
    const cloud = group(page, 'Яндекс Облако');
    const bucket = cloud.getByLabel('Имя бакета', { exact: true });
    const secret = cloud.getByLabel('Секретный ключ (Secret Key)', { exact: true });
    await cloud.getByLabel('Адрес сервиса', { exact: true }).fill('https://storage.yandexcloud.net');
    await cloud.getByLabel('Идентификатор ключа (Access Key)', { exact: true }).fill(`key-${stamp}`);
    await secret.fill(`s3-secret-${stamp}`);
    await bucket.fill('raritet-e2e');
    await save.click();
    await dismissToast(page, 'Настройки сохранены.');
    await bucket.fill('raritet-elsewhere');
    await expect(await helperOf(secret)).toContainText('введите значение заново');
    await save.click();
    await expect(await helperOf(secret)).toContainText(
      'Секретный ключ (Secret Key): адрес, порт, пользователь или магазин изменились',
    );
    await expect(secret).toBeFocused();
    await shot(page, 'admin-settings-secret-again', { fullPage: false });
    // Cleared again, so the other specs see the settings as they were.
    await cloud.getByLabel('Адрес сервиса', { exact: true }).fill('');
    await cloud.getByLabel('Идентификатор ключа (Access Key)', { exact: true }).fill('');
    await bucket.fill('');
    await secret.fill('');
    await save.click();
    await dismissToast(page, 'Настройки сохранены.');
  });

  await test.step('in English; leaving without saving when asked', async () => {
    await chooseLanguage(page, 'en');
    const english = sectionPanel(page, 'Settings');
    await expect(group(page, 'YooKassa')).toContainText('Takes the payments for subscriptions.');
    await expect(english.getByRole('button', { name: 'Check the connection' })).toHaveCount(4);
    await expect(english).toContainText('No changes');
    await expect(page.getByRole('heading', { name: 'Change log' })).toBeVisible();
    await shot(page, 'en-admin-settings');

    await group(page, 'Telegram bot').getByLabel('Bot token', { exact: true }).fill('typed-not-saved');
    await clickSection(page, 'Subscription plans', 'Settings', 'choose a section');
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL('/admin?section=subplans');
    await chooseLanguage(page, 'ru');
  });

  await test.step('closing the page with unsaved edits gets the browser to ask', async () => {
    await page.goto('/admin?section=settings');
    await days.fill('13');
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});
