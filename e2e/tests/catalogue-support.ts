import { request as playwrightRequest, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { sessionCookies } from './session-cookies.ts';
import { PASSWORD, registerViaApi, uniqueEmail } from './support.ts';

/**
 * Steps shared by the archive's browser tests. The server seeds DEMO_BOOKS=2000 lots from the default
 * demo seed, so the titles, authors, sellers and categories below are always there; counts and dates are
 * not asserted exactly (the sale dates follow the day the archive was seeded).
 */

/** Queries that are sure to match in the 2,000-lot demo archive. */
export const QUERIES = {
  /** Matches 'Пушкин', 'Пушкина', 'Пушкине' and old spellings in titles and authors: several pages. */
  title: 'Пушкина',
  /** With 'Точное совпадение' only titles that say 'Пушкина' in that very form. */
  titleExactForm: /Пушкина/,
  /** A category some of those lots are in. */
  titleCategory: 'Пушкиниана',
  /**
   * Every lot of Лермонтов, whose author field names him in the nominative (surname-forms.ts), over two
   * pages; 'Повѣсти и разсказы М.Ю. Лермонтова' (first in relevance order) has three photos.
   */
  bookTitleQuery: 'Лермонтова',
  bookTitle: 'Повѣсти и разсказы М.Ю. Лермонтова',
  description: 'экслибрис',
  category: 'Русская классика в советских изданиях',
  priceRange: { min: 1000, max: 5000 },
  nothing: 'qwertyuiop',
} as const;

export interface ApiUser {
  email: string;
  id: number;
  token: string;
}

function baseUrl(): string {
  const url = test.info().project.use.baseURL;
  if (url === undefined) throw new Error('baseURL is not configured');
  return url;
}

/** DEMO_BOOKS in playwright.config.ts: lots go in in sale order, so the last one is also the newest sale. */
const DEMO_BOOKS = 2000;

/**
 * The server answers while it seeds the demo archive in the background; searches made before the last
 * batch would see part of it. Waits until the newest sale is the last lot of the plan.
 */
export async function waitForDemoArchive(): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    await expect
      .poll(
        async () => {
          const sales = (await (await api.get('/api/books/recent-sales?limit=1')).json()) as { bookId: number }[];
          return sales[0]?.bookId;
        },
        { timeout: 60_000 },
      )
      .toBe(DEMO_BOOKS);
  } finally {
    await api.dispose();
  }
}

/** Logs in through the API: what the login page would store in the `token` cookie. */
async function apiLogin(email: string, password: string): Promise<ApiUser> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const response = await api.post('/api/auth/login', { data: { email, password } });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { token: string; user: { id: number } };
    return { email, id: body.user.id, token: body.token };
  } finally {
    await api.dispose();
  }
}

/**
 * A fresh account without a subscription, logged in through the API (for `beforeAll`); with `confirm`, its
 * address confirmed by the e-mailed link (alerts and test e-mails go only to a confirmed address).
 */
export async function createUser(prefix: string, { confirm = false }: { confirm?: boolean } = {}): Promise<ApiUser> {
  const email = uniqueEmail(prefix);
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    await registerViaApi(api, email, undefined, { confirm });
  } finally {
    await api.dispose();
  }
  return apiLogin(email, PASSWORD);
}

/** A fresh account with a month of the cheapest plan, given by the administrator's API. */
export async function createSubscriber(prefix: string): Promise<ApiUser> {
  const user = await createUser(prefix);
  const admin = await apiLogin(ADMIN.email, ADMIN.password);
  const api = await playwrightRequest.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { authorization: `Bearer ${admin.token}` },
  });
  try {
    const plans = (await (await api.get('/api/subscription/plans')).json()) as { id: number; price: number }[];
    const cheapest = [...plans].sort((a, b) => a.price - b.price)[0]!;
    const response = await api.post(`/api/admin/user/${user.id}/assign-subscription-plan`, {
      data: { planId: cheapest.id, autoRenew: false },
    });
    expect(response.status(), await response.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  return user;
}

/**
 * Starts the browser session logged in as `user`, the way the login page leaves it: the token in the
 * HttpOnly cookie `token`, the session's id in the readable hint `signed_in` (ADR 0051).
 */
export async function useSessionOf(context: BrowserContext, user: ApiUser): Promise<void> {
  await context.addCookies(sessionCookies(user.token, baseUrl()));
}

/** The result cards of a search screen. */
export function resultCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

export function resultCard(page: Page, title: string): Locator {
  return resultCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/**
 * Waits until the result list shows the answer to the search on screen: while the next one loads, the
 * previous results stay, dimmed and marked aria-busy. Call it once the page shows the new search (its
 * address, heading or summary), or the list may not have started loading yet.
 */
export async function settledResults(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('main')
      .locator('[aria-busy="true"]')
      .filter({ has: page.getByRole('article') }),
  ).toHaveCount(0);
  await expect(resultCards(page).first()).toBeVisible();
}

/** The card titles on the current result page, once it shows its own results. */
export async function resultTitles(page: Page): Promise<string[]> {
  await settledResults(page);
  return resultCards(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The "Найдено: N · страница p из P" line. */
export function searchSummary(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^(Найдено|Found)/ });
}

export function pagination(page: Page, label = 'Страницы результатов'): Locator {
  return page.getByRole('navigation', { name: label, exact: true });
}

/** Reads a whole-rouble price as the app prints it ("1 500 ₽"). */
export function parseRoubles(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** The widest stand-in the photo viewer shows before the original arrives (the book page's main picture). */
const MAIN_IMAGE_WIDTH = 640;

/**
 * Waits until the viewer shows the original picture of the current slide. Until then it shows the book
 * page's 640 px picture, whose zoom limit is lower; the demo archive's originals are wider than that
 * (720–1400 px).
 */
export async function waitForOriginalInViewer(viewer: Locator): Promise<void> {
  const image = viewer.locator('.yarl__slide_current img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(MAIN_IMAGE_WIDTH);
}
