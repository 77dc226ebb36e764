import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  captchaImage,
  expectUserHeader,
  fillRegistration,
  registerButton,
  registerViaApi,
  shot,
  uniqueEmail,
} from './support.ts';

async function openRegister(page: Page) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  await expect(captchaImage(page)).toBeVisible();
}

function fields(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Пароль', { exact: true }),
    confirm: page.getByLabel('Повторите пароль', { exact: true }),
    code: page.getByLabel('Код с картинки', { exact: true }),
  };
}

test('the six registration rules are checked in the spec order', async ({ page }) => {
  await openRegister(page);
  const { email, password, confirm, code } = fields(page);
  const main = page.getByRole('main');

  // Each step fixes the previous rule; the next broken rule is the only message shown.
  const steps = [
    { act: async () => {}, field: email, message: 'Введите email адрес.' },
    { act: () => email.fill('reader-at-example.com'), field: email, message: 'Введите корректный email адрес.' },
    { act: () => email.fill(uniqueEmail('rules')), field: password, message: 'Введите пароль.' },
    { act: () => password.fill('12345'), field: password, message: 'Пароль должен содержать не менее 6 символов.' },
    {
      act: async () => {
        await password.fill('secret-1');
        await confirm.fill('secret-2');
      },
      field: confirm,
      message: 'Пароли не совпадают.',
    },
    { act: () => confirm.fill('secret-1'), field: code, message: 'Введите код с картинки.' },
  ];
  const allMessages = steps.map((step) => step.message);

  for (const [index, step] of steps.entries()) {
    await step.act();
    await registerButton(page).click();
    await expect(main.getByText(step.message, { exact: true })).toBeVisible();
    await expect(step.field).toHaveAttribute('aria-invalid', 'true');
    for (const other of allMessages.filter((message) => message !== step.message)) {
      await expect(main.getByText(other, { exact: true })).toHaveCount(0);
    }
    if (index === 0) await shot(page, 'register-errors-empty');
    if (index === 4) await shot(page, 'register-errors-mismatch');
  }
  await expect(page).toHaveURL('/register');
});

test('the captcha refreshes on demand and after a wrong code', async ({ page }) => {
  const email = uniqueEmail('captcha');
  await openRegister(page);
  const { code } = fields(page);
  const refresh = page.getByRole('button', { name: 'Показать другую картинку' });

  // The refresh control loads another picture and empties the code field.
  const firstSrc = await captchaImage(page).getAttribute('src');
  await code.fill('ABCDE');
  await refresh.click();
  await expect(captchaImage(page)).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(captchaImage(page)).toBeVisible();
  await expect(code).toHaveValue('');

  // '0' is not in the captcha alphabet, so this code can never be right.
  await fillRegistration(page, { email, captchaCode: '00000' });
  await expect(refresh).toBeEnabled();
  const beforeSrc = await captchaImage(page).getAttribute('src');
  await registerButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Неверный код с картинки или срок его действия истёк. Введите новый код.',
  );
  await expect(code).toHaveValue('');
  await expect(captchaImage(page)).not.toHaveAttribute('src', beforeSrc ?? '');
  await expect(captchaImage(page)).toBeVisible();
  await expect(refresh).toBeEnabled();
  await shot(page, 'register-wrong-captcha');

  // The new picture works: the same form now registers.
  await code.fill('E2E42');
  await registerButton(page).click();
  await expect(page).toHaveURL('/');
  await expectUserHeader(page, email);
});

test('a registered e-mail cannot register again', async ({ page, request }) => {
  const email = uniqueEmail('dup');
  await registerViaApi(request, email);

  await openRegister(page);
  // Case and spaces do not make it a different address.
  await fillRegistration(page, { email: `  ${email.toUpperCase()} ` });
  await registerButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Пользователь с таким email уже зарегистрирован.');
  await expect(page).toHaveURL('/register');
  await expect(fields(page).code).toHaveValue('');
  await shot(page, 'register-duplicate');
});
