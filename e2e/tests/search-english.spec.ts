import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  QUERIES,
  createSubscriber,
  createUser,
  pagination,
  resultCard,
  resultCards,
  searchSummary,
  useSessionOf,
  waitForDemoArchive,
  waitForOriginalInViewer,
  type ApiUser,
} from './catalogue-support.ts';
import { chooseLanguage, openMainNav, shot } from './support.ts';

/**
 * The archive's key flows in English, switched with the header's RU/EN select: the guest alert, a user
 * without a subscription (hidden prices, paging, categories, the partial price view) and a subscriber
 * (prices, the book page and the zoom viewer). The lots themselves stay Russian.
 */

let user: ApiUser;
let subscriber: ApiUser;

test.beforeAll(async () => {
  await waitForDemoArchive();
  [user, subscriber] = await Promise.all([createUser('archive-en'), createSubscriber('archive-en-sub')]);
});

async function openHomeInEnglish(page: Page): Promise<void> {
  await page.goto('/');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Raritet' })).toBeVisible();
}

async function searchTitleFromHero(page: Page, query: string): Promise<void> {
  const hero = page.getByRole('search', { name: 'Search by title', exact: true });
  await hero.getByLabel('Search by title').fill(query);
  await hero.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search by title' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`For “${query}”`);
}

test('a guest gets the English alert on the description and price searches', async ({ page }) => {
  await openHomeInEnglish(page);
  const section = page.getByRole('region', { name: 'Advanced search', exact: true });

  await section.getByRole('button', { name: /^Search by description/ }).click();
  const description = section.getByRole('search', { name: 'Search by description', exact: true });
  await expect(description.getByRole('button', { name: 'Search' })).toBeDisabled();
  await description.getByLabel('Search by description').fill(QUERIES.description);
  await description.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please log in to perform searches.' })).toBeVisible();

  await section.getByRole('button', { name: /^Search by price/ }).click();
  const price = section.getByRole('search', { name: 'Search by price', exact: true });
  await expect(price.getByRole('button', { name: 'Search' })).toBeDisabled();
  // The block is still opening on a slow phone-sized run: wait until the field took the value.
  await expect(price.getByLabel('Price from')).toBeEditable();
  await price.getByLabel('Price from').fill('100');
  await expect(price.getByLabel('Price from')).toHaveValue('100');
  await expect(price.getByRole('button', { name: 'Search' })).toBeEnabled();
  await price.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('#price-block-content').getByRole('alert')).toContainText(
    'Please log in to perform searches.',
  );
  await expect(page).toHaveURL('/');
  await shot(page, 'archive-en-guest-alert');
});

test('a user without a subscription searches and pages through in English', async ({ page, context }) => {
  await useSessionOf(context, user);
  await openHomeInEnglish(page);

  await test.step('title results hide prices and dates; next, last, first page', async () => {
    await searchTitleFromHero(page, QUERIES.title);
    await expect(searchSummary(page)).toHaveText(/^Found: \d+ · page 1 of \d+$/);
    const first = resultCards(page).first();
    await expect(first.getByText('Subscribers only', { exact: true })).toHaveCount(2);
    await expect(first.getByText('Final price', { exact: true })).toBeVisible();
    await expect(first.getByText('Sale date', { exact: true })).toBeVisible();
    await expect(first.getByRole('link', { name: /^Details: / })).toHaveText('Details');
    await expect(page.getByRole('alert').filter({ hasText: 'Prices and dates are for subscribers' })).toBeVisible();
    await shot(page, 'archive-en-title-results');

    // The page control in English: the Russian flow clicks through it, here one step and the labels.
    const nav = pagination(page, 'Result pages');
    const totalPages = Number(/of (\d+)$/.exec(await searchSummary(page).innerText())?.[1]);
    await expect(nav.getByRole('button', { name: 'Page 1, current' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await nav.getByRole('button', { name: 'Last page' }).click();
    await expect(searchSummary(page)).toContainText(`page ${totalPages} of ${totalPages}`);
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();

    const refine = page.getByRole('search', { name: 'Search by title', exact: true });
    await refine.getByLabel('Search by title').fill(QUERIES.nothing);
    await refine.getByRole('checkbox', { name: 'Exact match' }).check();
    await refine.getByLabel('Search by title').press('Enter');
    await expect(page.getByRole('main')).toContainText(`For “${QUERIES.nothing}” — exact match`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Nothing found.');
  });

  await test.step('a category from the catalogue', async () => {
    const nav = await openMainNav(page, { label: 'Main menu', openMenu: 'Open menu' });
    await nav.getByRole('link', { name: 'Catalogue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categories catalog' })).toBeVisible();
    await page.getByLabel('Find a category').fill('классика в советских');
    const card = page.getByRole('link', { name: new RegExp(`^${QUERIES.category}`) });
    await expect(card).toContainText(/Lots: \d+/);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: QUERIES.category })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Categories catalog' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All categories' })).toBeVisible();
    await expect(searchSummary(page)).toHaveText(/^Found: \d+/);
  });

  await test.step('the price range shows the partial view', async () => {
    const { min, max } = QUERIES.priceRange;
    await page.goto(`/searchByPriceRange/${min}/${max}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search by price' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Final price from 1\u00a0000\u00a0₽ to 5\u00a0000\u00a0₽');
    const partial = page.getByRole('region', { name: /^Lots found: \d+$/ });
    await expect(partial).toContainText('For example:');
    await expect(partial.getByRole('listitem')).toHaveCount(2);
    await expect(partial).toContainText('The full list with prices, dates and photos comes with a subscription.');
    await expect(partial.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await shot(page, 'archive-en-price-partial');
  });
});

test('a subscriber opens a lot and zooms its photo in English', async ({ page, context }) => {
  await useSessionOf(context, subscriber);
  await openHomeInEnglish(page);
  await searchTitleFromHero(page, QUERIES.bookTitleQuery);
  await expect(searchSummary(page)).toHaveText(/^Found: \d+( · page 1 of \d+)?$/);
  await expect(page.getByRole('main')).toContainText(/Requests left this month: \d+/);
  await expect(page.getByRole('main').getByText('Subscribers only')).toHaveCount(0);

  await resultCard(page, QUERIES.bookTitle)
    .getByRole('link', { name: `Details: ${QUERIES.bookTitle}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: QUERIES.bookTitle })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Final price', { exact: true })).toBeVisible();
  await expect(main.getByText('Sale date', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(main.getByText('Lot number', { exact: true })).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Photos of the lot', exact: true });
  await expect(gallery.getByRole('radiogroup', { name: 'Photo thumbnails' }).getByRole('radio')).toHaveCount(3);
  await expect(gallery.getByRole('img', { name: `${QUERIES.bookTitle} — photo 1 of 3` })).toBeVisible();
  await gallery.getByRole('button', { name: 'Open photo 1 of 3 full screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Photo 1 of 3', { exact: true })).toBeVisible();
  await waitForOriginalInViewer(viewer);
  await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  // The lightbox's zoom takes a click only once it has measured the slide, which a loaded machine may not
  // have done yet when the button turns enabled: click again until the zoom shows.
  await expect(async () => {
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await shot(page, 'archive-en-viewer', { fullPage: false });
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
  await shot(page, 'archive-en-book-page');
});
