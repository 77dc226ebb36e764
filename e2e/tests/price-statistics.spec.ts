import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import {
  QUERIES,
  createSubscriber,
  createUser,
  parseRoubles,
  resultCards,
  resultTitles,
  searchSummary,
  settledResults,
  useSessionOf,
  waitForDemoArchive,
  type ApiUser,
} from './catalogue-support.ts';
import { chooseLanguage, expectAccessible, roubles, shot } from './support.ts';

/**
 * Price statistics in the browser: the price statistics above the results (a subscriber's figures and chart, a
 * non-subscriber's invitation), the sort control kept in the address, and the book page's comparable
 * sales with the mark of a copy sold before. The figures are checked against the API's own answers.
 */

interface Stats {
  count: number;
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
  series: { period: string; median: number; count: number }[];
}

interface Lot {
  id: number;
  title: string;
  author: string | null;
  year: number | null;
  date: string;
  finalPrice: number;
}

interface ComparablesAnswer {
  items: Lot[];
  stats: Stats;
  sameCopy: Lot[];
  workStats: Stats;
  editions: { year: number | null; publisher: string | null; count: number; median: number | null; own: boolean }[];
  editionsTotal: number;
}

let user: ApiUser;
let subscriber: ApiUser;

test.beforeAll(async () => {
  await waitForDemoArchive();
  [user, subscriber] = await Promise.all([createUser('stats-user'), createSubscriber('stats-subscriber')]);
});

test.beforeEach(async ({ page }) => {
  // The charts draw at once for a visitor who asks for less motion: screenshots show them finished.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (url === undefined) throw new Error('baseURL is not configured');
  return url;
}

/** A GET of the API with `token`'s session (the administrator's for the set-up searches). */
async function apiGet<T>(path: string, token: string): Promise<T> {
  const api = await playwrightRequest.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  try {
    const response = await api.get(`/api${path}`);
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  } finally {
    await api.dispose();
  }
}

async function adminToken(): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const response = await api.post('/api/auth/login', { data: ADMIN });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { token: string }).token;
  } finally {
    await api.dispose();
  }
}

let resold: { book: Lot; comparables: ComparablesAnswer } | undefined;

/**
 * A demo lot that is a later sale of an earlier lot's copy (the demo archive resells about 0.5% of its
 * lots): every lot by price, grouped by title, author and year; the latest sale of a group whose
 * comparables name an earlier sale of the same copy.
 */
async function findResoldCopy(): Promise<{ book: Lot; comparables: ComparablesAnswer }> {
  if (resold !== undefined) return resold;
  const token = await adminToken();
  const groups = new Map<string, Lot[]>();
  for (let page = 1; ; page += 1) {
    const answer = await apiGet<{ items: Lot[]; totalPages: number }>(
      `/books/searchByPriceRange?minPrice=0&maxPrice=1000000000&pageSize=50&page=${page}`,
      token,
    );
    for (const lot of answer.items) {
      const key = `${lot.title}|${lot.author}|${lot.year}`;
      groups.set(key, [...(groups.get(key) ?? []), lot]);
    }
    if (page >= answer.totalPages) break;
  }
  const candidates = [...groups.values()]
    .filter((lots) => lots.length > 1)
    .map((lots) => [...lots].sort((a, b) => b.date.localeCompare(a.date))[0]!);
  for (const book of candidates) {
    const comparables = await apiGet<ComparablesAnswer>(`/books/${book.id}/comparables`, token);
    if (comparables.sameCopy.some((sale) => sale.date < book.date)) {
      resold = { book, comparables };
      return resold;
    }
  }
  throw new Error(`no resold copy among ${candidates.length} candidates`);
}

/**
 * A full-page screenshot from the top: scrolled down, the sticky header would be drawn over the middle of
 * the page.
 */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shot(page, name);
}

function statisticsBlock(page: Page, name = 'Статистика цен'): Locator {
  return page.getByRole('main').getByRole('region', { name, exact: true });
}

async function openTitleSearch(page: Page, query: string = QUERIES.title, search = ''): Promise<void> {
  await page.goto(`/searchByTitle/${encodeURIComponent(query)}${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settledResults(page);
}

/** The card prices of the current result page, in order. */
async function pagePrices(page: Page): Promise<number[]> {
  await settledResults(page);
  return (await resultCards(page).getByText(/₽$/).allInnerTexts()).map(parseRoubles);
}

/** The card sale dates of the current result page, in order, as yyyy-mm-dd for comparing. */
async function pageDates(page: Page): Promise<string[]> {
  await settledResults(page);
  const dates = await resultCards(page)
    .getByText(/^\d{2}\.\d{2}\.\d{4}$/)
    .allInnerTexts();
  return dates.map((date) => date.split('.').reverse().join('-'));
}

function isSorted(values: readonly (number | string)[], direction: 'asc' | 'desc'): boolean {
  return values.every((value, index) => {
    if (index === 0) return true;
    const previous = values[index - 1]!;
    return direction === 'asc' ? previous <= value : previous >= value;
  });
}

test('a subscriber sees the figures of every match and the chart of the median over time', async ({
  page,
  context,
}) => {
  await useSessionOf(context, subscriber);
  const expected = await apiGet<Stats>(
    `/books/searchByTitle/stats?title=${encodeURIComponent(QUERIES.title)}`,
    subscriber.token,
  );
  expect(expected.count).toBeGreaterThan(10);
  await openTitleSearch(page);

  const block = statisticsBlock(page);
  await expect(block.getByTestId('stats-count')).toHaveText(`Продано: ${expected.count}`);
  await expect(block.getByTestId('stats-median')).toHaveText(roubles(expected.median));
  await expect(block.getByTestId('stats-middle-half')).toContainText(
    `${roubles(expected.p25)} – ${roubles(expected.p75)}`,
  );
  await expect(block.getByTestId('stats-min')).toHaveText(roubles(expected.min));
  await expect(block.getByTestId('stats-max')).toHaveText(roubles(expected.max));
  // Every match, not the page: the summary under the block counts the same lots.
  await expect(searchSummary(page)).toContainText(`Найдено: ${expected.count}`);

  await test.step('the chart arrives in its own chunk and draws a point per period', async () => {
    const figure = block.getByRole('figure', { name: /^Медианная цена по (годам|кварталам)$/ });
    await expect(figure.locator('svg').first()).toBeVisible();
    await expect(block.getByTestId('stats-chart-loading')).toHaveCount(0);
    await expect(figure).toContainText('Медиана, ₽');
    await expect(figure).toContainText('Продано, шт.');
    await expect(figure.locator('.MuiLineChart-mark')).toHaveCount(expected.series.length);
    await expect(block.getByRole('figure', { name: 'Сколько продано по ценам' }).locator('svg').first()).toBeVisible();
  });

  await test.step('the same points, with their counts, as a table', async () => {
    await block.getByText('Показать таблицей').click();
    const table = block.getByRole('table', { name: /^Медианная цена по/ });
    await expect(table.getByRole('row')).toHaveCount(expected.series.length + 1);
    const last = expected.series.at(-1)!;
    await expect(table.getByRole('row').last()).toContainText(roubles(last.median));
    await block.getByText('Показать таблицей').click();
  });

  await expectAccessible(page, 'title search with price statistics');
  await pageShot(page, 'price-statistics-subscriber');
});

test('without a subscription the block says statistics exist and invites to subscribe, without a figure', async ({
  page,
  context,
}) => {
  await useSessionOf(context, user);
  const statsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/stats')) statsCalls.push(request.url());
  });
  await openTitleSearch(page);

  const block = statisticsBlock(page);
  const found = /^Найдено: (\d+)/.exec(await searchSummary(page).innerText())?.[1];
  await expect(block.getByTestId('stats-count')).toHaveText(`Продано: ${found}`);
  await expect(block.getByTestId('stats-blurred-chart')).toBeVisible();
  await expect(block).toContainText('Медиана, разброс и динамика цен по всем найденным лотам — для подписчиков.');
  await expect(block).not.toContainText('₽');
  await expect(block.getByTestId('stats-median')).toHaveCount(0);
  // The price orders are there, disabled, with the reason.
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  await expect(sort.locator('option[value="price_desc"]')).toBeDisabled();
  await expect(page.getByText('Сортировка по цене — для подписчиков')).toBeVisible();
  expect(statsCalls, 'no statistics call without a subscription').toEqual([]);
  await expectAccessible(page, 'title search with the statistics invitation');
  await pageShot(page, 'price-statistics-invitation');

  await test.step('in English', async () => {
    await chooseLanguage(page, 'en');
    const english = statisticsBlock(page, 'Price statistics');
    await expect(english.getByTestId('stats-count')).toHaveText(`Sold: ${found}`);
    await expect(english).toContainText('are for subscribers');
    // A title search's default order is relevance (ADR 0044).
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await pageShot(page, 'price-statistics-invitation-en');
    await english.getByRole('link', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

test('the sort control orders the results, keeps the order in the address and survives a reload', async ({
  page,
  context,
}) => {
  await useSessionOf(context, subscriber);
  await openTitleSearch(page);
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  // A title search's default order is relevance (ADR 0044); newest first is asked for by name.
  await expect(sort).toHaveValue('relevance');
  expect(await sort.locator('option').allInnerTexts()).toEqual([
    'Сначала новые',
    'Сначала старые',
    'Сначала дорогие',
    'Сначала дешёвые',
    'По релевантности',
  ]);
  await sort.selectOption('newest');
  await expect(page).toHaveURL(/\?sort=newest$/);
  await expect.poll(async () => isSorted(await pageDates(page), 'desc')).toBe(true);

  await test.step('cheapest first, on page 1 and on page 2', async () => {
    await sort.selectOption('price_asc');
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    await expect.poll(async () => isSorted(await pagePrices(page), 'asc')).toBe(true);
    const firstPage = await pagePrices(page);
    await page
      .getByRole('navigation', { name: 'Страницы результатов', exact: true })
      .getByRole('button', { name: 'Следующая страница' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    // The address changes before the page draws its next state: wait for the page's own count.
    await expect(searchSummary(page)).toContainText('страница 2 из');
    const secondPage = await pagePrices(page);
    expect(isSorted(secondPage, 'asc')).toBe(true);
    expect(secondPage[0]!).toBeGreaterThanOrEqual(firstPage.at(-1)!);
  });

  await test.step('a reload (or a shared link) shows the same order and page', async () => {
    const titles = await resultTitles(page);
    await page.reload();
    await expect(sort).toHaveValue('price_asc');
    expect(await resultTitles(page)).toEqual(titles);
  });

  await test.step('a new order starts again at page 1', async () => {
    await sort.selectOption('price_desc');
    await expect(page).toHaveURL(/\?sort=price_desc$/);
    await expect.poll(async () => isSorted(await pagePrices(page), 'desc')).toBe(true);
    await sort.selectOption('oldest');
    await expect(page).toHaveURL(/\?sort=oldest$/);
    await expect.poll(async () => isSorted(await pageDates(page), 'asc')).toBe(true);
    await pageShot(page, 'price-statistics-sorted');
  });

  await test.step('relevance only on the text searches', async () => {
    await page.goto(`/searchBySeller/${encodeURIComponent((await firstSeller(page)) ?? '')}`);
    await settledResults(page);
    await expect(sort.locator('option')).toHaveCount(4);
    await expect(sort.locator('option[value="relevance"]')).toHaveCount(0);
  });
});

async function firstSeller(page: Page): Promise<string | null> {
  await page.goto(`/searchByTitle/${encodeURIComponent(QUERIES.title)}`);
  await settledResults(page);
  const href = await resultCards(page).first().locator('a[href^="/searchBySeller/"]').first().getAttribute('href');
  return href === null ? null : decodeURIComponent(href.replace('/searchBySeller/', ''));
}

test('the book page lists comparable sales with their statistics and marks a copy sold before @layout', async ({
  page,
  context,
}) => {
  await useSessionOf(context, subscriber);
  const { book, comparables } = await findResoldCopy();
  const earlier = comparables.sameCopy.filter((sale) => sale.date < book.date);
  await page.goto(`/books/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();

  const section = page.getByRole('region', { name: 'Похожие продажи', exact: true });
  const note = section.getByRole('note');
  await expect(note).toContainText('Этот экземпляр продавался раньше');
  for (const sale of earlier) {
    // Accessible names read the no-break space of a price as a plain one.
    const link = note.getByRole('link', {
      name: new RegExp(`— ${roubles(sale.finalPrice).replace('\u00a0', ' ')}$`),
    });
    await expect(link).toHaveAttribute('href', `/books/${sale.id}`);
  }

  const list = section.getByRole('list', { name: 'Продажи того же произведения' });
  await expect(list.getByRole('listitem')).toHaveCount(comparables.items.length);
  await expect(list.getByRole('listitem').first()).toContainText(roubles(comparables.items[0]!.finalPrice));
  await expect(list.getByText('этот экземпляр', { exact: true })).toHaveCount(comparables.sameCopy.length);

  // The whole work's figures, not the twenty listed sales'.
  const stats = section.getByRole('region', { name: 'Цены всех продаж произведения' });
  await expect(stats.getByTestId('stats-median')).toHaveText(roubles(comparables.workStats.median));
  await expect(stats.getByTestId('stats-count')).toHaveText(`Продано: ${comparables.workStats.count}`);

  // The editions: one row each, the book's own marked; the resold copy's edition has its earlier sale.
  const editions = section.getByRole('table', { name: 'Продажи произведения по изданиям' });
  await expect(editions.getByRole('row')).toHaveCount(comparables.editions.length + 1);
  const own = comparables.editions.find((edition) => edition.own)!;
  expect(own.count).toBeGreaterThanOrEqual(earlier.length);
  const ownRow = editions.getByTestId('own-edition');
  await expect(ownRow).toContainText('это издание');
  await expect(ownRow).toContainText(String(own.year ?? 'год не указан'));
  await expect(ownRow.getByTestId('edition-median')).toHaveText(roubles(own.median!));
  // Wide enough at 375 px: the table does not push the page sideways.
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow).toBe(0);
  await expect(stats.getByRole('figure').locator('svg').first()).toBeVisible();
  await expectAccessible(page, 'book page with comparable sales');
  await pageShot(page, 'price-statistics-comparables');

  await test.step('the earlier sale opens from the mark', async () => {
    await note.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/books/${earlier[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  await test.step('in English', async () => {
    await page.goto(`/books/${book.id}`);
    await chooseLanguage(page, 'en');
    const english = page.getByRole('region', { name: 'Comparable sales', exact: true });
    await expect(english.getByRole('note')).toContainText('This copy was sold before');
    const englishStats = english.getByRole('region', { name: 'Prices of all sales of this work' });
    const englishEditions = english.getByRole('table', { name: 'Sales of the work by edition' });
    await expect(englishEditions.getByTestId('own-edition')).toContainText('this edition');
    await expect(englishEditions.getByRole('row').first()).toHaveText('YearPublisherSoldMedian');
    await expect(
      englishStats
        .getByRole('figure', { name: 'Median price by quarter' })
        .or(englishStats.getByRole('figure', { name: 'Median price by year' })),
    ).toBeVisible();
    // The chart draws again in the new language once its texts have arrived.
    await expect(englishStats.getByTestId('stats-chart-loading')).toHaveCount(0);
    await expect(englishStats.getByRole('figure').locator('svg').first()).toBeVisible();
    await pageShot(page, 'price-statistics-comparables-en');
  });
});

test('a book page without a subscription says what the comparable sales would show', async ({ page, context }) => {
  await useSessionOf(context, user);
  await openTitleSearch(page, QUERIES.bookTitleQuery);
  await resultCards(page).first().getByRole('link').first().click();
  const section = page.getByRole('region', { name: 'Похожие продажи', exact: true });
  await expect(section).toContainText('Другие продажи этого произведения и статистика их цен видны подписчикам.');
  await expect(section).not.toContainText('₽');
});
