import type { Page } from '@playwright/test';
import { PRICE_PREVIEW_DAILY_LIMIT } from '@raritet/contracts/archive';
import { formatMessage } from '@raritet/contracts/messages';
import { QUERIES, createUser, useSessionOf, waitForDemoArchive } from './catalogue-support.ts';
import { expect, test } from './fixtures.ts';
import { chooseLanguage, drawPagesInTheBrowser, shot } from './support.ts';

/**
 * Price-range previews of a user without a subscription (ADR 0013): a narrow range names no lots, and
 * once today's previews are used up the result page shows the server's invitation to subscribe.
 */

/** The search itself, not its statistics (`…/searchByPriceRange/stats`), which the page asks for beside it. */
const isPreview = (url: URL) => url.pathname === '/api/books/searchByPriceRange';

/**
 * Answers the page's price-range searches from now on with the server's refusal once today's previews are
 * used up: every one, as the server would (a search that failed before the page's code arrived is asked
 * again as the page mounts). The same status, code, header and message (formatMessage over the shared
 * catalogue) the server sends, in the language the page asked in. The real allowance is 20 ×
 * RATE_LIMIT_SCALE (2,000 here): using it up takes half a minute per project, and the server's integration
 * tests (non-subscribers) already check that the 21st search at scale 1 gets this answer.
 */
async function refusePreviews(page: Page): Promise<void> {
  // Asked by the browser, so the page must be drawn there: a page the server drew would not ask.
  await drawPagesInTheBrowser(page);
  await page.route(isPreview, async (route) => {
    const language = route.request().headers()['accept-language'] === 'en' ? 'en' : 'ru';
    await route.fulfill({
      status: 429,
      headers: { 'retry-after': '3600' },
      json: {
        code: 'price_preview_limit',
        message: formatMessage('price_preview_limit', language, { limit: PRICE_PREVIEW_DAILY_LIMIT }),
      },
    });
  });
}

async function storedReturnTarget(page: Page): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = origins.find((item) => item.origin === new URL(page.url()).origin);
  return origin?.localStorage.find((item) => item.name === 'subscriptionReturnTarget')?.value ?? null;
}

test("a non-subscriber's previews: a narrow range names no lots; used up, they invite to subscribe", async ({
  page,
  context,
}) => {
  await waitForDemoArchive();
  const user = await createUser('preview');
  await useSessionOf(context, user);
  const { min, max } = QUERIES.priceRange;
  const resultPath = `/searchByPriceRange/${min}/${max}`;

  await test.step('a range under 20% wide shows the count and the prompt, and says why no titles', async () => {
    await page.goto(`/searchByPriceRange/${min}/${Math.round(min * 1.19)}`);
    const partial = page.getByRole('region', { name: /^Найдено лотов: [1-9]\d*$/ });
    await expect(partial).toBeVisible();
    await expect(partial.getByRole('listitem')).toHaveCount(0);
    await expect(partial).not.toContainText('Например:');
    await expect(partial).toContainText(
      'Названия лотов без подписки показываются, когда верхняя цена диапазона хотя бы на 20% выше нижней.',
    );
    await expect(partial.getByRole('button', { name: 'Оформить подписку' })).toBeVisible();
    await shot(page, 'price-preview-narrow');
  });

  await test.step("the result page shows the server's message and a subscribe button that comes back", async () => {
    await refusePreviews(page);
    await page.goto(resultPath);
    const notice = page.getByRole('main').getByRole('alert');
    await expect(notice).toContainText('Поиски по цене без подписки на сегодня закончились');
    await expect(notice).toContainText(
      'Без подписки можно выполнить 20 поисков по диапазону цен в день, и на сегодня они исчерпаны. ' +
        'Чтобы видеть цены и все найденные лоты без ограничений, оформите подписку.',
    );
    await expect(notice.getByRole('button')).toHaveText(['Оформить подписку']);
    await expect(page.getByRole('region', { name: /^Найдено лотов/ })).toHaveCount(0);
    await shot(page, 'price-preview-limit');

    await notice.getByRole('button', { name: 'Оформить подписку' }).click();
    await expect(page).toHaveURL('/subscription');
    expect(await storedReturnTarget(page)).toBe(resultPath);
  });

  await test.step('in English the server says it in English', async () => {
    await chooseLanguage(page, 'en');
    await refusePreviews(page);
    await page.goto(resultPath);
    const notice = page.getByRole('main').getByRole('alert');
    await expect(notice).toContainText("Today's price-range searches are used up");
    await expect(notice).toContainText(
      "Without a subscription you can run 20 price-range searches a day, and today's are used up.",
    );
    await expect(notice.getByRole('button')).toHaveText(['Subscribe']);
    await shot(page, 'price-preview-limit-en');
  });
});
