import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  QUERIES,
  createSubscriber,
  resultCards,
  useSessionOf,
  waitForDemoArchive,
  type ApiUser,
} from './catalogue-support.ts';

/**
 * ADR 0046: a search shown on a page costs one request of the plan and one history row,
 * however the page is drawn (by the server, then taken over by the app); a link from another site spends
 * nothing until the visitor asks for the results.
 */

let subscriber: ApiUser;

test.beforeAll(async () => {
  await waitForDemoArchive();
  subscriber = await createSubscriber('search-once');
});

test.beforeEach(async ({ context }) => {
  await useSessionOf(context, subscriber);
});

/** What is left of the plan this month, read by a search of its own (which itself uses one). */
async function remainingAfterASearch(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get('/api/books/searchBySeller', {
    params: { sellerName: query },
    headers: { authorization: `Bearer ${subscriber.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { remainingRequests: number }).remainingRequests;
}

async function historyRowsFor(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/user/${subscriber.id}/searchHistory`, {
    params: { pageSize: 25 },
    headers: { authorization: `Bearer ${subscriber.token}` },
  });
  const { items } = (await response.json()) as { items: { query: string }[] };
  return items.filter((item) => item.query === query).length;
}

test('a search opened by its address uses exactly one request of the plan and writes one history row', async ({
  page,
  request,
}, testInfo) => {
  const query = testInfo.project.name === 'mobile' ? QUERIES.bookTitleQuery : QUERIES.title;
  const before = await remainingAfterASearch(request, `до ${testInfo.project.name}`);
  await page.goto(`/searchByTitle/${encodeURIComponent(query)}`, { waitUntil: 'networkidle' });
  // The first search of a fresh server (its first page drawn) may be slow on a busy machine.
  await expect(resultCards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Осталось запросов в этом месяце:/)).toBeVisible();
  // A reload within the minute shows the same search again, without counting it again.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(resultCards(page).first()).toBeVisible({ timeout: 30_000 });
  const after = await remainingAfterASearch(request, `после ${testInfo.project.name}`);
  // The two reading searches use one each; the page, drawn and taken over, and reloaded, one.
  expect(before - after).toBe(2);
  expect(await historyRowsFor(request, query)).toBe(1);
});

test('a link from another site shows the search only when asked, and counts it then', async ({
  page,
  request,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // Another site: the same server by another host name (a site is the host, not the port).
  const elsewhere = baseURL.replace('127.0.0.1', 'localhost');
  const query = QUERIES.description;
  const target = `${baseURL}/searchByDescription/${encodeURIComponent(query)}?sort=oldest&m=${testInfo.project.name}`;
  const before = await remainingAfterASearch(request, `до ссылки ${testInfo.project.name}`);
  await page.goto(`${elsewhere}/contacts`);
  // The e2e project has no DOM types: the page's document, as far as this needs it.
  type Link = { href: string; textContent: string };
  type PageDocument = { createElement(tag: 'a'): Link; body: { prepend(node: Link): void } };
  await page.evaluate((href) => {
    const { document } = globalThis as unknown as { document: PageDocument };
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Ссылка на поиск';
    document.body.prepend(link);
  }, target);
  await page.getByText('Ссылка на поиск').click();
  await page.waitForURL(target);
  const show = page.getByRole('button', { name: 'Показать результаты' });
  await expect(show).toBeVisible();
  await expect(resultCards(page)).toHaveCount(0);
  const untouched = await remainingAfterASearch(request, `без поиска ${testInfo.project.name}`);
  expect(before - untouched).toBe(1);
  await show.click();
  await expect(resultCards(page).first()).toBeVisible({ timeout: 30_000 });
  const after = await remainingAfterASearch(request, `с поиском ${testInfo.project.name}`);
  expect(untouched - after).toBe(2);
});
