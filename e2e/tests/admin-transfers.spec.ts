import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { chooseLanguage, expectAccessible, logInViaApi, shot } from './support.ts';

/**
 * The data and user export and import sections: real exports
 * downloaded by the browser, then the same files uploaded through the import sections. The desktop and
 * mobile projects share one server; each export and import is of the whole archive or all users, so they
 * leave the data as it was.
 */

function panel(page: Page, title: string): Locator {
  return (page.viewportSize()?.width ?? 1280) < 600
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

/** The download the section starts by itself, saved under the test's output; checks it is a ZIP. */
async function savedZip(file: Download, name: string): Promise<string> {
  expect(file.suggestedFilename()).toMatch(/^[a-z-]*[0-9a-f-]{36}\.zip$/);
  const target = test.info().outputPath(name);
  await file.saveAs(target);
  expect((await readFile(target)).subarray(0, 2).toString()).toBe('PK');
  return target;
}

const notZip = { name: 'users.txt', mimeType: 'text/plain', buffer: Buffer.from('not a zip') };

test('a data export downloads a real ZIP, and the data import takes that file back', async ({ page }) => {
  test.setTimeout(120_000);
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  let zipPath = '';

  await test.step('export: the status, the images option, start, progress and the automatic download', async () => {
    await page.goto('/admin?section=export');
    await expect(page).toHaveTitle(/Экспорт данных — Админ-панель/);
    const section = panel(page, 'Экспорт данных');
    await expect(section.getByRole('heading', { name: 'Экспорт данных', level: 2 })).toBeVisible();
    await expect(section).toContainText(/Экспортов ещё не было\.|Последний экспорт: /);
    const images = section.getByRole('checkbox', { name: 'Включить изображения' });
    await expect(images).not.toBeChecked();
    await expect(images).toHaveAccessibleDescription(/Картинки лотов добавляются в файл как есть/);
    await expectAccessible(page, 'admin-data-export');
    await shot(page, 'admin-data-export-idle');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await section.getByRole('button', { name: 'Начать экспорт' }).click();
    await expect(section.getByRole('button', { name: 'Начать экспорт' })).toBeDisabled();
    await expect(images).toBeDisabled();
    await expect(section.getByRole('status').filter({ hasText: 'Экспорт завершён, файл скачивается.' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(section.getByRole('progressbar', { name: 'Экспорт: 100%' })).toBeVisible();
    zipPath = await savedZip(await download, 'archive.zip');
    await expect(section.getByRole('button', { name: 'Скачать файл' })).toBeVisible();
    await expect(section).toContainText(/Последний экспорт: \d\d\.\d\d\.\d{4} \d\d:\d\d, [\d,]+ (кБ|МБ|байт)/);
    await shot(page, 'admin-data-export-done');
  });

  await test.step('a reload finds the finished export and offers its file again', async () => {
    await page.reload();
    const section = panel(page, 'Экспорт данных');
    await expect(section).toContainText(/Последний экспорт: /);
    const again = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Скачать файл' }).click();
    await savedZip(await again, 'archive-again.zip');
  });

  await test.step('import: no file is refused, then the export is uploaded in chunks and imported', async () => {
    await page.goto('/admin?section=import');
    const section = panel(page, 'Импорт данных');
    await expect(section.getByRole('heading', { name: 'Импорт данных', level: 2 })).toBeVisible();
    await expect(section).toContainText('Файл не выбран');
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('alert')).toHaveText('Не выбран файл');
    await section.getByTestId('data-import-file').setInputFiles(zipPath);
    await expect(section).toContainText('archive.zip');
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'admin-data-import');
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('status')).toContainText(/^Импорт завершён/, { timeout: 60_000 });
    await expect(section.getByRole('status')).toContainText(/\d/);
    await expect(section.getByRole('progressbar', { name: 'Загрузка файла: 100%' })).toBeVisible();
    await expect(section.getByRole('progressbar', { name: 'Импорт: 100%' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Начать импорт' })).toBeEnabled();
    await expect(section.getByRole('button', { name: 'Отменить' })).toBeDisabled();
    await shot(page, 'admin-data-import-done');
  });
});

test('a user export downloads a real ZIP, and the user import takes that file back', async ({ page }) => {
  test.setTimeout(120_000);
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  let zipPath = '';

  await test.step('export: start, progress and the download at once after 100 %', async () => {
    await page.goto('/admin?section=userexport');
    const section = panel(page, 'Экспорт пользователей');
    await expect(section.getByRole('heading', { name: 'Экспорт пользователей', level: 2 })).toBeVisible();
    await expect(section).toContainText('раздел доступен только администраторам.');
    await expect(section).toContainText(/Экспортов пользователей ещё не было\.|Последний экспорт: /);
    await expectAccessible(page, 'admin-user-export');
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await section.getByRole('button', { name: 'Начать экспорт' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: 'Экспорт пользователей завершён, файл скачивается.' }),
    ).toBeVisible({ timeout: 60_000 });
    zipPath = await savedZip(await download, 'users.zip');
    await expect(section.getByRole('button', { name: 'Скачать файл' })).toBeVisible();
    await shot(page, 'admin-user-export-done');
  });

  await test.step('import: the spec’s refusals, then the export is imported', async () => {
    await page.goto('/admin?section=userimport');
    const section = panel(page, 'Импорт пользователей');
    await expect(section.getByRole('heading', { name: 'Импорт пользователей', level: 2 })).toBeVisible();
    await expect(section.getByRole('note')).toContainText(
      'импортируйте пользователей последними, после планов подписок',
    );
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('alert')).toHaveText('Не выбран файл для импорта');
    await section.getByTestId('user-import-file').setInputFiles(notZip);
    await expect(section.getByRole('alert')).toHaveText('Выберите ZIP файл с экспортированными данными пользователей');
    await expect(section).toContainText('Файл не выбран');
    await section
      .getByTestId('user-import-file')
      .setInputFiles({ name: 'empty.zip', mimeType: 'application/zip', buffer: Buffer.alloc(0) });
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('alert')).toHaveText(/^Размер файла должен быть больше нуля/);
    await shot(page, 'admin-user-import-refused');
    await section.getByTestId('user-import-file').setInputFiles(zipPath);
    await expect(section).toContainText('users.zip');
    await expectAccessible(page, 'admin-user-import');
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('status')).toContainText(/^Импорт завершён/, { timeout: 60_000 });
    await expect(section.getByRole('progressbar', { name: 'Импорт: 100%' })).toBeVisible();
    await shot(page, 'admin-user-import-done');
  });
});

test('a data export waits out a 502, and a file gone from the server is said so', async ({ page }) => {
  const taskId = '7d9a6b1e-3f0c-4c55-9a43-2d1b8f6e0a11';
  const task = (progress: number, extra: object = {}) => ({
    taskId,
    isExporting: progress < 100,
    progress,
    isError: false,
    errorDetails: null,
    isReady: progress >= 100,
    fileSize: progress >= 100 ? 2048 : null,
    createdAt: new Date().toISOString(),
    ...extra,
  });
  const none = { ...task(0), taskId: null, isExporting: false, createdAt: null };
  // The server's answers are scripted: a proxy's 502 and a deleted file cannot be asked of the real one.
  const polls: (number | 'bad-gateway')[] = [35, 'bad-gateway', 'bad-gateway', 70, 100];
  await page.route('**/api/admin/export-status', (route) => route.fulfill({ json: none }));
  await page.route('**/api/admin/export-data', (route) => route.fulfill({ json: { taskId } }));
  await page.route(`**/api/admin/export-progress/${taskId}`, (route) => {
    const next = polls.length > 1 ? polls.shift()! : polls[0]!;
    return next === 'bad-gateway'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
      : route.fulfill({ json: task(next) });
  });
  await page.route(`**/api/admin/download-exported-file/${taskId}`, (route) =>
    route.fulfill({ status: 404, json: { code: 'transfer_export_not_found', message: 'Задача экспорта не найдена.' } }),
  );

  await logInViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?section=export');
  const section = panel(page, 'Экспорт данных');
  await expect(section).toContainText('Экспортов ещё не было.');
  await section.getByRole('checkbox', { name: 'Включить изображения' }).check();
  const start = page.waitForRequest('**/api/admin/export-data');
  await section.getByRole('button', { name: 'Начать экспорт' }).click();
  expect((await start).postDataJSON()).toEqual({ includeImages: true });
  await expect(section.getByRole('progressbar', { name: 'Экспорт: 35%' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Отменить экспорт' })).toBeVisible();
  await shot(page, 'admin-data-export-running');
  await expect(section.getByRole('status').filter({ hasText: /502/ })).toContainText('ждём ответа');
  await expectAccessible(page, 'admin-data-export-waiting');
  await shot(page, 'admin-data-export-502');
  await expect(section.getByRole('progressbar', { name: 'Экспорт: 70%' })).toBeVisible();
  await expect(section.getByRole('status').filter({ hasText: /502/ })).toHaveCount(0);
  await expect(section.getByRole('alert')).toHaveText('Файл экспорта не найден или был удален.', {
    timeout: 15_000,
  });
  await shot(page, 'admin-data-export-error');
});

test('the transfer sections in English', async ({ page }) => {
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?section=import');
  await chooseLanguage(page, 'en');
  const dataImport = panel(page, 'Data import');
  await expect(dataImport.getByRole('heading', { name: 'Data import', level: 2 })).toBeVisible();
  await dataImport.getByRole('button', { name: 'Start import' }).click();
  await expect(dataImport.getByRole('alert')).toHaveText('No file chosen');
  await shot(page, 'admin-data-import-en');

  await page.goto('/admin?section=userimport');
  const userImport = panel(page, 'User import');
  await expect(userImport.getByRole('note')).toContainText('import the users last, after the subscription plans');
  await userImport.getByTestId('user-import-file').setInputFiles(notZip);
  await expect(userImport.getByRole('alert')).toHaveText('Choose a ZIP file with exported user data');
  await expectAccessible(page, 'admin-user-import-en');
  await shot(page, 'admin-user-import-en');

  await page.goto('/admin?section=export');
  const dataExport = panel(page, 'Data export');
  await expect(dataExport.getByRole('checkbox', { name: 'Include images' })).not.toBeChecked();
  await expect(dataExport).toContainText(/No export has been made yet\.|Last export: /);
  await shot(page, 'admin-data-export-en');

  await page.goto('/admin?section=userexport');
  const userExport = panel(page, 'User export');
  await expect(userExport.getByRole('button', { name: 'Start export' })).toBeEnabled();
  await expect(userExport).toContainText('for administrators only.');
  await shot(page, 'admin-user-export-en');
  await chooseLanguage(page, 'ru');
});
