import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { chooseLanguage, dismissToast, logInViaApi, registerViaApi, shot, toast, uniqueEmail } from './support.ts';

/**
 * The admin panel's "Пользователи" section. The desktop and mobile projects share one server
 * and database, so every run finds its own accounts by a search for a tag unique to the run, and gives
 * back the admin rights it grants.
 */

/** The table gives way to cards below 768 px. */
function usesCards(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The section's content: a tab panel from 600 px, a region named after the section below. */
function usersPanel(page: Page, title = 'Пользователи'): Locator {
  return (page.viewportSize()?.width ?? 1280) < 600
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

/** One user's row (table) or card (cards), by the e-mail it shows. */
function userEntry(page: Page, email: string, title?: string): Locator {
  const panel = usersPanel(page, title);
  const entries = usesCards(page) ? panel.getByRole('listitem') : panel.getByRole('row');
  return entries.filter({ hasText: email });
}

/** The e-mails listed, in order, read from their profile links. */
async function listedEmails(page: Page): Promise<string[]> {
  const links = usersPanel(page).getByRole('link', { name: /^Открыть профиль / });
  return (await links.allTextContents()).map((text) => text.trim());
}

test('an admin finds users, makes one an admin after confirming, assigns a plan and opens a profile @layout', async ({
  page,
  request,
}) => {
  const tag = `usr${Date.now().toString(36)}${test.info().project.name === 'mobile' ? 'm' : 'd'}`;
  const older = uniqueEmail(`${tag}-older`);
  const newer = uniqueEmail(`${tag}-newer`);
  await registerViaApi(request, older);
  await registerViaApi(request, newer);
  const panel = usersPanel(page);

  await test.step('the panel opens on the users, administrators first', async () => {
    await logInViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin');
    await expect(page).toHaveTitle(/Пользователи — Админ-панель/);
    await expect(panel.getByRole('heading', { level: 2, name: 'Пользователи' })).toBeVisible();
    await expect(panel.getByText(/^Найдено: /)).toBeVisible();
    if (usesCards(page)) await expect(panel.getByRole('table')).toHaveCount(0);
    else await expect(panel.getByRole('columnheader', { name: 'Текущий план' })).toBeVisible();
    const admin = userEntry(page, ADMIN.email);
    await expect(admin).toContainText('это вы');
    await expect(admin).toContainText('Администратор');
    // No 'Make admin' for an admin, and nobody removes their own rights.
    await expect(admin.getByRole('button', { name: /^Сделать админом: / })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: /^Снять админа: / })).toHaveCount(0);
    await expect(admin.getByRole('button', { name: `Назначить план пользователю ${ADMIN.email}` })).toBeVisible();
    await shot(page, 'admin-users');
  });

  await test.step('the search finds a part of the e-mail, newest first, and the address keeps it', async () => {
    await panel.getByLabel('Поиск по email').fill(tag.toUpperCase());
    await expect(panel.getByText('Найдено: 2', { exact: true })).toBeVisible();
    await expect.poll(() => listedEmails(page)).toEqual([newer, older]);
    await expect(page).toHaveURL(new RegExp(`search=${tag.toUpperCase()}`));
    await expect(userEntry(page, newer)).toContainText('Пользователь');
    await expect(userEntry(page, newer)).toContainText('Нет подписки');
    await shot(page, 'admin-users-search');
  });

  const makeAdmin = userEntry(page, older).getByRole('button', { name: `Сделать админом: ${older}` });
  const confirm = page.getByRole('dialog', { name: `Сделать ${older} администратором?` });
  await test.step("'Make admin' asks first; cancelling keeps the role", async () => {
    await makeAdmin.click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Пользователь получит доступ к админ-панели');
    await shot(page, 'admin-users-make-admin-dialog', { fullPage: false });
    await confirm.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(userEntry(page, older)).toContainText('Пользователь');
  });

  await test.step('confirming makes the user an admin in place, and the rights can be removed again', async () => {
    await makeAdmin.click();
    await confirm.getByRole('button', { name: 'Сделать администратором', exact: true }).click();
    await expect(confirm).toBeHidden();
    await dismissToast(page, `${older} теперь администратор.`);
    const entry = userEntry(page, older);
    await expect(entry).toContainText('Администратор');
    // The row changes where it is; the list is not reordered under the pointer.
    await expect.poll(() => listedEmails(page)).toEqual([newer, older]);
    const remove = entry.getByRole('button', { name: `Снять админа: ${older}` });
    await expect(remove).toBeVisible();
    await expect(entry.getByRole('button', { name: `Сделать админом: ${older}` })).toHaveCount(0);

    await remove.click();
    const removeDialog = page.getByRole('dialog', { name: `Снять права администратора с ${older}?` });
    await expect(removeDialog).toContainText('Все его сеансы сразу завершатся');
    await removeDialog.getByRole('button', { name: 'Снять права', exact: true }).click();
    await expect(removeDialog).toBeHidden();
    await dismissToast(page, `${older} больше не администратор.`);
    await expect(userEntry(page, older)).toContainText('Пользователь');
  });

  await test.step('a plan is assigned in a dialog and the list shows it', async () => {
    await userEntry(page, newer)
      .getByRole('button', { name: `Назначить план пользователю ${newer}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Назначить план: ${newer}` });
    await expect(dialog).toContainText('Сейчас подписки нет.');
    await dialog.getByRole('button', { name: 'Назначить', exact: true }).click();
    await expect(dialog.getByText('Выберите план подписки.', { exact: true })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'План подписки' }).click();
    await page.getByRole('option', { name: /^Стандарт — / }).click();
    await dialog.getByRole('checkbox', { name: 'Автопродление' }).check();
    await shot(page, 'admin-users-assign-plan', { fullPage: false });
    await dialog.getByRole('button', { name: 'Назначить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Подписка обновлена').getByRole('alert')).toBeVisible();
    await shot(page, 'admin-users-plan-assigned', { fullPage: false });
    await dismissToast(page, 'Подписка обновлена');
    const entry = userEntry(page, newer);
    await expect(entry).toContainText('Стандарт');
    await expect(entry).not.toContainText('Нет подписки');
    await expect(entry).toContainText(/\d{2}\.\d{2}\.\d{4}.*\d{2}\.\d{2}\.\d{4}/);
  });

  await test.step('a click on the user opens their profile; back returns to the same search', async () => {
    // Anywhere on the row or card, not only the e-mail link.
    await userEntry(page, newer).getByText('Стандарт').click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Информация о пользователе' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(newer);
    await page.goBack();
    await expect(panel.getByLabel('Поиск по email')).toHaveValue(tag.toUpperCase());
    await expect.poll(() => listedEmails(page)).toEqual([newer, older]);
  });

  await test.step('in English', async () => {
    await chooseLanguage(page, 'en');
    const english = usersPanel(page, 'Users');
    await expect(english.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
    await expect(english.getByText('Found: 2', { exact: true })).toBeVisible();
    const entry = userEntry(page, older, 'Users');
    await expect(entry.getByRole('button', { name: `Make admin: ${older}` })).toHaveText('Make admin');
    await expect(userEntry(page, newer, 'Users')).toContainText('Стандарт');
    await entry.getByRole('button', { name: `Make admin: ${older}` }).click();
    const dialog = page.getByRole('dialog', { name: `Make ${older} an administrator?` });
    await expect(dialog.getByRole('button', { name: 'Make administrator' })).toBeVisible();
    await shot(page, 'en-admin-users-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await shot(page, 'en-admin-users');
    await chooseLanguage(page, 'ru');
  });
});

test('the users section shows its loading, empty and error states', async ({ page, request }) => {
  const email = uniqueEmail(`usrfail${Date.now().toString(36)}`);
  await registerViaApi(request, email);
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  const panel = usersPanel(page);

  await test.step('loading, then a search that finds nobody', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/users?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin?section=users&search=nobody-has-this-address');
    await expect(panel.getByRole('status', { name: 'Загружаем пользователей' })).toBeVisible();
    await shot(page, 'admin-users-loading');
    release();
    await expect(panel.getByRole('heading', { name: 'Пользователи не найдены' })).toBeVisible();
    await page.unroute('**/api/admin/users?*');
    await expect(panel).toContainText('Ни один адрес не содержит «nobody-has-this-address».');
    await shot(page, 'admin-users-empty');
    await panel.getByRole('button', { name: 'Показать всех' }).click();
    await expect(panel.getByLabel('Поиск по email')).toHaveValue('');
    await expect(userEntry(page, ADMIN.email)).toBeVisible();
  });

  await test.step("a failed load says 'Ошибка при загрузке пользователей' and retries", async () => {
    await page.route('**/api/admin/users?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Внутренняя ошибка сервера.' } }),
    );
    await page.goto('/admin?section=users');
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText('Ошибка при загрузке пользователей');
    await shot(page, 'admin-users-error');
    await page.unroute('**/api/admin/users?*');
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await expect(userEntry(page, ADMIN.email)).toBeVisible();
  });

  await test.step("a refused role change says 'Ошибка при обновлении роли' with the server's reason", async () => {
    await page.goto(`/admin?section=users&search=${encodeURIComponent(email)}`);
    await page.route('**/api/admin/user/*/role', (route) =>
      route.fulfill({
        status: 409,
        json: { code: 'role_last_admin', message: 'Нельзя снять права с последнего администратора.' },
      }),
    );
    await userEntry(page, email)
      .getByRole('button', { name: `Сделать админом: ${email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Сделать ${email} администратором?` });
    await dialog.getByRole('button', { name: 'Сделать администратором', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Ошибка при обновлении роли: Нельзя снять права с последнего администратора.',
    );
    await shot(page, 'admin-users-role-failed', { fullPage: false });
    await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expect(userEntry(page, email)).toContainText('Пользователь');
    await page.unroute('**/api/admin/user/*/role');
  });

  await test.step('the plan dialog says when the plans or the assignment fail', async () => {
    await page.route('**/api/SubscriptionPlans', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: '' } }),
    );
    await userEntry(page, email)
      .getByRole('button', { name: `Назначить план пользователю ${email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Назначить план: ${email}` });
    await expect(dialog.getByRole('alert')).toContainText('Не удалось загрузить планы подписки.');
    await expect(dialog.getByRole('button', { name: 'Назначить', exact: true })).toBeDisabled();
    await page.unroute('**/api/SubscriptionPlans');
    await dialog.getByRole('button', { name: 'Повторить' }).click();
    await dialog.getByRole('combobox', { name: 'План подписки' }).click();
    await page.getByRole('option', { name: 'Без подписки' }).click();
    await expect(dialog).toContainText('Действующая подписка будет отменена сразу.');
    await page.route('**/api/admin/user/*/assign-subscription-plan', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: '' } }),
    );
    await dialog.getByRole('button', { name: 'Назначить', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Ошибка при назначении плана');
    await shot(page, 'admin-users-assign-failed', { fullPage: false });
    await page.unroute('**/api/admin/user/*/assign-subscription-plan');
    await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
