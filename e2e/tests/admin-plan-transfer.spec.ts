import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { chooseLanguage, expectAccessible, logInViaApi, shot } from './support.ts';

/**
 * The subscription plan export and import sections: a real
 * export downloaded by the browser, then the same file uploaded through the import section, and the plans
 * are back. The desktop and mobile projects share one server, so each run names its plan uniquely.
 */

type Plan = {
  id: number;
  name: string;
  price: number;
  monthlyPrice: number;
  yearlyPrice: number;
  monthlyRequestLimit: number;
  description: string;
  isActive: boolean;
};

function panel(page: Page, title: string): Locator {
  return (page.viewportSize()?.width ?? 1280) < 600
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    downloadTicket: async () =>
      ((await (await request.post('/api/admin/download-ticket', { headers })).json()) as { ticket: string }).ticket,
    plans: async () => (await (await request.get('/api/SubscriptionPlans', { headers })).json()) as Plan[],
    create: async (plan: Omit<Plan, 'id' | 'monthlyPrice'>) =>
      (await (await request.post('/api/SubscriptionPlans', { headers, data: plan })).json()) as Plan,
    remove: async (id: number) => {
      expect((await request.delete(`/api/SubscriptionPlans/${id}`, { headers })).ok()).toBe(true);
    },
  };
}

test('a plan export downloads a real ZIP, and importing that file brings the plans back', async ({ page, request }) => {
  const api = await adminApi(request);
  const name = `E2E перенос ${test.info().project.name} ${Date.now().toString(36)}`;
  const created = await api.create({
    name,
    price: 777,
    yearlyPrice: 7000,
    monthlyRequestLimit: 321,
    description: 'План для проверки переноса',
    isActive: false,
  });

  await logInViaApi(page, ADMIN.email, ADMIN.password);
  let zipPath = '';
  let taskId = '';
  await test.step('export: start, progress, the automatic download of a real ZIP', async () => {
    await page.goto('/admin?section=subscriptionplanexport');
    await expect(page).toHaveTitle(/Экспорт планов подписок — Админ-панель/);
    const section = panel(page, 'Экспорт планов подписок');
    await expect(section.getByRole('heading', { name: 'Экспорт планов подписок', level: 2 })).toBeVisible();
    await expectAccessible(page, 'admin-plan-export');
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Начать экспорт' }).click();
    await expect(section.getByRole('status')).toHaveText('Экспорт завершён, файл скачивается.');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/);
    taskId = file.suggestedFilename().replace(/\.zip$/, '');
    zipPath = test.info().outputPath('plans.zip');
    await file.saveAs(zipPath);
    expect((await readFile(zipPath)).subarray(0, 2).toString()).toBe('PK');
    await expect(section.getByRole('button', { name: 'Скачать файл' })).toBeVisible();
    await shot(page, 'admin-plan-export');
  });

  await test.step('the same file in a new tab, through a single-use ticket (never the login token)', async () => {
    const link = `/api/admin/download-exported-subscription-plans/${taskId}`;
    const tab = await page.context().newPage();
    expect((await tab.goto(`${link}?token=${api.token}`))?.status()).toBe(401);
    const ticket = await api.downloadTicket();
    const download = tab.waitForEvent('download');
    // The answer is an attachment: the tab starts a download instead of showing a page.
    await tab.goto(`${link}?ticket=${ticket}`).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe(`${taskId}.zip`);
    const again = await tab.goto(`${link}?ticket=${ticket}`);
    expect(again?.status()).toBe(401);
    expect(await again?.text()).toContain('download_ticket_invalid');
    await tab.close();
  });

  await api.remove(created.id);
  expect((await api.plans()).some((plan) => plan.name === name)).toBe(false);

  await test.step('import: a file that is not a ZIP is refused, then the export is uploaded and imported', async () => {
    await page.goto('/admin?section=subscriptionplanimport');
    const section = panel(page, 'Импорт планов подписок');
    await expect(section.getByRole('heading', { name: 'Импорт планов подписок', level: 2 })).toBeVisible();
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('alert')).toHaveText('Выберите файл для импорта планов подписок');
    await section.getByTestId('plan-import-file').setInputFiles({
      name: 'plans.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a zip'),
    });
    await expect(section.getByRole('alert')).toHaveText('Выберите ZIP файл с экспортом планов подписок');
    await section.getByTestId('plan-import-file').setInputFiles(zipPath);
    await expect(section).toContainText('plans.zip');
    await expectAccessible(page, 'admin-plan-import');
    await section.getByRole('button', { name: 'Начать импорт' }).click();
    await expect(section.getByRole('status')).toContainText(/^Импорт завершён: добавлено планов — 1/, {
      timeout: 20_000,
    });
    await expect(section).toContainText('Загрузка файла: 100%');
    await expect(section).toContainText('Импорт: 100%');
    await expect(section.getByRole('button', { name: 'Начать импорт' })).toBeEnabled();
    await shot(page, 'admin-plan-import');
    await section.getByRole('button', { name: 'Сбросить' }).click();
    await expect(section).toContainText('Файл не выбран');
  });

  const restored = (await api.plans()).find((plan) => plan.name === name);
  expect(restored).toEqual({ ...created, id: restored?.id });
  await api.remove(restored!.id);
});

test('the plan transfer sections in English', async ({ page }) => {
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin?section=subscriptionplanimport');
  await chooseLanguage(page, 'en');
  const section = panel(page, 'Subscription plan import');
  await expect(section.getByRole('heading', { name: 'Subscription plan import', level: 2 })).toBeVisible();
  await section.getByTestId('plan-import-file').setInputFiles({
    name: 'plans.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a zip'),
  });
  await expect(section.getByRole('alert')).toHaveText('Choose a ZIP file with a subscription plan export');
  await expectAccessible(page, 'admin-plan-import-en');
  await page.goto('/admin?section=subscriptionplanexport');
  const exportSection = panel(page, 'Subscription plan export');
  await expect(exportSection.getByRole('button', { name: 'Start export' })).toBeVisible();
  await shot(page, 'admin-plan-export-en');
  await chooseLanguage(page, 'ru');
});
