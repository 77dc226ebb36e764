import { ADMIN } from '../playwright.config.ts';
import { QUERIES, createSubscriber, resultCard, useSessionOf, waitForDemoArchive } from './catalogue-support.ts';
import { expect, test } from './fixtures.ts';
import { logInViaApi } from './support.ts';

/**
 * The server's Content-Security-Policy (ADR 0013) against the pages that load the most: the fixture
 * fails a test on any violation, so these tests only open the pages and wait until they have loaded.
 */

test('the guard itself: an inline script is a violation, listed with its directive', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Раритет' })).toBeVisible();
  await page.evaluate(
    "(() => { const script = document.createElement('script'); script.textContent = 'window.inlineRan = true'; document.body.append(script); })()",
  );
  await expect
    .poll(() => cspViolations.join('\n'))
    .toContain('[csp-violation] script-src-elem (enforce) blocked inline');
  expect(await page.evaluate('window.inlineRan === true')).toBe(false);
  // Provoked on purpose: the guard must not fail this test for it.
  cspViolations.length = 0;
});

test('the API documentation (Swagger UI) loads within the policy', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Raritet API/ })).toBeVisible();
  // The operations are listed once the UI has read /api/docs/json; an opened one renders its schemas.
  const operation = page.locator('.opblock').filter({ hasText: '/api/auth/change-password' });
  await operation.locator('.opblock-summary').click();
  await expect(operation.getByText('currentPassword').first()).toBeVisible();
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await expect(page.getByRole('heading', { name: 'Available authorizations' })).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('the home page, a book page and the admin panel load within the policy', async ({ page, context }) => {
  await test.step('the home page with its recent sales', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Раритет' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  await test.step("a subscriber's book page with its photos", async () => {
    await waitForDemoArchive();
    await useSessionOf(context, await createSubscriber('csp'));
    await page.goto(`/searchByTitle/${encodeURIComponent(QUERIES.bookTitleQuery)}`);
    await resultCard(page, QUERIES.bookTitle)
      .getByRole('link', { name: `Подробнее: ${QUERIES.bookTitle}` })
      .click();
    const gallery = page.getByRole('region', { name: 'Фотографии лота', exact: true });
    await expect(gallery.getByRole('img', { name: `${QUERIES.bookTitle} — фото 1 из 3` })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  await test.step('the admin panel', async () => {
    await context.clearCookies();
    await logInViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Админ-панель' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
});
