import type { Locator, Page } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures.ts';
import {
  QUERIES,
  createSubscriber,
  resultCards,
  useSessionOf,
  waitForDemoArchive,
  type ApiUser,
} from './catalogue-support.ts';
import { holdBackTheApp, shot } from './support.ts';

/**
 * A logged-in visitor's archive pages come drawn by the server with their answers (ADR 0038): the page is
 * on screen before the app's code arrives, and the app takes it over without drawing it again.
 */

let subscriber: ApiUser;
let bookId: number;

test.beforeAll(async ({ request }) => {
  await waitForDemoArchive();
  subscriber = await createSubscriber('drawn-pages');
  const search = await request.get('/api/books/searchByTitle', {
    params: { title: QUERIES.bookTitleQuery },
    headers: { authorization: `Bearer ${subscriber.token}` },
  });
  const { items } = (await search.json()) as { items: { id: number; title: string }[] };
  bookId = items.find((item) => item.title === QUERIES.bookTitle)!.id;
});

// These tests look at the server-rendered page before and while the app hydrates it: they wait themselves.
test.use({ waitForHydration: false });

test.beforeEach(async ({ context }) => {
  await useSessionOf(context, subscriber);
});

/** Every error the page reports while the app takes it over (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

function heart(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /^Избранное: / });
}

test("a subscriber's book page comes drawn with its photo and prices, and the app takes it over", async ({ page }) => {
  const response = await page.request.get(`/books/${bookId}`);
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers()['vary']).toMatch(/cookie/);
  const html = await response.text();
  expect(html).toContain(`>${QUERIES.bookTitle}</h1>`);
  // Its main photo by its signed address, asked for from the head.
  expect(html).toMatch(/<link rel="preload" as="image" [^>]*size=/);
  expect(html).toContain('<script id="raritet-ssr-state" type="application/json">');
  expect(html).not.toContain('modulepreload');

  const errors = collectErrors(page);
  await page.goto(`/books/${bookId}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: QUERIES.bookTitle })).toBeVisible();
  await expect(page.getByText(/^\d{1,3}(\s\d{3})*\s₽$/).first()).toBeVisible();
  // Taken over: the gallery's thumbnails now switch the main photo, which only the app does.
  const second = page.getByRole('radio', { name: /^Показать фото 2 из \d+$/ });
  await second.click();
  await expect(second).toBeChecked();
  await shot(page, 'drawn-book-page', { fullPage: false });
  expect(errors, 'errors while the app took the page over').toEqual([]);
});

test('a search page comes drawn with its results, and paging works once the app has it', async ({ page }) => {
  const path = `/searchByTitle/${encodeURIComponent(QUERIES.title)}`;
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('Найдено:');
  expect(html).toContain('<script id="raritet-ssr-state" type="application/json">');

  const errors = collectErrors(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(resultCards(page)).toHaveCount(10);
  const firstTitle = await resultCards(page).first().getByRole('heading').innerText();
  await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('button', { name: /2/ }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(resultCards(page).first().getByRole('heading')).not.toHaveText(firstTitle);
  expect(errors, 'errors while the app took the page over').toEqual([]);
});

test('a heart comes rendered with its state, and a tap once the page is hydrated is kept', async ({ page }) => {
  // Before the app's code arrives the heart shows the server's answer; a tap on it then does nothing (no
  // handler yet), as on any server-rendered React page. Taps during hydration React replays itself.
  const release = await holdBackTheApp(page);
  await page.goto(`/books/${bookId}`);
  const bookHeart = heart(page.getByRole('main'));
  await expect(bookHeart).toHaveAttribute('aria-pressed', 'false');
  release();
  await untilHydrated(page);
  await bookHeart.click();
  await expect(bookHeart).toHaveAttribute('aria-pressed', 'true');
  // Kept: the page drawn again says so.
  await page.reload();
  await expect(heart(page.getByRole('main'))).toHaveAttribute('aria-pressed', 'true');
  // The reloaded page is server-rendered too: a tap counts once it is hydrated.
  await untilHydrated(page);
  await heart(page.getByRole('main')).click();
  await expect(heart(page.getByRole('main'))).toHaveAttribute('aria-pressed', 'false');
});

test('a device set to English gets its pages drawn in the browser, in English', async ({ page, context }) => {
  await context.addCookies([{ name: 'language', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.addInitScript("window.localStorage.setItem('language', 'en')");
  const html = await (await page.request.get(`/books/${bookId}`)).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto(`/searchByTitle/${encodeURIComponent(QUERIES.title)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Search by title' })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(10);
});

test('a guest asking for a book page is not drawn one: the login page asks first', async ({ browser }) => {
  const guest = await browser.newContext();
  try {
    const page = await guest.newPage();
    const html = await (await page.request.get(`/books/${bookId}`)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('raritet-ssr-state');
    await page.goto(`/books/${bookId}`);
    await expect(page).toHaveURL('/login');
  } finally {
    await guest.close();
  }
});

test('a drawn page scrolled before the app took it over stays where it was scrolled', async ({ page }) => {
  const release = await holdBackTheApp(page);
  await page.goto(`/searchByTitle/${encodeURIComponent(QUERIES.title)}`);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(400);
  const scrolled = Number(await page.evaluate('window.scrollY'));
  release();
  await page.waitForLoadState('networkidle');
  // Taken over, and not sent back to the top.
  await untilHydrated(page);
  expect(Number(await page.evaluate('window.scrollY'))).toBe(scrolled);
});
