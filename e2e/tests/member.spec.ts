import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import {
  chooseLanguage,
  dismissToast,
  goViaAccountMenu,
  logInViaApi,
  loginThroughUi,
  openMainNav,
  PASSWORD,
  registerAndLogIn,
  registerViaApi,
  shot,
  toast,
  uniqueEmail,
  expectAccessible,
} from './support.ts';

/**
 * The member area in the browser: hearts in result lists and on the book page, /favorites, the profile
 * with its search history, an administrator reading another user's profile, and the refusal a regular
 * user gets for somebody else's. The demo archive (2,000 lots) has a few dozen titles with 'Пушкин'.
 */

const SEARCH = 'Пушкин';

function heart(scope: Page | Locator, pressed?: boolean): Locator {
  return scope.getByRole('button', { name: /^(Избранное|Favourite): /, ...(pressed === undefined ? {} : { pressed }) });
}

function resultCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The session's token (the app keeps it in the cookie `token`), to prepare data over the API. */
async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'token');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie?.value ?? '';
}

async function userIdOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** Searches run straight through the API: each one is a row of the user's history. */
async function searchViaApi(request: APIRequestContext, token: string, path: string): Promise<void> {
  const response = await request.get(`/api/books/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** The first `count` result cards whose titles differ (the demo archive repeats some titles). */
async function distinctCards(page: Page, count: number): Promise<{ card: Locator; title: string }[]> {
  await expect(resultCards(page).first()).toBeVisible();
  const picked: { card: Locator; title: string }[] = [];
  const total = await resultCards(page).count();
  for (let index = 0; index < total && picked.length < count; index += 1) {
    const card = resultCards(page).nth(index);
    const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
    if (!picked.some((item) => item.title === title)) picked.push({ card, title });
  }
  expect(picked).toHaveLength(count);
  return picked;
}

async function openFavoritesFromHeader(page: Page, linkName = 'Избранное'): Promise<void> {
  const nav = await openMainNav(
    page,
    linkName === 'Избранное' ? undefined : { label: 'Main menu', openMenu: 'Open menu' },
  );
  await nav.getByRole('link', { name: linkName, exact: true }).click();
  await expect(page).toHaveURL('/favorites');
}

function favoriteCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

function profilePanel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

test('a user keeps favourites from search and the book page, manages them, reruns a past search; an admin reads the profile', async ({
  page,
  request,
  browser,
}) => {
  const email = await registerAndLogIn(page, request, 'member');
  const token = await tokenOf(page);
  const userId = await userIdOf(request, token);

  // Eleven earlier searches, so the history has a second page (10 a page by default).
  const earlier = [
    'searchByPriceRange?minPrice=100&maxPrice=5000',
    ...['Москва', 'история', 'журнал', 'Лермонтов', 'война', 'Толстой', 'Гоголь', 'открытка', 'альбом'].map(
      (title) => `searchByTitle?title=${encodeURIComponent(title)}`,
    ),
    `searchByDescription?description=${encodeURIComponent('переплёт')}`,
  ];
  for (const path of earlier) await searchViaApi(request, token, path);

  let chosen: { card: Locator; title: string }[] = [];
  await test.step('two hearts in the result list', async () => {
    await page.goto(`/searchByTitle/${encodeURIComponent(SEARCH)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск по названию' })).toBeVisible();
    chosen = await distinctCards(page, 3);
    await expect(heart(page, true)).toHaveCount(0);
    for (const { card } of chosen.slice(0, 2)) {
      await heart(card, false).click();
      await expect(heart(card, true)).toBeVisible();
    }
    await expect(heart(page, true)).toHaveCount(2);
    // Back to the top, so the sticky header is not drawn across the middle of a full-page shot.
    await page.evaluate('window.scrollTo(0, 0)');
    await shot(page, 'member-hearts-in-list');
    await expectAccessible(page, 'hearts-in-list');
  });

  const [first, second, third] = chosen as [(typeof chosen)[0], (typeof chosen)[0], (typeof chosen)[0]];
  await test.step('a third one on the book page', async () => {
    await third.card.getByRole('link', { name: `Подробнее: ${third.title}` }).click();
    await expect(page).toHaveURL(/\/books\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: third.title })).toBeVisible();
    const bookHeart = heart(page.getByRole('main'));
    await expect(bookHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(bookHeart).toBeEnabled();
    await bookHeart.click();
    await expect(bookHeart).toHaveAttribute('aria-pressed', 'true');
    await shot(page, 'member-heart-on-book-page', { fullPage: false });
    // Back in the list, the same book shows its heart filled without asking again.
    await page.goBack();
    await expect(heart(page, true)).toHaveCount(3);
  });

  await test.step('/favorites lists the three books, newest first; one is removed', async () => {
    await openFavoritesFromHeader(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await expect(favoriteCards(page)).toHaveCount(3);
    await expect(favoriteCards(page).nth(0)).toHaveAccessibleName(third.title);
    await expect(favoriteCards(page).nth(2)).toHaveAccessibleName(first.title);
    // No subscription: the final price is hidden with the spec's text; the date added is today.
    await expect(favoriteCards(page).first()).toContainText('Итоговая цена');
    await expect(favoriteCards(page).first()).toContainText('Только для подписчиков');
    await expect(favoriteCards(page).first()).toContainText(
      new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()),
    );
    await expect(page.getByText('3 книги', { exact: true })).toBeVisible();
    await shot(page, 'member-favorites');
    await expectAccessible(page, 'favorites');

    await page.getByRole('button', { name: `Удалить из избранного: ${second.title}` }).click();
    await expect(favoriteCards(page)).toHaveCount(2);
    await expect(page.getByRole('article', { name: second.title, exact: true })).toHaveCount(0);
  });

  await test.step('the profile shows the user, the two favourites and the history', async () => {
    await goViaAccountMenu(page, email, 'Профиль');
    await expect(page).toHaveURL(`/user/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
    const userCard = profilePanel(page, 'Данные пользователя');
    await expect(userCard).toContainText(email);
    await expect(userCard).toContainText('Пользователь');
    await expect(userCard).toContainText('Отсутствует');

    const favorites = profilePanel(page, 'Избранные книги');
    await expect(favorites.getByRole('link', { name: first.title, exact: true })).toBeVisible();
    await expect(favorites.getByRole('link', { name: third.title, exact: true })).toBeVisible();
    await expect(favorites.getByRole('link', { name: second.title, exact: true })).toHaveCount(0);
    await expect(favorites.getByRole('button', { name: /^Удалить из избранного: / })).toHaveCount(2);

    const history = profilePanel(page, 'История поиска');
    // 11 searches through the API and the one in the browser, newest first.
    await expect(history.getByRole('row')).toHaveCount(11);
    await expect(history.getByText('1–10 из 12')).toBeVisible();
    await expect(history.getByRole('row').nth(1)).toContainText('По названию');
    await expect(history.getByRole('link', { name: `Повторить поиск: ${SEARCH}` })).toBeVisible();
    await shot(page, 'member-profile-own');
    await expectAccessible(page, 'profile');
  });

  await test.step('history: the next page holds the oldest search, which reruns from its row', async () => {
    const history = profilePanel(page, 'История поиска');
    await history.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(history.getByText('11–12 из 12')).toBeVisible();
    await expect(page).toHaveURL(/historyPage=2/);
    const priceRow = history.getByRole('row').filter({ hasText: 'По цене' });
    await expect(priceRow).toContainText('100 ₽ – 5 000 ₽');
    const rerun = page.waitForResponse((response) => response.url().includes('/api/books/searchByPriceRange?'));
    await priceRow.getByRole('link').click();
    // The rerun keeps the order the search was made with (ADR 0046): `?sort=…` may follow.
    await expect(page).toHaveURL(/\/searchByPriceRange\/100\/5000(\?sort=[a-z_]+)?$/);
    // The search ran again (and became the history's newest row).
    const params = new URL((await rerun).url()).searchParams;
    expect([params.get('minPrice'), params.get('maxPrice')]).toEqual(['100', '5000']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Back on the profile, the history is still on its second page.
    await page.goBack();
    await expect(profilePanel(page, 'История поиска').getByText('11–12 из 12')).toBeVisible();
  });

  await test.step("an administrator opens the user's profile, read-only", async () => {
    const adminContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: page.viewportSize(),
      locale: 'ru-RU',
    });
    const adminPage = await adminContext.newPage();
    await logInViaApi(adminPage, ADMIN.email, ADMIN.password);
    await adminPage.goto(`/user/${userId}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Информация о пользователе' })).toBeVisible();
    await expect(profilePanel(adminPage, 'Данные пользователя')).toContainText(email);
    const favorites = profilePanel(adminPage, 'Избранные книги');
    await expect(favorites.getByRole('link', { name: first.title, exact: true })).toBeVisible();
    await expect(favorites.getByRole('button', { name: /^Удалить из избранного: / })).toHaveCount(0);
    await expect(profilePanel(adminPage, 'История поиска').getByText('1–10 из 13')).toBeVisible();
    await shot(adminPage, 'member-profile-admin-view');
    await adminContext.close();
  });
});

test("a user opening another user's profile sees the refusal text", async ({ page, request }) => {
  const other = uniqueEmail('other');
  await registerViaApi(request, other);
  const login = await request.post('/api/auth/login', { data: { email: other, password: PASSWORD } });
  const otherId = ((await login.json()) as { user: { id: number } }).user.id;

  await registerAndLogIn(page, request, 'curious');
  await page.goto(`/user/${otherId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Информация о пользователе' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    /У вас нет доступа к этой информации\. Вы можете просматривать только свой профиль\./,
  );
  await expect(page.getByRole('region', { name: 'Данные пользователя' })).toHaveCount(0);
  await shot(page, 'member-profile-refused');

  await page.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  await expect(profilePanel(page, 'Избранные книги')).toContainText('У вас пока нет избранных книг');
});

test('a heart the server refuses goes back and says so', async ({ page, request }) => {
  await registerAndLogIn(page, request, 'refused');
  await page.route('**/api/books/*/favorite', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/searchByTitle/${encodeURIComponent(SEARCH)}`);
  const card = resultCards(page).first();
  await heart(card, false).click();
  await expect(toast(page, 'Не удалось добавить книгу в избранное. Попробуйте ещё раз.')).toBeVisible();
  await expect(heart(card, false)).toBeEnabled();
  await dismissToast(page, 'Не удалось добавить книгу в избранное. Попробуйте ещё раз.');
  await page.unroute('**/api/books/*/favorite');
  await openFavoritesFromHeader(page);
  await expect(page.getByText('У вас пока нет избранных книг.', { exact: true })).toBeVisible();
});

test('in English: a favourite from the book page, /favorites and the own profile', async ({ page, request }) => {
  await registerAndLogIn(page, request, 'english');
  await chooseLanguage(page, 'en');
  await page.goto(`/searchByTitle/${encodeURIComponent(SEARCH)}`);
  const [only] = await distinctCards(page, 1);
  await only!.card.getByRole('link', { name: `Details: ${only!.title}` }).click();
  await expect(page).toHaveURL(/\/books\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: only!.title })).toBeVisible();
  const bookHeart = page.getByRole('main').getByRole('button', { name: `Favourite: ${only!.title}` });
  await expect(bookHeart).toBeEnabled();
  await bookHeart.click();
  await expect(bookHeart).toHaveAttribute('aria-pressed', 'true');

  await openFavoritesFromHeader(page, 'Favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first()).toContainText('Final price');
  await expect(favoriteCards(page).first()).toContainText('Subscribers only');
  await shot(page, 'member-favorites-en');
  await page.getByRole('button', { name: `Remove from favourites: ${only!.title}` }).click();
  await expect(page.getByText('You have no favourite books yet.', { exact: true })).toBeVisible();

  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(profilePanel(page, 'Favourite books')).toContainText('You have no favourite books yet');
  await expect(
    profilePanel(page, 'Search history').getByRole('link', { name: `Search again: ${SEARCH}` }),
  ).toBeVisible();
  await shot(page, 'member-profile-en');
});

test('without a stored token the heart leads to the login page and back to the same results', async ({
  page,
  request,
}) => {
  const email = await registerAndLogIn(page, request, 'returning');
  const results = `/searchByTitle/${encodeURIComponent(SEARCH)}?page=2`;
  await page.goto(results);
  const card = resultCards(page).first();
  const title = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  await expect(heart(card, false)).toBeEnabled();

  // The cookie goes (it expired, another tab logged out): the next click asks for a login.
  await page.context().clearCookies();
  await heart(card, false).click();
  await expect(page).toHaveURL('/login');
  await loginThroughUi(page, email);
  await expect(page).toHaveURL(results);

  const again = resultCards(page).first();
  await expect(again.getByRole('heading', { level: 2 })).toHaveText(title);
  await heart(again, false).click();
  await expect(heart(again, true)).toBeVisible();
});
