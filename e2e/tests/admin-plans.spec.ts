import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import {
  chooseLanguage,
  dismissToast,
  goViaAccountMenu,
  isMobileLayout,
  logInViaApi,
  registerAndLogIn,
  roubles,
  shot,
  toast,
} from './support.ts';

/**
 * The admin panel's "Планы подписок" section. The desktop and mobile projects share one server and
 * database, so every run names its plan uniquely and deletes it again.
 */

/** Below MUI's `sm` breakpoint (600px) the sections are a drawer instead of tabs. */
function sectionsInDrawer(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 600;
}

/** Opens a section from the tabs (wide) or the drawer (narrow). */
async function openSection(page: Page, title: string, current: string): Promise<void> {
  if (sectionsInDrawer(page)) {
    await page.getByRole('button', { name: `${current} — выбрать раздел`, exact: true }).click();
    const drawer = page.locator('.MuiDrawer-paper').getByRole('navigation', { name: 'Разделы админ-панели' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    await expect(page.locator('.MuiDrawer-paper')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${title} — выбрать раздел`, exact: true })).toBeVisible();
  } else {
    const tab = page.getByRole('tablist', { name: 'Разделы админ-панели' }).getByRole('tab', { name: title });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
}

/** The section's content: a tab panel on wide screens, a region named after the section on narrow ones. */
function sectionPanel(page: Page, title: string): Locator {
  return sectionsInDrawer(page)
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

/** The plans as listed (a table on wide screens, cards below `md`), read from their "Изменить" buttons. */
async function listedPlanNames(page: Page): Promise<string[]> {
  const buttons = sectionPanel(page, 'Планы подписок').getByRole('button', { name: /^Изменить план «/ });
  await expect(buttons.first()).toBeVisible();
  const labels = await Promise.all((await buttons.all()).map((button) => button.getAttribute('aria-label')));
  return labels.map((label) => /^Изменить план «(.*)»$/.exec(label ?? '')?.[1] ?? '');
}

/** One plan's row (table) or card (list), found by its edit button's label. */
function planEntry(
  page: Page,
  name: string,
  texts = { section: 'Планы подписок', edit: 'Изменить план «{}»' },
): Locator {
  const panel = sectionPanel(page, texts.section);
  const entries = isMobileLayout(page) ? panel.getByRole('listitem') : panel.getByRole('row');
  return entries.filter({ has: page.getByRole('button', { name: texts.edit.replace('{}', name), exact: true }) });
}

async function expectOrder(page: Page, names: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const listed = await listedPlanNames(page);
      return listed.filter((name) => names.includes(name));
    })
    .toEqual(names);
}

test('an admin creates, edits and deletes a subscription plan @layout', async ({ page }) => {
  const planName = `E2E ${test.info().project.name} ${Date.now().toString(36)}`;

  await test.step('the account menu leads to the admin panel', async () => {
    await logInViaApi(page, ADMIN.email, ADMIN.password);
    await page.goto('/');
    await goViaAccountMenu(page, ADMIN.email, 'Админ-панель');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Админ-панель' })).toBeVisible();
    // Without a section in the URL the panel opens the first built one in the spec's order: the users.
    await expect(page).toHaveTitle(/Пользователи — Админ-панель/);
    await openSection(page, 'Планы подписок', 'Пользователи');
    await expect(page).toHaveURL('/admin?section=subplans');
    await expect(page).toHaveTitle(/Планы подписок — Админ-панель/);
  });

  await test.step('the sections are tabs on wide screens and a drawer on narrow ones', async () => {
    if (sectionsInDrawer(page)) {
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await page.getByRole('button', { name: 'Планы подписок — выбрать раздел', exact: true }).click();
      const drawer = page.locator('.MuiDrawer-paper').getByRole('navigation', { name: 'Разделы админ-панели' });
      await expect(drawer.getByRole('button')).toHaveCount(12);
      await expect(drawer.getByRole('button', { name: 'Планы подписок' })).toHaveAttribute('aria-current', 'page');
      // Every section is in place: none is marked 'Пока недоступен'.
      await expect(drawer.getByRole('button', { name: 'Экспорт данных', exact: true })).toBeVisible();
      await shot(page, 'admin-sections-drawer', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(page.locator('.MuiDrawer-paper')).toHaveCount(0);
    } else {
      const tabs = page.getByRole('tablist', { name: 'Разделы админ-панели' }).getByRole('tab');
      await expect(tabs).toHaveCount(12);
      await expect(page.getByRole('tab', { name: 'Планы подписок' })).toHaveAttribute('aria-selected', 'true');
    }
  });

  await test.step('another section opens in the same panel and the address follows', async () => {
    await openSection(page, 'Экспорт данных', 'Планы подписок');
    await expect(page).toHaveURL('/admin?section=export');
    const panel = sectionPanel(page, 'Экспорт данных');
    await expect(panel.getByRole('heading', { name: 'Экспорт данных', level: 2 })).toBeVisible();
    await openSection(page, 'Планы подписок', 'Экспорт данных');
    await expect(page).toHaveURL('/admin?section=subplans');
  });

  const panel = sectionPanel(page, 'Планы подписок');
  await test.step('the plans are listed by price', async () => {
    await expect(panel.getByRole('heading', { name: 'Планы подписок', level: 2 })).toBeVisible();
    await expectOrder(page, ['Базовый', 'Стандарт', 'Премиум']);
    await expect(planEntry(page, 'Стандарт')).toContainText(roubles(150));
    await expect(planEntry(page, 'Премиум')).toContainText('Рекомендуем');
    await expect(planEntry(page, 'Базовый')).not.toContainText('Рекомендуем');
    await shot(page, 'admin-plans');
  });

  const dialog = page.getByRole('dialog', { name: 'Новый план подписки' });
  const name = dialog.getByLabel('Название плана');
  const price = dialog.getByLabel('Цена в месяц');
  const limit = dialog.getByLabel('Лимит запросов в месяц');
  const save = dialog.getByRole('button', { name: 'Сохранить', exact: true });

  await test.step('the plan form shows the spec texts for an empty name, a negative price and limit 0', async () => {
    await panel.getByRole('button', { name: 'Создать план' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Активен' })).toBeChecked();

    await save.click();
    await expect(dialog.getByText('Название плана обязательно для заполнения', { exact: true })).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();

    await name.fill(planName);
    await price.fill('-5');
    await limit.fill('100');
    await save.click();
    await expect(dialog.getByText('Укажите корректную цену (число больше или равно 0)', { exact: true })).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Название плана обязательно для заполнения')).toHaveCount(0);

    await price.fill('100');
    await limit.fill('0');
    await save.click();
    await expect(
      dialog.getByText('Укажите корректный лимит запросов (целое число больше 0)', { exact: true }),
    ).toBeVisible();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'admin-plan-form-errors', { fullPage: false });
  });

  await test.step('a valid plan is created and listed by its price', async () => {
    await limit.fill('250');
    await dialog.getByLabel('Описание').fill('План для браузерного теста');
    await save.click();
    await expect(dialog).toBeHidden();
    await shot(page, 'admin-plan-created-toast', { fullPage: false });
    await dismissToast(page, `План «${planName}» создан.`);
    const entry = planEntry(page, planName);
    await expect(entry).toContainText(roubles(100));
    await expect(entry).toContainText('250');
    await expect(entry).toContainText('План для браузерного теста');
    await expect(entry).toContainText('Активен');
    await expectOrder(page, ['Базовый', planName, 'Стандарт', 'Премиум']);
    await shot(page, 'admin-plan-created');
  });

  await test.step('editing the price moves the plan in the list', async () => {
    await panel.getByRole('button', { name: `Изменить план «${planName}»`, exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: `Изменить план «${planName}»` });
    await expect(editDialog).toBeVisible();
    await expect(editDialog.getByLabel('Название плана')).toHaveValue(planName);
    const editPrice = editDialog.getByLabel('Цена в месяц');
    await expect(editPrice).toHaveValue('100');
    await editPrice.fill('400');
    await editDialog.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(editDialog).toBeHidden();
    await expect(toast(page, `План «${planName}» сохранён.`).getByRole('alert')).toBeVisible();
    await expect(planEntry(page, planName)).toContainText(roubles(400));
    await expectOrder(page, ['Базовый', 'Стандарт', 'Премиум', planName]);
  });

  await test.step('deleting asks first and shows the server message', async () => {
    await panel.getByRole('button', { name: `Удалить план «${planName}»`, exact: true }).click();
    const deleteDialog = page.getByRole('dialog', { name: `Удалить план «${planName}»?` });
    await expect(deleteDialog).toBeVisible();
    // Opening a dialog puts the last result away at once (not after its 6 s): it would lie over the
    // full-screen form's buttons on phones.
    await expect(toast(page, `План «${planName}» сохранён.`)).toHaveCount(0, { timeout: 2000 });
    await expect(deleteDialog).toContainText(
      'Если на него оформлены подписки, он не будет удалён, а станет неактивным.',
    );
    await shot(page, 'admin-plan-delete-dialog', { fullPage: false });

    // "Отмена" keeps the plan.
    await deleteDialog.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expect(deleteDialog).toBeHidden();
    await expect(planEntry(page, planName)).toHaveCount(1);

    await panel.getByRole('button', { name: `Удалить план «${planName}»`, exact: true }).click();
    await expect(deleteDialog).toBeVisible();
    await deleteDialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(deleteDialog).toBeHidden();
    await dismissToast(page, `План «${planName}» удалён.`);
    await expect(planEntry(page, planName)).toHaveCount(0);
    await expectOrder(page, ['Базовый', 'Стандарт', 'Премиум']);
  });

  await test.step('in English: the admin section and the subscription page', async () => {
    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    const englishPanel = sectionPanel(page, 'Subscription plans');
    await expect(englishPanel.getByRole('heading', { level: 2, name: 'Subscription plans' })).toBeVisible();
    await expect(englishPanel.getByRole('button', { name: 'Create plan' })).toBeVisible();
    await expect(englishPanel.getByRole('button', { name: 'Edit plan “Премиум”' })).toBeVisible();
    const premium = planEntry(page, 'Премиум', { section: 'Subscription plans', edit: 'Edit plan “{}”' });
    await expect(premium).toContainText('Recommended');
    await expect(premium).toContainText('Active');
    await shot(page, 'en-admin-plans');

    await goViaAccountMenu(page, ADMIN.email, 'Subscription', 'Account');
    await expect(page).toHaveURL('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What a subscription gives you' })).toBeVisible();
    const plans = page.getByRole('region', { name: 'Subscription plans', exact: true });
    await expect(plans.getByRole('article', { name: 'Премиум' })).toContainText('Recommended');
    await expect(plans.getByRole('article', { name: 'Стандарт' }).getByRole('button')).toHaveText('Choose plan');
    await expect(page.getByRole('region', { name: 'Current subscription' })).toContainText(
      'You have no active subscription.',
    );
    await shot(page, 'en-subscription');
  });
});

test('a user who is not an admin sees "Доступ запрещен" on /admin', async ({ page, request }) => {
  const email = await registerAndLogIn(page, request, 'notadmin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Для доступа к этому разделу требуются права администратора.');
  await expect(main.getByRole('alert')).toHaveText(
    'Пользователь не имеет роли Admin. Обратитесь к администратору сервиса, чтобы получить доступ.',
  );
  await expect(page.getByRole('heading', { name: 'Планы подписок' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Создать план' })).toHaveCount(0);

  // The debug details name the user and the role without printing the token.
  await main.getByRole('button', { name: 'Отладочная информация' }).click();
  await expect(main.locator('dt:text-is("Email") + dd')).toHaveText(email);
  await expect(main.locator('dt:text-is("Роль") + dd')).toHaveText('User');
  await shot(page, 'admin-access-denied');

  await main.getByRole('button', { name: 'Проверить снова' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Доступ запрещен' })).toBeVisible();
  await main.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');
});
