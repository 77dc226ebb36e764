import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  QUERIES,
  createUser,
  pagination,
  resultCard,
  resultCards,
  resultTitles,
  searchSummary,
  useSessionOf,
  waitForDemoArchive,
  type ApiUser,
} from './catalogue-support.ts';
import { drawPagesInTheBrowser, openMainNav, shot } from './support.ts';

/**
 * A logged-in user without a subscription searches each way: prices and dates
 * read 'Только для подписчиков', the price-range search shows only the partial view. One account for the
 * whole file, logged in through the API.
 */

const HIDDEN = 'Только для подписчиков';
let user: ApiUser;

test.beforeAll(async () => {
  await waitForDemoArchive();
  user = await createUser('archive-search');
});

test.beforeEach(async ({ context }) => {
  await useSessionOf(context, user);
});

async function expectHiddenPricesAndDates(page: Page): Promise<void> {
  const first = resultCards(page).first();
  await expect(first.getByText(HIDDEN, { exact: true })).toHaveCount(2);
  await expect(first.locator('img')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Цены и даты — для подписчиков' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Оформить подписку' })).toBeVisible();
}

test('title search: word forms, exact match and paging through the results', async ({ page }) => {
  let wordForms: string[] = [];
  let wordFormsFound = 0;
  const found = async () => Number(/^Найдено: (\d+)/.exec(await searchSummary(page).innerText())?.[1]);
  await test.step('the home page hero finds the word forms and old spellings', async () => {
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Поиск по названию', exact: true });
    await hero.getByLabel('Поиск по названию').fill(QUERIES.title);
    await hero.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/searchByTitle/${QUERIES.title}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск по названию' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`По запросу «${QUERIES.title}»`);
    await expect(page).toHaveTitle(new RegExp(`«${QUERIES.title}» — поиск по названию`));
    await expect(searchSummary(page)).toHaveText(/^Найдено: \d+ · страница 1 из [2-9]\d*$/);
    await expect(resultCards(page)).toHaveCount(10);
    wordForms = await resultTitles(page);
    wordFormsFound = await found();
    // 'Пушкин', 'Пушкине', 'Пушкину'... and the author line: not only the form typed.
    const cards = await resultCards(page).allInnerTexts();
    expect(cards.every((text) => /Пушкин/i.test(text))).toBe(true);
    expect(wordForms.some((title) => !QUERIES.titleExactForm.test(title))).toBe(true);
    await expectHiddenPricesAndDates(page);
    await shot(page, 'archive-title-results');
  });

  await test.step('next, last and first page', async () => {
    const summary = await searchSummary(page).innerText();
    const totalPages = Number(/из (\d+)/.exec(summary)?.[1]);
    const nav = pagination(page);
    await expect(nav.getByRole('button', { name: 'Страница 1, текущая' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Первая страница' })).toBeDisabled();

    await nav.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(searchSummary(page)).toContainText(`страница 2 из ${totalPages}`);
    await expect(nav.getByRole('button', { name: 'Страница 2, текущая' })).toBeVisible();
    const second = await resultTitles(page);
    expect(second).not.toEqual(wordForms);

    await nav.getByRole('button', { name: 'Последняя страница' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}\\b`));
    await expect(searchSummary(page)).toContainText(`страница ${totalPages} из ${totalPages}`);
    await expect(nav.getByRole('button', { name: 'Последняя страница' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await shot(page, 'archive-title-last-page');

    await nav.getByRole('button', { name: 'Первая страница' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
    await expect(searchSummary(page)).toContainText(`страница 1 из ${totalPages}`);
    expect(await resultTitles(page)).toEqual(wordForms);

    // The browser's back button returns to the last page visited.
    await page.goBack();
    await expect(searchSummary(page)).toContainText(`страница ${totalPages} из ${totalPages}`);
    await page.goForward();
    await expect(searchSummary(page)).toContainText(`страница 1 из ${totalPages}`);
  });

  await test.step('«Точное совпадение» keeps only this word form', async () => {
    const refine = page.getByRole('search', { name: 'Поиск по названию', exact: true });
    await expect(refine.getByLabel('Поиск по названию')).toHaveValue(QUERIES.title);
    await refine.getByRole('checkbox', { name: 'Точное совпадение' }).check();
    await refine.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/[?&]exactPhrase=true\b/);
    await expect(page.getByRole('main')).toContainText(`По запросу «${QUERIES.title}» — точное совпадение`);
    await expect(searchSummary(page)).toHaveText(/^Найдено: \d+/);
    const exact = await resultTitles(page);
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((title) => QUERIES.titleExactForm.test(title))).toBe(true);
    expect(exact.length).toBeLessThan(wordForms.length);
    await expect(refine.getByRole('checkbox', { name: 'Точное совпадение' })).toBeChecked();
  });

  await test.step('the category filter narrows the word-form search', async () => {
    const refine = page.getByRole('search', { name: 'Поиск по названию', exact: true });
    await refine.getByRole('checkbox', { name: 'Точное совпадение' }).uncheck();
    await refine.getByRole('combobox', { name: 'Категории' }).click();
    await page.getByRole('option', { name: QUERIES.titleCategory, exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(refine.getByRole('button', { name: QUERIES.titleCategory })).toBeVisible();
    // Nothing on the page names the filter: the answer to the filtered request tells the new results.
    const answer = page.waitForResponse(
      (response) => response.url().includes('/api/books/searchByTitle') && response.url().includes('categoryIds='),
    );
    await refine.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/[?&]categoryIds=\d+/);
    // The list shows this answer once it holds as many cards (the exact-form results before it were fewer).
    const { items } = (await (await answer).json()) as { items: unknown[] };
    await expect(resultCards(page)).toHaveCount(items.length);
    const titles = await resultTitles(page);
    expect(await found()).toBeLessThan(wordFormsFound);
    const chips = resultCards(page).getByRole('link', { name: `Категория: ${QUERIES.titleCategory}`, exact: true });
    await expect(chips).toHaveCount(titles.length);
  });

  await test.step('a search that finds nothing says so', async () => {
    const refine = page.getByRole('search', { name: 'Поиск по названию', exact: true });
    await refine.getByLabel('Поиск по названию').fill(QUERIES.nothing);
    await refine.getByLabel('Поиск по названию').press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Ничего не найдено.');
    await expect(resultCards(page)).toHaveCount(0);
    await expect(pagination(page)).toHaveCount(0);
    await shot(page, 'archive-nothing-found');
  });
});

test('description search from the home page; a seller from a seller chip', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Расширенный поиск', exact: true });
  await section.getByRole('button', { name: /^Поиск по описанию/ }).click();
  const form = section.getByRole('search', { name: 'Поиск по описанию', exact: true });
  await form.getByLabel('Поиск по описанию').fill(QUERIES.description);
  await form.getByRole('button', { name: 'Найти' }).click();

  await expect(page).toHaveURL(
    (url) =>
      decodeURIComponent(url.pathname) === `/searchByDescription/${QUERIES.description}` &&
      url.searchParams.get('exactPhrase') === 'false',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по описанию' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`По запросу «${QUERIES.description}»`);
  await expect(searchSummary(page)).toHaveText(/^Найдено: \d+/);
  await expectHiddenPricesAndDates(page);
  await shot(page, 'archive-description-results');

  const sellerChip = resultCards(page)
    .first()
    .getByRole('link', { name: /^Все лоты продавца / });
  const seller = ((await sellerChip.getAttribute('aria-label')) ?? '').replace('Все лоты продавца ', '');
  await sellerChip.click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/searchBySeller/${seller}`);
  await expect(page.getByRole('heading', { level: 1, name: `Продавец: ${seller}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Все проданные лоты этого продавца, новые первыми');
  await expect(searchSummary(page)).toHaveText(/^Найдено: \d+/);
  const chips = resultCards(page).getByRole('link', { name: /^Все лоты продавца / });
  await expect(chips.first()).toBeVisible();
  for (const label of await chips.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))) {
    expect(label).toBe(`Все лоты продавца ${seller}`);
  }
  await shot(page, 'archive-seller-results');
});

test('a category from /categories and from a chip', async ({ page }) => {
  await page.goto('/');
  const nav = await openMainNav(page);
  await nav.getByRole('link', { name: 'Каталог', exact: true }).click();
  await expect(page).toHaveURL('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог категорий' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(breadcrumb).toContainText('Главная');
  await expect(breadcrumb).toContainText('Каталог');

  const card = page.getByRole('link', { name: new RegExp(`^${QUERIES.category}`) });
  await expect(card).toContainText(/Лотов: \d+/);
  await page.getByLabel('Найти категорию').fill('классика в советских');
  await expect(page.getByRole('main').getByRole('link', { name: /Лотов: \d+/ })).toHaveCount(1);
  await shot(page, 'archive-categories-filtered');
  await card.click();

  await expect(page).toHaveURL(/\/searchByCategory\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: QUERIES.category })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(trail.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('link', { name: 'Каталог категорий' })).toHaveAttribute('href', '/categories');
  await expect(trail.getByText(QUERIES.category, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(searchSummary(page)).toHaveText(/^Найдено: \d+ · страница 1 из \d+$/);
  const chips = resultCards(page).getByRole('link', { name: `Категория: ${QUERIES.category}`, exact: true });
  await expect(chips).toHaveCount(await resultCards(page).count());
  await expectHiddenPricesAndDates(page);
  await shot(page, 'archive-category-results');
  const categoryUrl = page.url();

  // Another lot's category chip leads to that category's search.
  await page.goto(`/searchByTitle/${encodeURIComponent(QUERIES.bookTitleQuery)}`);
  const book = resultCard(page, QUERIES.bookTitle);
  const chip = book.getByRole('link', { name: /^Категория: / });
  const name = ((await chip.getAttribute('aria-label')) ?? '').replace('Категория: ', '');
  await chip.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/searchByCategory\/\d+$/);
  expect(page.url()).not.toBe(categoryUrl);
  await expect(resultCard(page, QUERIES.bookTitle)).toBeVisible();

  await page.getByRole('link', { name: 'Ко всем категориям' }).click();
  await expect(page).toHaveURL('/categories');
});

test('a price-range search without a subscription shows the total, two titles and a subscribe prompt', async ({
  page,
}) => {
  const { min, max } = QUERIES.priceRange;
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Расширенный поиск', exact: true });
  await section.getByRole('button', { name: /^Поиск по цене/ }).click();
  const form = section.getByRole('search', { name: 'Поиск по цене', exact: true });
  await form.getByLabel('Цена от').fill(String(min));
  await form.getByLabel('Цена до').fill(String(max));
  await form.getByRole('button', { name: 'Найти' }).click();

  await expect(page).toHaveURL(`/searchByPriceRange/${min}/${max}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по цене' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Итоговая цена от 1\u00a0000\u00a0₽ до 5\u00a0000\u00a0₽');
  const partial = page.getByRole('region', { name: /^Найдено лотов: \d+$/ });
  await expect(partial).toBeVisible();
  await expect(partial).toContainText('Например:');
  await expect(partial.getByRole('listitem')).toHaveCount(2);
  await expect(partial).toContainText('Полный список с ценами, датами и фотографиями доступен по подписке.');
  await expect(resultCards(page)).toHaveCount(0);
  await expect(pagination(page)).toHaveCount(0);
  await shot(page, 'archive-price-partial');

  // The prompt remembers this page as the place to come back to after subscribing.
  await partial.getByRole('button', { name: 'Оформить подписку' }).click();
  await expect(page).toHaveURL('/subscription');
});

test('error states: a failed search offers a retry; empty or odd answers get the spec texts', async ({ page }) => {
  const search = `/searchByTitle/${encodeURIComponent(QUERIES.bookTitleQuery)}`;
  let answer: 'fail' | 'empty' | 'odd' | 'real' = 'fail';
  // The answers below stand in for the server's in the browser: a page the server drew would not ask.
  await drawPagesInTheBrowser(page);
  await page.route('**/api/books/searchByTitle?*', async (route) => {
    if (answer === 'real') return route.fallback();
    if (answer === 'fail') return route.fulfill({ status: 500, json: { code: 'internal', message: 'boom' } });
    return route.fulfill({ status: 200, contentType: 'application/json', body: answer === 'empty' ? '' : '{"x":1}' });
  });

  // A server failure is retried twice, then shown with a retry button.
  await page.goto(search);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Произошла ошибка при поиске книг. Попробуйте позже.');
  await shot(page, 'archive-search-failed');
  answer = 'real';
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(resultCard(page, QUERIES.bookTitle)).toBeVisible();

  answer = 'empty';
  await page.goto(`${search}?exactPhrase=true`);
  await expect(alert).toContainText('Сервер вернул пустые данные');
  answer = 'odd';
  await page.goto(`${search}?page=2`);
  await expect(alert).toContainText('Сервер вернул неожиданные данные.');

  // A refusal is not retried, so the screen shows at once (a 5xx would be retried twice first).
  await page.route('**/api/categories', (route) => route.fulfill({ status: 403, json: { code: 'x', message: 'x' } }));
  await page.goto('/categories');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Ошибка при загрузке категорий. Пожалуйста, попробуйте позже.',
  );
  await shot(page, 'archive-categories-failed');
});

test('the book page without a subscription: hidden price, date and photos, a subscribe notice', async ({ page }) => {
  await page.goto(`/searchByTitle/${encodeURIComponent(QUERIES.bookTitleQuery)}`);
  await resultCard(page, QUERIES.bookTitle)
    .getByRole('link', { name: `Подробнее: ${QUERIES.bookTitle}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: QUERIES.bookTitle })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(HIDDEN, { exact: true })).toHaveCount(2);
  await expect(main.getByText('Фотографии лота доступны только подписчикам')).toBeVisible();
  await expect(main.getByText('В архиве 3 фотографии')).toBeVisible();
  await expect(main.getByRole('img')).toHaveCount(0);
  // When the lot entered the archive dates the sale: subscribers only, so the row is not there (ADR 0050).
  await expect(main.getByText('Добавлено в архив')).toHaveCount(0);
  await expect(main.getByText('Язык', { exact: true })).toBeVisible();
  const notice = main.getByRole('alert').filter({ hasText: 'Цены и даты — для подписчиков' });
  await shot(page, 'archive-book-page-locked');
  await notice.getByRole('button', { name: 'Оформить подписку' }).click();
  await expect(page).toHaveURL('/subscription');
});
