import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CAPTCHA_CODE, OUTBOX_DIR } from '../playwright.config.ts';

/** Shared steps of the browser tests. Every locator uses the spec's Russian texts unless a test switched language. */

export const PASSWORD = 'secret-pass1';
const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

let emailCounter = 0;

/** A fresh address per call; the server stores e-mails lower-cased, so the address is lower-case too. */
export function uniqueEmail(prefix = 'reader'): string {
  emailCounter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${emailCounter}`;
  return `${prefix}-${stamp}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The header collapses its links into a drawer below MUI's `md` breakpoint (900px). */
export function isMobileLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 900;
}

/**
 * Screenshot to e2e/artifacts/<project>-<name>.png (the folder is git-ignored): the full page, or just the
 * viewport for open menus and drawers, which are fixed to the viewport and would look cut off on a full page.
 * Taken for people to look at, so not in CI (nobody sees them there; they cost about a minute) unless
 * E2E_SCREENSHOTS=1.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  // A string so the Node-side typecheck needs no DOM types.
  await page.evaluate('document.fonts.ready.then(() => undefined)');
  await page.screenshot({
    path: path.join(ARTIFACTS_DIR, `${test.info().project.name}-${name}.png`),
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
  });
}

export function header(page: Page): Locator {
  return page.getByRole('banner');
}

/** The guest's "Войти" link in the header (the home page has another one, hence the scope). */
export function headerLoginLink(page: Page, name = 'Войти'): Locator {
  return header(page).getByRole('link', { name, exact: true });
}

export function accountButton(page: Page, email: string, label = 'Учётная запись'): Locator {
  return page.getByRole('button', { name: `${label} ${email}`, exact: true });
}

/**
 * Opens the main navigation and returns it: the header's nav on desktop, the drawer on mobile
 * (opened with the menu button). Close it again with `closeMainNav`.
 */
export async function openMainNav(
  page: Page,
  texts: { label: string; openMenu: string } = { label: 'Основное меню', openMenu: 'Открыть меню' },
): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: texts.label, exact: true });
  if (isMobileLayout(page)) {
    await page.getByRole('button', { name: texts.openMenu, exact: true }).click();
    await expect(page.locator('.MuiDrawer-paper')).toBeVisible();
  }
  await expect(nav).toBeVisible();
  return nav;
}

export async function closeMainNav(page: Page): Promise<void> {
  if (!isMobileLayout(page)) return;
  await page.keyboard.press('Escape');
  await expect(page.locator('.MuiDrawer-paper')).toHaveCount(0);
}

/** Asserts which links the main navigation shows right now, in either layout. */
export async function expectNavLinks(
  page: Page,
  expected: { visible: string[]; absent: string[] },
  screenshotName?: string,
): Promise<void> {
  const nav = await openMainNav(page);
  for (const name of expected.visible) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  for (const name of expected.absent) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  if (screenshotName !== undefined && isMobileLayout(page)) await shot(page, screenshotName, { fullPage: false });
  await closeMainNav(page);
}

export async function expectGuestHeader(page: Page): Promise<void> {
  await expect(headerLoginLink(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Учётная запись / })).toHaveCount(0);
  await expectNavLinks(page, { visible: ['Обзор', 'Каталог'], absent: ['Избранное', 'Уведомления'] });
}

export async function expectUserHeader(page: Page, email: string): Promise<void> {
  await expect(accountButton(page, email)).toBeVisible();
  if (!isMobileLayout(page)) await expect(accountButton(page, email)).toContainText(email);
  await expect(headerLoginLink(page)).toHaveCount(0);
}

/** Opens the account menu and waits until it has finished appearing. */
export async function openAccountMenu(page: Page, email: string, label = 'Учётная запись'): Promise<Locator> {
  await accountButton(page, email, label).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText(email, { exact: true })).toBeVisible();
  return menu;
}

export async function logOutThroughUi(page: Page, email: string): Promise<void> {
  const menu = await openAccountMenu(page, email);
  await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL('/');
  await expect(headerLoginLink(page)).toBeVisible();
}

export function captchaImage(page: Page): Locator {
  return page.getByRole('img', { name: 'Картинка с кодом для защиты от ботов' });
}

/** Fills the registration form; the caller submits it. */
export async function fillRegistration(
  page: Page,
  values: { email: string; password?: string; confirmPassword?: string; captchaCode?: string },
): Promise<void> {
  const password = values.password ?? PASSWORD;
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(values.confirmPassword ?? password);
  await expect(captchaImage(page)).toBeVisible();
  await page.getByLabel('Код с картинки', { exact: true }).fill(values.captchaCode ?? CAPTCHA_CODE);
}

export function registerButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Зарегистрироваться', exact: true });
}

/** Registers through /register (the captcha accepts the test code) and waits to land logged in on /. */
export async function registerThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  await expect(captchaImage(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Показать другую картинку' })).toBeEnabled();
  await fillRegistration(page, { email, password });
  await registerButton(page).click();
  await expect(page).toHaveURL('/');
  await expectUserHeader(page, email);
}

/** The e-mails of the outbox folder read so far, by file name (each file is read once). */
const outboxMail = new Map<string, { to: string; subject: string; text: string }>();

/**
 * The confirmation link (its path and query) of the newest confirmation e-mail to this address, read from
 * the outbox folder `npm start` writes e-mails to; waits for the background job to write it.
 */
export async function confirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
        for (const name of files.sort()) {
          if (outboxMail.has(name)) continue;
          const parsed = await simpleParser(await readFile(path.join(OUTBOX_DIR, name)));
          outboxMail.set(name, {
            to: parsed.to ? [parsed.to].flat()[0]!.text : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
        }
        const mail = [...outboxMail.values()].filter(
          (message) =>
            message.to === email && /подтвердите адрес e-mail|confirm your e-mail address/.test(message.subject),
        );
        const url = /https?:\/\/\S+\/confirm-email\?\S+/.exec(mail.at(-1)?.text ?? '')?.[0];
        link = url ? `${new URL(url).pathname}${new URL(url).search}` : undefined;
        return link !== undefined;
      },
      { message: `a confirmation e-mail to ${email} in ${OUTBOX_DIR}`, timeout: 20_000 },
    )
    .toBe(true);
  return link!;
}

/** Confirms the address through the API with the link of its confirmation e-mail (the page's own call). */
export async function confirmEmailViaApi(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await confirmationLink(email), 'http://localhost');
  const response = await request.post('/api/auth/confirm-email', { data: Object.fromEntries(link.searchParams) });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Creates an account straight through the API, for tests about something other than registering; with
 * `confirm`, its address is confirmed as its owner would, by the e-mailed link (needed before any e-mail).
 */
export async function registerViaApi(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
  { confirm = false }: { confirm?: boolean } = {},
): Promise<void> {
  const captcha = await request.get('/api/auth/captcha');
  expect(captcha.status()).toBe(200);
  const captchaToken = captcha.headers()['x-captcha-token'] ?? '';
  const response = await request.post('/api/auth/register', {
    data: { email, password, captchaToken, captchaCode: CAPTCHA_CODE },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (confirm) await confirmEmailViaApi(request, email);
}

export function loginButton(page: Page, name = 'Войти'): Locator {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

/** Logs in on the login page (opened unless the page is already there) and waits for the account menu. */
export async function loginThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await loginButton(page).click();
  await expectUserHeader(page, email);
}

/**
 * Logs this page's browser in through the API, as the login form does (the answer sets the session cookie
 * and its hint in the page's context), for tests about something else: the form itself is tested in
 * auth.spec.ts, sessions.spec.ts and the specs that log in where a guard sent them. The page stays where
 * it is; the caller opens the page it needs next.
 */
export async function logInViaApi(page: Page, email: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks a language in the header's RU/EN select, whichever language the page is in now. */
export async function chooseLanguage(page: Page, language: 'ru' | 'en'): Promise<void> {
  // A native <select>: the browser's own picker, chosen by value.
  await page.getByRole('combobox', { name: /^(Язык интерфейса|Interface language)$/ }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The language the app keeps in localStorage (key `language`), read without DOM types. */
export async function storedLanguage(page: Page): Promise<string | null> {
  const { origins } = await page.context().storageState();
  const origin = origins.find((item) => item.origin === new URL(page.url()).origin);
  return origin?.localStorage.find((item) => item.name === 'language')?.value ?? null;
}

/** Registers a fresh account and logs it in, both through the API, and opens / as it; returns its e-mail. */
export async function registerAndLogIn(page: Page, request: APIRequestContext, prefix = 'reader'): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerViaApi(request, email);
  await logInViaApi(page, email);
  await page.goto('/');
  await expectUserHeader(page, email);
  return email;
}

/** Opens the account menu and follows one of its entries ('Подписка', 'Админ-панель', ...). */
export async function goViaAccountMenu(page: Page, email: string, item: string, label?: string): Promise<void> {
  const menu = await openAccountMenu(page, email, label);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(menu).toBeHidden();
}

/** A price as the app shows it: "1 500 ₽" (grouped the Russian way, a no-break space before the sign). */
export function roubles(amount: number): string {
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(amount)}\u00a0₽`;
}

/**
 * The toast (a snackbar) with this text; other alerts on the page are not toasts. Found by its class rather
 * than its role: while a dialog is open the rest of the page, the snackbar included, is aria-hidden.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

/**
 * Waits for a toast and closes it with its own button. A toast left up lies over whatever is at the bottom
 * of the viewport (and the pointer resting on it pauses its timer), and full-page screenshots would show it
 * in the middle of the page.
 */
export async function dismissToast(page: Page, text: string | RegExp): Promise<string> {
  const message = toast(page, text);
  await expect(message.getByRole('alert')).toBeVisible();
  const shown = (await message.textContent()) ?? '';
  await message.getByRole('button').click();
  await expect(message).toHaveCount(0);
  return shown;
}

/**
 * Waits (up to 5 s) for the page's finite animations to end: axe measures colours as drawn, and a toast or
 * dialog still fading in has not its final contrast yet. Spinners run forever and are not waited for.
 * Polled from here: page.evaluate goes through the DevTools protocol, where the page's
 * Content-Security-Policy (no eval) does not apply.
 */
export async function settleAnimations(page: Page): Promise<void> {
  const settled = `document.getAnimations().every((animation) =>
    animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity)`;
  for (let waited = 0; waited < 5_000 && !(await page.evaluate(settled)); waited += 50) await page.waitForTimeout(50);
}

/** axe on the page as it is now: no critical or serious violations (colour contrast among them). */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  await test.info().attach(`axe-${name}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations
    .filter((item) => item.impact === 'critical' || item.impact === 'serious')
    .map((item) => `${item.id} — ${item.help} (${item.nodes.map((node) => node.target.join(' ')).join('; ')})`);
  expect(serious, `${name}: accessibility violations`).toEqual([]);
}

/**
 * Holds the app's start chunk back, as a slow network would, so the test can use the drawn page before
 * the app has taken it over; returns what lets it through.
 */
export async function holdBackTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Documents come to this page as to a browser without a login: the plain page, drawn by the browser, never
 * a page the server drew with its own answers (ADR 0038). For tests that stand in for the API's answers in
 * the browser, which a drawn page never asks for. Not for `/`, whose guest drawing would not be the user's.
 */
export async function drawPagesInTheBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Asked outside the browser: Playwright's own fetch would send the context's cookies, the login too.
      const response = await fetch(route.request().url());
      // Node's fetch has undone the compression: the body goes as it is now.
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      );
      return route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
    },
  );
}
