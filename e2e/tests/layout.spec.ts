import { ADMIN_SECTION_KEYS } from '@raritet/contracts/admin-panel';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { expectNavLinks, logInViaApi } from './support.ts';
import { QUERIES, createSubscriber, useSessionOf, waitForDemoArchive } from './catalogue-support.ts';

/**
 * The layout suite's tour (the `@layout` tests run at 375 px as well as at desktop width): every page of
 * each role opens with its heading and nothing wider than the screen, and the main navigation offers the
 * role's links (the drawer on a phone). The flows themselves run once, at desktop width.
 */

/** How far the page sticks out sideways; 0 when it fits the viewport. */
function overflow(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** Opens each path; its first-level heading shows and the page fits the width. Returns what overflowed. */
async function tour(page: Page, paths: string[]): Promise<string[]> {
  test.setTimeout(30_000 + paths.length * 30_000);
  const wide: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      // A page drawn on the server, or the app's once its code has arrived: slow on a busy machine.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const sideways = await overflow(page);
      if (sideways !== 0) wide.push(`${path}: ${sideways} px wider than the screen`);
    });
  }
  return wide;
}

test('a guest: every page fits the width and the menu offers the guest links @layout', async ({ page }) => {
  const wide = await tour(page, ['/', '/categories', '/login', '/register', '/contacts', '/terms', '/telegram-guide']);
  expect(wide).toEqual([]);
  await page.goto('/');
  await expectNavLinks(page, { visible: ['Обзор', 'Каталог'], absent: ['Избранное', 'Уведомления'] });
});

test('a subscriber: every page fits the width and the menu offers the user links @layout', async ({
  page,
  context,
}) => {
  await waitForDemoArchive();
  const subscriber = await createSubscriber('layout');
  await useSessionOf(context, subscriber);
  const wide = await tour(page, [
    '/',
    `/searchByTitle/${encodeURIComponent(QUERIES.title)}`,
    `/searchByDescription/${encodeURIComponent(QUERIES.description)}`,
    `/searchByPriceRange/${QUERIES.priceRange.min}/${QUERIES.priceRange.max}`,
    '/books/1',
    '/favorites',
    '/notifications',
    `/user/${subscriber.id}`,
    '/subscription',
  ]);
  expect(wide).toEqual([]);
  await page.goto('/');
  await expectNavLinks(page, { visible: ['Обзор', 'Каталог', 'Избранное', 'Уведомления'], absent: [] });
});

test('an administrator: every admin section fits the width @layout', async ({ page }) => {
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  const wide = await tour(
    page,
    ADMIN_SECTION_KEYS.map((key) => `/admin?section=${key}`),
  );
  expect(wide).toEqual([]);
});
