import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './support.ts';
import { QUERIES, createUser, resultCards, useSessionOf, waitForDemoArchive } from './archive-support.ts';

const PAGES = [
  { path: '/', heading: 'Раритет' },
  { path: '/login', heading: 'Вход' },
  { path: '/register', heading: 'Регистрация' },
] as const;

test('the home, login and registration pages have no critical axe violations', async ({ page }) => {
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

test('results, favourites and the profile keep their headings in order', async ({ page, context, baseURL }) => {
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

test('the information pages have no serious or critical axe findings, for a guest and a user', async ({
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
