import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import {
  accountButton,
  chooseLanguage,
  closeMainNav,
  headerLoginLink,
  isMobileLayout,
  loginThroughUi,
  openAccountMenu,
  openMainNav,
  registerViaApi,
  shot,
  storedLanguage,
  uniqueEmail,
} from './support.ts';

test.describe('the access guard', () => {
  // Each route with the heading its page shows once the visitor is back.
  const routes = [
    { route: '/favorites', heading: 'Избранное' },
    { route: '/searchByTitle/Пушкин', heading: 'Поиск по названию' },
  ];
  for (const { route, heading } of routes) {
    test(`a guest opening ${route} logs in and comes back to it`, async ({ page, request }) => {
      const email = uniqueEmail('guard');
      await registerViaApi(request, email);
      const atRoute = (url: URL) => decodeURIComponent(url.pathname) === route;

      await page.goto(route);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();

      await loginThroughUi(page, email);
      await expect(page).toHaveURL(atRoute);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await shot(page, `guard-${route.split('/')[1]}`);
    });
  }
});

test('the interface language switches to English, survives a reload and switches back @layout', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Язык интерфейса' })).toHaveValue('ru');

  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Public offer' })).toBeVisible();
  await expect(headerLoginLink(page, 'Log in')).toBeVisible();
  expect(await storedLanguage(page)).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shot(page, 'en-login');

  // Validation and server messages follow the language too.
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please fill in all fields.');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Raritet' })).toBeVisible();
  await expect(page.getByText('Log in to search the archive')).toBeVisible();
  await shot(page, 'en-home');
  if (isMobileLayout(page)) {
    const nav = await openMainNav(page, { label: 'Main menu', openMenu: 'Open menu' });
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await shot(page, 'en-drawer', { fullPage: false });
    await closeMainNav(page);
  }

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Enter your e-mail address.', { exact: true })).toBeVisible();
  await shot(page, 'en-register-errors');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('en'));
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Repeat the password', { exact: true }).fill('secret-1');
  await page.getByLabel('Code from the picture', { exact: true }).fill('00000');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The code from the picture is wrong or has expired. Enter the new code.',
  );

  for (const [path, title, name] of [
    ['/terms', 'Public offer', 'terms'],
    ['/contacts', 'Contacts', 'contacts'],
    ['/telegram-guide', 'Telegram bot guide', 'telegram-guide'],
    ['/no-such-page', 'Page not found', 'not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await shot(page, `en-${name}`);
  }

  await page.goto('/login');
  await chooseLanguage(page, 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Публичная оферта' })).toBeVisible();
  expect(await storedLanguage(page)).toBe('ru');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
});

test('the admin sees the admin panel entry; a normal user does not @layout', async ({ page, request }) => {
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL('/');
  let menu = await openAccountMenu(page, ADMIN.email);
  await expect(menu.getByRole('menuitem', { name: 'Админ-панель' })).toBeVisible();
  await shot(page, 'account-menu-admin', { fullPage: false });
  await menu.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(headerLoginLink(page)).toBeVisible();

  const email = uniqueEmail('plain');
  await registerViaApi(request, email);
  await loginThroughUi(page, email);
  menu = await openAccountMenu(page, email);
  await expect(menu.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Админ-панель' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(accountButton(page, email)).toBeVisible();
});

test('the information pages render and an unknown address shows "page not found"', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Публичная оферта' })).toBeVisible();
  await expect(page.getByText('Дата последнего обновления: 20.01.2025', { exact: true })).toBeVisible();
  await shot(page, 'terms');

  // The footer links lead to the other two pages.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Контакты' }).click();
  await expect(page).toHaveURL('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  await shot(page, 'contacts');

  await footer.getByRole('link', { name: 'Руководство по Telegram-боту' }).click();
  await expect(page).toHaveURL('/telegram-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Руководство по Telegram-боту' })).toBeVisible();
  await shot(page, 'telegram-guide');

  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page).toHaveTitle(/Страница не найдена/);
  await shot(page, 'not-found');
  await page.getByRole('main').getByRole('link', { name: 'На главную', exact: true }).click();
  await expect(page).toHaveURL('/');
});
