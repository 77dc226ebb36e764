import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  QUERIES,
  createSubscriber,
  parseRoubles,
  resultCard,
  resultCards,
  searchSummary,
  useSessionOf,
  waitForDemoArchive,
  waitForOriginalInViewer,
  type ApiUser,
} from './catalogue-support.ts';
import { shot } from './support.ts';

/**
 * A subscriber (a month of the cheapest plan, given through the admin API) sees prices, dates and covers,
 * opens a lot, flips through its photos and zooms one in the full-screen viewer.
 */

let subscriber: ApiUser;

test.beforeAll(async () => {
  await waitForDemoArchive();
  subscriber = await createSubscriber('archive-subscriber');
});

test.beforeEach(async ({ context }) => {
  await useSessionOf(context, subscriber);
});

/**
 * Resolves once the image has arrived and been decoded. A cover is lazy: it loads only near the screen, so
 * the image is scrolled to as a reader would (on a phone a card may sit below the fold in relevance order).
 */
async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
}

/** The transform the zoom plugin puts on the slide on screen: "scale(z) translateX(x) translateY(y)". */
async function currentSlideTransform(page: Page): Promise<{ zoom: number; x: number; y: number }> {
  const style = await page.locator('.yarl__slide_current .yarl__slide_wrapper').getAttribute('style');
  const number = (pattern: RegExp) => Number(pattern.exec(style ?? '')?.[1] ?? 'NaN');
  return {
    zoom: number(/scale\(([\d.]+)\)/),
    x: number(/translateX\((-?[\d.]+)px\)/),
    y: number(/translateY\((-?[\d.]+)px\)/),
  };
}

test('a subscriber sees prices and covers, opens a lot and zooms into its photos', async ({ page }) => {
  await test.step('results show prices, dates, covers and the requests left', async () => {
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Поиск по названию', exact: true });
    await hero.getByLabel('Поиск по названию').fill(QUERIES.bookTitleQuery);
    await hero.getByLabel('Поиск по названию').press('Enter');
    await expect(searchSummary(page)).toHaveText(/^Найдено: \d+( · страница 1 из \d+)?$/);
    await expect(page.getByRole('main')).toContainText(/Осталось запросов в этом месяце: \d+/);
    await expect(page.getByRole('main').getByText('Только для подписчиков')).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Цены и даты — для подписчиков' })).toHaveCount(0);
    const card = resultCard(page, QUERIES.bookTitle);
    await expect(card.getByText(/^\d{1,3}(\s\d{3})*\s₽$/)).toBeVisible();
    await expect(card.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    const cover = card.locator('img');
    await expectLoadedImage(cover);
    // By a signed address (no bearer token needed), chosen from the thumbnails, loaded when near the screen.
    await expect(cover).toHaveAttribute('src', /^\/api\/books\/\d+\/images\/[^?]+\?size=320&exp=\d+&sig=[\w-]+$/);
    await expect(cover).toHaveAttribute('srcset', /size=160&.+ 160w, .+size=320&.+ 320w, .+size=640&.+ 640w$/);
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await shot(page, 'archive-subscriber-results');
  });

  await test.step('the covers are cached by the browser: a reload takes them from its cache', async () => {
    const card = resultCard(page, QUERIES.bookTitle);
    const before = await card.locator('img').evaluate((element) => (element as { currentSrc: string }).currentSrc);
    await page.reload();
    const cover = resultCard(page, QUERIES.bookTitle).locator('img');
    await expectLoadedImage(cover);
    const after = await cover.evaluate((element) => (element as { currentSrc: string }).currentSrc);
    // Addresses change on the hour (ADR 0033): a reload that straddles it rightly fetches the new one.
    const transferred =
      after === before
        ? await page.evaluate(
            `performance.getEntriesByName(${JSON.stringify(after)}).map((entry) => entry.transferSize)`,
          )
        : [0];
    expect(transferred).toEqual([0]);
  });

  await test.step('«Подробнее» opens the book page with its facts', async () => {
    const card = resultCard(page, QUERIES.bookTitle);
    const price = await card.getByText(/₽$/).innerText();
    await card.getByRole('link', { name: `Подробнее: ${QUERIES.bookTitle}` }).click();
    await expect(page).toHaveURL(/\/books\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: QUERIES.bookTitle })).toBeVisible();
    await expect(page).toHaveTitle(`${QUERIES.bookTitle} — Раритет`);
    const main = page.getByRole('main');
    await expect(main.getByText(price, { exact: true })).toBeVisible();
    await expect(main.getByText('Только для подписчиков')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^Все лоты продавца / })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Описание' })).toBeVisible();
  });

  const gallery = page.getByRole('region', { name: 'Фотографии лота', exact: true });
  await test.step('the gallery: the main photo and thumbnails', async () => {
    const main = gallery.getByRole('img', { name: `${QUERIES.bookTitle} — фото 1 из 3` });
    await expectLoadedImage(main);
    // The page's largest picture: asked for at once and first.
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    const thumbnails = gallery.getByRole('radiogroup', { name: 'Миниатюры фотографий' }).getByRole('radio');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.first()).toHaveAttribute('aria-checked', 'true');
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expectLoadedImage(gallery.getByRole('img', { name: `${QUERIES.bookTitle} — фото 2 из 3` }));
    await shot(page, 'archive-book-page');
  });

  const viewer = page.getByRole('dialog', { name: 'Просмотр фотографий' });
  await test.step('the full-screen viewer zooms in by button and keyboard, moves and closes', async () => {
    const open = gallery.getByRole('button', { name: 'Открыть фото 2 из 3 в полноэкранном режиме' });
    await open.click();
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('group', { name: 'Фото 2 из 3' })).toBeVisible();
    await expect(viewer.getByText('Фото 2 из 3', { exact: true })).toBeVisible();
    await waitForOriginalInViewer(viewer);

    const zoomIn = viewer.getByRole('button', { name: 'Увеличить' });
    const zoomOut = viewer.getByRole('button', { name: 'Уменьшить' });
    await expect(zoomIn).toBeEnabled();
    await expect(zoomOut).toBeDisabled();
    await zoomIn.click();
    // Each step multiplies the zoom by 1.2.
    await expect.poll(async () => (await currentSlideTransform(page)).zoom).toBeCloseTo(1.2, 5);
    await expect(zoomOut).toBeEnabled();
    await page.keyboard.press('+');
    await expect.poll(async () => (await currentSlideTransform(page)).zoom).toBeCloseTo(1.44, 5);

    // Zoomed in, the arrow keys move the picture instead of changing the photo. A portrait photo overflows
    // the screen upwards on a wide screen and sideways on a phone; the move stops at the picture's edge.
    const before = await currentSlideTransform(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(async () => {
        const after = await currentSlideTransform(page);
        return after.x !== before.x || after.y !== before.y;
      })
      .toBe(true);
    await expect(viewer.getByRole('group', { name: 'Фото 2 из 3' })).toBeVisible();
    await shot(page, 'archive-viewer-zoomed', { fullPage: false });

    await viewer.getByRole('button', { name: 'Закрыть' }).click();
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
  });

  await test.step('Escape closes the viewer too; the next photo button changes the photo', async () => {
    await gallery.getByRole('button', { name: /^Открыть фото 2 из 3/ }).click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Следующее фото' }).click();
    await expect(viewer.getByText('Фото 3 из 3', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The gallery follows the photo last seen in the viewer.
    await expect(gallery.getByRole('button', { name: /^Открыть фото 3 из 3/ })).toBeFocused();
  });
});

test('the zoom survives the original picture replacing the stand-in', async ({ page }) => {
  // The originals (no `size`) wait until the test lets them through: the viewer opens on the stand-in.
  let releaseOriginals = () => {};
  const originalsReleased = new Promise<void>((resolve) => (releaseOriginals = resolve));
  await page.route(
    (url) => /^\/api\/books\/\d+\/images\/[^/]+$/.test(url.pathname) && !url.searchParams.has('size'),
    async (route) => {
      await originalsReleased;
      await route.continue();
    },
  );

  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Поиск по названию', exact: true });
  await hero.getByLabel('Поиск по названию').fill(QUERIES.bookTitleQuery);
  await hero.getByLabel('Поиск по названию').press('Enter');
  await resultCard(page, QUERIES.bookTitle)
    .getByRole('link', { name: `Подробнее: ${QUERIES.bookTitle}` })
    .click();
  const gallery = page.getByRole('region', { name: 'Фотографии лота', exact: true });
  await expectLoadedImage(gallery.getByRole('img', { name: `${QUERIES.bookTitle} — фото 1 из 3` }));

  await gallery.getByRole('button', { name: 'Открыть фото 1 из 3 в полноэкранном режиме' }).click();
  const viewer = page.getByRole('dialog', { name: 'Просмотр фотографий' });
  const image = viewer.locator('.yarl__slide_current img');
  await expectLoadedImage(image);
  const naturalWidth = () => image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth);
  expect(await naturalWidth()).toBeLessThanOrEqual(640);

  await viewer.getByRole('button', { name: 'Увеличить' }).click();
  await expect.poll(async () => (await currentSlideTransform(page)).zoom).toBeCloseTo(1.2, 5);

  releaseOriginals();
  await waitForOriginalInViewer(viewer);
  await expect.poll(async () => (await currentSlideTransform(page)).zoom).toBeCloseTo(1.2, 5);
  // The zoom goes on from there.
  await page.keyboard.press('+');
  await expect.poll(async () => (await currentSlideTransform(page)).zoom).toBeCloseTo(1.44, 5);
});

test('a subscriber sees the whole price range with prices inside it', async ({ page }) => {
  const { min, max } = QUERIES.priceRange;
  await page.goto(`/searchByPriceRange/${min}/${max}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по цене' })).toBeVisible();
  await expect(searchSummary(page)).toHaveText(/^Найдено: [\d\s]+ · страница 1 из \d+$/);
  await expect(page.getByRole('region', { name: /^Найдено лотов/ })).toHaveCount(0);
  await expect(resultCards(page)).toHaveCount(10);
  const prices = await resultCards(page).getByText(/₽$/).allInnerTexts();
  expect(prices).toHaveLength(10);
  for (const price of prices) {
    expect(parseRoubles(price)).toBeGreaterThanOrEqual(min);
    expect(parseRoubles(price)).toBeLessThanOrEqual(max);
  }
  await shot(page, 'archive-price-results');
});

test('an unknown book shows «Книга не найдена»', async ({ page }) => {
  await page.goto('/books/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Книга не найдена' })).toBeVisible();
  await shot(page, 'archive-book-not-found');
});
