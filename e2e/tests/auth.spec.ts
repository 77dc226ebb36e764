import { expect, test } from './fixtures.ts';
import {
  PASSWORD,
  confirmationLink,
  expectGuestHeader,
  expectNavLinks,
  expectUserHeader,
  headerLoginLink,
  loginButton,
  logOutThroughUi,
  openAccountMenu,
  registerThroughUi,
  registerViaApi,
  shot,
  uniqueEmail,
} from './support.ts';

test('a visitor registers, is logged in, logs out and logs in again @layout', async ({ page }) => {
  const email = uniqueEmail('auth');

  await test.step('the guest header', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Раритет' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Войдите, чтобы искать по архиву' })).toBeVisible();
    await shot(page, 'home-guest');
    await expectNavLinks(page, { visible: ['Обзор', 'Каталог'], absent: ['Избранное', 'Уведомления'] }, 'drawer-guest');
    await expectGuestHeader(page);
  });

  await test.step('registers and is logged in', async () => {
    await registerThroughUi(page, email);
    await expect(page.getByRole('heading', { name: `Добро пожаловать, ${email}!` })).toBeVisible();
    await shot(page, 'home-user');
    await expectNavLinks(
      page,
      { visible: ['Обзор', 'Каталог', 'Избранное', 'Уведомления'], absent: [] },
      'drawer-user',
    );
  });

  await test.step('the e-mailed link confirms the address', async () => {
    await page.goto(await confirmationLink(email));
    await expect(page.getByRole('heading', { level: 1, name: 'Подтверждение e-mail' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Адрес e-mail подтверждён. Теперь уведомления могут приходить на него.',
    );
    await page.getByRole('main').getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('the account menu shows the e-mail and no admin entry', async () => {
    const menu = await openAccountMenu(page, email);
    await expect(menu.getByText('Вы вошли как')).toBeVisible();
    for (const item of ['Профиль', 'Подписка', 'Выйти']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await expect(menu.getByRole('menuitem', { name: 'Админ-панель' })).toHaveCount(0);
    await shot(page, 'account-menu', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  await test.step('logs out: the header is back to guest', async () => {
    await logOutThroughUi(page, email);
    await expectGuestHeader(page);
  });

  await test.step('logs in again on /login with the password toggle and Enter', async () => {
    await headerLoginLink(page).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await shot(page, 'login');

    await page.getByLabel('Email', { exact: true }).fill(email);
    const password = page.getByLabel('Пароль', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Показать пароль' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(PASSWORD);
    const hide = page.getByRole('button', { name: 'Скрыть пароль' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toBeFocused();
    await shot(page, 'login-password-shown');
    await hide.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Показать пароль' })).toHaveAttribute('aria-pressed', 'false');

    await password.press('Enter');
    await expect(page).toHaveURL('/');
    await expectUserHeader(page, email);
  });
});

test('the login form shows the spec messages for an empty form and a wrong password', async ({ page, request }) => {
  const email = uniqueEmail('wrongpw');
  await registerViaApi(request, email);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
  const alert = page.getByRole('main').getByRole('alert');

  await loginButton(page).click();
  await expect(alert).toHaveText('Пожалуйста, заполните все поля.');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await shot(page, 'login-empty');

  await page.getByLabel('Email', { exact: true }).fill(email);
  await loginButton(page).click();
  await expect(alert).toHaveText('Пожалуйста, заполните все поля.');

  await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await loginButton(page).click();
  await expect(alert).toHaveText('Неверные учетные данные. Пожалуйста, проверьте email и пароль.');
  await expect(page).toHaveURL('/login');
  await expect(headerLoginLink(page)).toBeVisible();
  await shot(page, 'login-wrong-password');
});
