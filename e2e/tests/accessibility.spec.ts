import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { expectAccessible, settleAnimations } from './support.ts';
import { QUERIES, createUser, resultCards, useSessionOf, waitForDemoArchive } from './catalogue-support.ts';

const PAGES = [
  { path: '/', heading: 'Раритет' },
  { path: '/login', heading: 'Вход' },
  { path: '/register', heading: 'Регистрация' },
] as const;

test('the home, login and registration pages have no critical axe violations @layout', async ({ page }) => {
  const report: string[] = [];
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/register') {
      await expect(page.getByRole('img', { name: 'Картинка с кодом для защиты от ботов' })).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).analyze();
    await test.info().attach(`axe${path === '/' ? '-home' : path.replaceAll('/', '-')}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
    for (const violation of results.violations.filter((item) => item.impact === 'critical')) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join('; ');
      report.push(`${path}: ${violation.id} — ${violation.help} (${targets})`);
    }
  }
  expect(report, `critical accessibility violations:\n${report.join('\n')}`).toEqual([]);
});

test('results, favourites and the profile keep their headings in order @layout', async ({ page, context, baseURL }) => {
  await waitForDemoArchive();
  const user = await createUser('a11y-headings');
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${user.token}` },
  });
  try {
    const response = await api.post('/api/books/1/favorite');
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  await useSessionOf(context, user);

  // heading-order is a moderate rule: every violation counts here, not only the critical ones.
  const screens = [
    { path: `/searchByTitle/${encodeURIComponent(QUERIES.title)}`, ready: () => resultCards(page).first() },
    { path: '/favorites', ready: () => page.getByRole('main').getByRole('article') },
    { path: `/user/${user.id}`, ready: () => page.getByRole('main').locator('a[href="/books/1"]').first() },
  ];
  const report: string[] = [];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ready()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join('; ');
      report.push(`${path}: ${violation.id} (${violation.impact ?? '?'}) — ${violation.help} (${targets})`);
    }
  }
  expect(report, `accessibility violations:\n${report.join('\n')}`).toEqual([]);
});

test('the information pages have no serious or critical axe findings, for a guest and a user @layout', async ({
  page,
  context,
}) => {
  const pages = [
    { path: '/telegram-guide', heading: /Telegram/ },
    { path: '/terms', heading: /оферт/i },
    { path: '/contacts', heading: 'Контакты' },
  ];
  for (const role of ['guest', 'user'] as const) {
    if (role === 'user') await useSessionOf(context, await createUser('a11y-info'));
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, `${role}${path.replaceAll('/', '-')}`);
    }
  }
});

/** Every section of the admin panel: its key in `?section=` and its title. */
const ADMIN_SECTIONS = [
  { key: 'users', title: 'Пользователи' },
  { key: 'export', title: 'Экспорт данных' },
  { key: 'settings', title: 'Настройки' },
  { key: 'import', title: 'Импорт данных' },
  { key: 'bookupdate', title: 'Обновление книг' },
  { key: 'subplans', title: 'Планы подписок' },
  { key: 'categories', title: 'Управление категориями' },
  { key: 'userexport', title: 'Экспорт пользователей' },
  { key: 'userimport', title: 'Импорт пользователей' },
  { key: 'subscriptionplanexport', title: 'Экспорт планов подписок' },
  { key: 'subscriptionplanimport', title: 'Импорт планов подписок' },
  { key: 'telegram', title: 'Telegram-бот' },
] as const;

/**
 * A long log for the book-update section, so its table scrolls inside its box, which is what
 * scrollable-region-focusable checks.
 */
async function lengthenTheBookUpdateLog(page: Page): Promise<void> {
  await page.route('**/api/bookupdateservice/status', async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as Record<string, unknown>;
    const logs = Array.from({ length: 40 }, (_, index) => ({
      timestamp: new Date(Date.now() - index * 1000).toISOString(),
      message: 'Лот сохранён',
      operationName: 'lot',
      lotId: 5000 + index,
      isError: false,
      exceptionMessage: null,
    }));
    await route.fulfill({ response, json: { ...status, logs } });
  });
}

test('every admin panel section passes axe with no exception, label-in-name included @layout', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // A user and a second administrator, so the user list shows 'Make admin' and 'Remove admin' buttons.
  const secondAdmin = await createUser('a11y-admin');
  await createUser('a11y-member');
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token: adminToken, user: adminUser } = (await login.json()) as { token: string; user: { id: number } };
  const setRole = async (role: 'Admin' | 'User') => {
    const response = await request.post(`/api/admin/user/${secondAdmin.id}/role`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { role },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setRole('Admin');
  try {
    await useSessionOf(context, { email: ADMIN.email, id: adminUser.id, token: adminToken });
    await lengthenTheBookUpdateLog(page);
    const narrow = (page.viewportSize()?.width ?? 1280) < 600;
    const report: string[] = [];
    for (const { key, title } of ADMIN_SECTIONS) {
      await page.goto(`/admin?section=${key}`);
      const panel = narrow
        ? page.getByRole('region', { name: title, exact: true })
        : page.getByRole('tabpanel', { name: title, exact: true });
      await expect(panel.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(panel.locator('.MuiSkeleton-root')).toHaveCount(0);
      if (key === 'users') await expect(panel.getByRole('button', { name: /^Снять админа: / }).first()).toBeVisible();
      if (key === 'bookupdate' && !narrow) {
        await expect(panel.getByRole('region', { name: 'Журнал обновления книг' })).toBeVisible();
      }
      await settleAnimations(page);
      // label-content-name-mismatch is still marked experimental in axe 4.13, so it is off unless asked for.
      const results = await new AxeBuilder({ page })
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      await test.info().attach(`axe-admin-${key}.json`, {
        body: JSON.stringify(results.violations, null, 2),
        contentType: 'application/json',
      });
      for (const violation of results.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join('; ');
        report.push(`${key}: ${violation.id} (${violation.impact ?? '?'}) — ${violation.help} (${targets})`);
      }
    }
    expect(report, `accessibility violations:\n${report.join('\n')}`).toEqual([]);
  } finally {
    await setRole('User');
  }
});
