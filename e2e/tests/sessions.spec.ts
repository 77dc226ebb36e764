import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  chooseLanguage,
  dismissToast,
  goViaAccountMenu,
  headerLoginLink,
  loginThroughUi,
  logOutThroughUi,
  openAccountMenu,
  openMainNav,
  PASSWORD,
  registerAndLogIn,
  registerViaApi,
  shot,
  toast,
  uniqueEmail,
} from './support.ts';

/**
 * Server-side sessions in the browser (ADR 0013): the menu's logout ends the token on the server, the
 * own profile changes the password (this session goes on, the others end) and logs out everywhere.
 */

const NEW_PASSWORD = 'another-secret2';
const CHANGED = 'Пароль изменён. Остальные сеансы завершены.';

/** The session's token, as the app keeps it in the cookie `token`. */
async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((item) => item.name === 'token');
  expect(cookie, 'the session cookie').toBeDefined();
  return cookie?.value ?? '';
}

async function userStatus(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status();
}

/** Another device: its own browser context, logged in on /login; counts its own calls to /api/auth/logout. */
async function otherDevice(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logoutCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/logout') logoutCalls.push(request.url());
  });
  await loginThroughUi(page, email, password);
  return { context, page, logoutCalls };
}

/**
 * The other device's next call with its ended token is refused: the app ends the session there, asks
 * the server to clear the HttpOnly cookie it cannot clear itself (ADR 0051), and the guarded page it
 * wanted sends it to /login.
 */
async function expectLoggedOutOnNextCall(device: {
  context: BrowserContext;
  page: Page;
  logoutCalls: string[];
}): Promise<void> {
  const nav = await openMainNav(device.page);
  await nav.getByRole('link', { name: 'Избранное', exact: true }).click();
  await expect(device.page).toHaveURL('/login');
  await expect(device.page.getByRole('main').getByRole('alert')).toHaveText('Сессия истекла. Войдите снова.');
  await expect(headerLoginLink(device.page)).toBeVisible();
  await expect.poll(() => device.logoutCalls.length).toBe(1);
  await expect.poll(async () => (await device.context.cookies()).some((item) => item.name === 'token')).toBe(false);
}

/** A full-page screenshot taken from the top: scrolled down, the sticky header would sit mid-page. */
async function shotFromTop(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await shot(page, name);
}

async function openOwnProfile(page: Page, email: string, item = 'Профиль', label?: string): Promise<Locator> {
  await goViaAccountMenu(page, email, item, label);
  await expect(page).toHaveURL(/\/user\/\d+$/);
  const card = page.getByRole('region', { name: /^(Безопасность|Security)$/ });
  await expect(card).toBeVisible();
  return card;
}

function passwordFields(card: Locator, texts = { current: 'Текущий пароль', next: 'Новый пароль' }) {
  return {
    current: card.getByLabel(texts.current, { exact: true }),
    next: card.getByLabel(texts.next, { exact: true }),
    confirm: card.getByLabel(texts.next === 'Новый пароль' ? 'Повторите новый пароль' : 'Repeat the new password', {
      exact: true,
    }),
  };
}

test('the menu logout ends the token on the server; a call that hangs holds nobody back', async ({ page, request }) => {
  const email = await registerAndLogIn(page, request, 'logout');

  await test.step('logging out calls /api/auth/logout with the cookie; the server ends it and clears the cookie', async () => {
    const token = await tokenOf(page.context());
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/logout');
    await logOutThroughUi(page, email);
    const response = await answer;
    expect(response.request().method()).toBe('POST');
    // The page holds no token to send: the browser sends its HttpOnly cookie.
    expect(response.request().headers().authorization).toBeUndefined();
    expect(response.status()).toBe(204);
    expect(await userStatus(request, token)).toBe(401);
    expect((await page.context().cookies()).some((item) => item.name === 'token')).toBe(false);
  });

  await test.step('a logout whose call never returns logs out at once and shows no error', async () => {
    await loginThroughUi(page, email);
    const token = await tokenOf(page.context());
    await page.route('**/api/auth/logout', () => {
      // Never answered: a server that hangs.
    });
    const menu = await openAccountMenu(page, email);
    await menu.getByRole('menuitem', { name: 'Выйти' }).click();
    // Quicker than any answer could matter: the app does not wait for the server.
    await expect(headerLoginLink(page)).toBeVisible({ timeout: 1_000 });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The server never heard of it, so this token still lives (log out everywhere would end it).
    expect(await userStatus(request, token)).toBe(200);
    await page.unroute('**/api/auth/logout');
  });
});

test('changing the password: form rules, the session goes on, other sessions end, the new password works @layout', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('password');
  await registerViaApi(request, email);
  const other = await otherDevice(browser, email);
  await loginThroughUi(page, email);
  const before = await tokenOf(page.context());
  const card = await openOwnProfile(page, email);
  const fields = passwordFields(card);
  const submit = card.getByRole('button', { name: 'Сменить пароль', exact: true });

  await test.step('the empty card', async () => {
    await expect(card.getByRole('heading', { name: 'Сменить пароль' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Выйти на всех устройствах' })).toBeVisible();
    // Nothing sticks out sideways, at 375 px either.
    expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
    await shotFromTop(page, 'profile-security');
  });

  await test.step('the contract rules in form order, then the server refusing a wrong current password', async () => {
    await submit.click();
    await expect(card).toContainText('Введите текущий пароль.');
    await expect(fields.current).toBeFocused();

    await fields.current.fill('not-my-password');
    await fields.next.fill(NEW_PASSWORD);
    await fields.confirm.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(card).toContainText('Пароли не совпадают.');
    await expect(fields.confirm).toHaveAttribute('aria-invalid', 'true');
    await shotFromTop(page, 'profile-security-mismatch');

    await fields.confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(card).toContainText('Текущий пароль указан неверно.');
    await expect(fields.current).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.current).toBeFocused();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await shotFromTop(page, 'profile-security-wrong-current');
    // Typing again clears the server's verdict.
    await fields.current.fill(PASSWORD);
    await expect(card).not.toContainText('Текущий пароль указан неверно.');
  });

  await test.step('the change: busy while it runs, then a toast, an empty form, a new token here', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/auth/change-password',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await submit.click();
    await expect(card.getByRole('button', { name: 'Меняем пароль...' })).toBeDisabled();
    release();
    await expect(toast(page, CHANGED).getByRole('alert')).toBeVisible();
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    // Emptied fields lower their labels again.
    await expect(card.locator('label[data-shrink="true"]')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'profile-security-changed', { fullPage: false });
    await dismissToast(page, CHANGED);

    const after = await tokenOf(page.context());
    expect(after).not.toBe(before);
    expect(await userStatus(request, before)).toBe(401);
    expect(await userStatus(request, after)).toBe(200);
  });

  await test.step('this session goes on: other pages and a reload still know the user', async () => {
    const nav = await openMainNav(page);
    await nav.getByRole('link', { name: 'Избранное', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
  });

  await test.step('the other device is logged out on its next call and logs in with the new password', async () => {
    await expectLoggedOutOnNextCall(other);
    await other.page.getByLabel('Email', { exact: true }).fill(email);
    await other.page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await other.page.getByRole('main').getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(other.page.getByRole('main').getByRole('alert')).toHaveText(
      'Неверные учетные данные. Пожалуйста, проверьте email и пароль.',
    );
    await loginThroughUi(other.page, email, NEW_PASSWORD);
    // Back where the guard sent it from.
    await expect(other.page).toHaveURL('/favorites');
  });
  await other.context.close();
});

test('log out on all devices: a confirmation, then this session and the others end', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('everywhere');
  await registerViaApi(request, email);
  const other = await otherDevice(browser, email);
  await loginThroughUi(page, email);
  const token = await tokenOf(page.context());
  const card = await openOwnProfile(page, email);
  const dialog = page.getByRole('dialog', { name: 'Выйти на всех устройствах?' });

  await test.step('the confirmation can be cancelled', async () => {
    await card.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Завершить все сеансы, включая этот? Войти снова можно будет с паролем.');
    await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
    await shot(page, 'profile-logout-all-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
    expect(await userStatus(request, token)).toBe(200);
  });

  await test.step('a failed attempt says so in the dialog and keeps the session', async () => {
    await page.route('**/api/auth/logout-all', (route) => route.abort('connectionfailed'), { times: 1 });
    await card.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
    await dialog.getByRole('button', { name: 'Завершить все сеансы' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Нет соединения с сервером');
    await expect(dialog).toBeVisible();
    expect(await userStatus(request, token)).toBe(200);
    await shot(page, 'profile-logout-all-failed', { fullPage: false });
  });

  await test.step('confirmed: this device lands on the home page as a guest, the token is dead', async () => {
    await dialog.getByRole('button', { name: 'Завершить все сеансы' }).click();
    await expect(page).toHaveURL('/');
    await expect(headerLoginLink(page)).toBeVisible();
    expect(await userStatus(request, token)).toBe(401);
  });

  await test.step('the other device is logged out on its next call', async () => {
    await expectLoggedOutOnNextCall(other);
  });
  await other.context.close();
});

test('the security card in English', async ({ page, request }) => {
  const email = await registerAndLogIn(page, request, 'security-en');
  await chooseLanguage(page, 'en');
  const card = await openOwnProfile(page, email, 'Profile', 'Account');
  const fields = passwordFields(card, { current: 'Current password', next: 'New password' });
  const submit = card.getByRole('button', { name: 'Change password', exact: true });
  await expect(card.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
  await shotFromTop(page, 'profile-security-en');

  await fields.current.fill('not-my-password');
  await fields.next.fill(NEW_PASSWORD);
  await fields.confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(card).toContainText('The current password is wrong.');
  await fields.current.fill(PASSWORD);
  await fields.confirm.fill('something-else');
  await submit.click();
  await expect(card).toContainText('The passwords do not match.');
  await shotFromTop(page, 'profile-security-errors-en');

  await fields.confirm.fill(NEW_PASSWORD);
  await submit.click();
  const changed = 'Password changed. Your other sessions have been ended.';
  await expect(toast(page, changed).getByRole('alert')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'profile-security-changed-en', { fullPage: false });
  await dismissToast(page, changed);

  await card.getByRole('button', { name: 'Log out on all devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out on all devices?' });
  await expect(dialog).toContainText('End every session, this one included? You can log in again with your password.');
  await shot(page, 'profile-logout-all-dialog-en', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

/**
 * Sessions in an HttpOnly cookie (ADR 0051): page scripts never see the token, and another site's form
 * cannot use the cookie to change anything.
 */
test('the login token is out of reach of page scripts', async ({ page, request }) => {
  await registerAndLogIn(page, request, 'httponly');
  const token = await tokenOf(page.context());
  const cookie = (await page.context().cookies()).find((item) => item.name === 'token')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // A page script's view (a string: the e2e project has no DOM types).
  const seen = await page.evaluate<{ cookie: string; storage: string }>(
    '({ cookie: document.cookie, storage: JSON.stringify({ ...localStorage, ...sessionStorage }) })',
  );
  expect(seen.cookie).not.toMatch(/(^|;\s*)token=/);
  expect(seen.cookie).not.toContain(token);
  expect(seen.storage).not.toContain(token);
  // What scripts do see is the hint that a session exists: its public id, no credential.
  expect(seen.cookie).toMatch(/(^|;\s*)signed_in=[\w-]{24}/);
});

test('a form posted from another site with the session cookie is refused', async ({ page, request, baseURL }) => {
  await registerAndLogIn(page, request, 'csrf');
  const token = await tokenOf(page.context());
  const target = `${baseURL}/api/auth/logout-all`;
  const attack = (origin: string) =>
    page.route(`${origin}/attack`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="${target}"></form><script>document.forms[0].submit()</script>`,
      }),
    );
  const cookiesSent: string[] = [];
  await page.route(target, async (route) => {
    const headers = await route.request().allHeaders();
    cookiesSent.push(headers.cookie ?? '');
    // A browser that sent the cookie anyway (SameSite is the second line; this is the first).
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    await route.continue({ headers: { ...headers, cookie: `token=${token}; signed_in=${sid}` } });
  });

  for (const origin of ['http://attacker.example', baseURL!.replace(/:\d+$/, ':9')]) {
    await attack(origin);
    const answer = page.waitForResponse(target);
    await page.goto(`${origin}/attack`);
    const response = await answer;
    expect(response.status(), origin).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'cross_site_refused' });
    expect(await userStatus(request, token)).toBe(200);
  }
  // The same-site page (another port of this host) got the Lax cookie from the browser itself.
  expect(cookiesSent[1]).toContain(`token=${token}`);
});

test('the profile lists the sessions; "end this one" ends another device\'s', async ({ page, browser, request }) => {
  const email = uniqueEmail('session-list');
  await registerViaApi(request, email);
  const other = await otherDevice(browser, email);
  await loginThroughUi(page, email);
  const card = await openOwnProfile(page, email);
  const list = card.getByRole('list', { name: 'Сеансы' });
  // The registration's own session, the other device's and this one.
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'Этот сеанс' })).toHaveCount(1);
  await list.getByRole('listitem').filter({ hasText: 'Этот сеанс' }).scrollIntoViewIfNeeded();
  await shot(page, 'profile-sessions', { fullPage: false });

  // The most recently used first: the other device logged in before this one.
  const ends = list.getByRole('button', { name: /^Завершить сеанс/ });
  await ends.nth(1).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectLoggedOutOnNextCall(other);
  await other.context.close();
});
