import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { waitForDemoArchive } from './catalogue-support.ts';
import { chooseLanguage, dismissToast, isMobileLayout, logInViaApi, shot } from './support.ts';

/**
 * The admin panel's "Управление категориями" on the demo archive (DEMO_BOOKS=2000, seed 1), which has
 * the placeholders 'unknown' and 'interested' and two duplicate pairs ('Детские журналы' / 'детские
 * журналы', 'Книги в издательских переплётах' / '…переплетах'). The desktop and mobile projects share one
 * server, so each takes its own cases: desktop deletes 'unknown' by name and merges the magazines, mobile
 * deletes 'interested' from its card and merges the bindings through the selection.
 */

const SECTION = 'Управление категориями';

/** Below MUI's `sm` breakpoint the sections are a drawer; the section's content is then a region. */
function panel(page: Page, title = SECTION): Locator {
  return (page.viewportSize()?.width ?? 1280) < 600
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

/** One category's row (table) or card (list), found by its delete button. */
function entry(page: Page, name: string, label = `Удалить категорию «${name}»`): Locator {
  const list = isMobileLayout(page) ? panel(page).getByRole('listitem') : panel(page).getByRole('row');
  return list.filter({ has: page.getByRole('button', { name: label, exact: true }) });
}

async function openSection(page: Page): Promise<void> {
  await page.goto('/admin?section=categories');
  await expect(panel(page).getByRole('heading', { level: 2, name: SECTION })).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: /^Все категории \(\d+\)$/ })).toBeVisible();
}

async function filterBy(page: Page, option: 'Все категории' | 'С дубликатами' | 'Нежелательные'): Promise<void> {
  await panel(page).getByRole('combobox', { name: 'Показать' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The admin's own favourite on the first lot of a category: deletions must state and remove it. */
async function favouriteFirstLotOf(request: APIRequestContext, category: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
  const id = categories.find((item) => item.name === category)!.id;
  const search = await request.get(`/api/books/searchByCategory?categoryId=${id}`, { headers });
  const { items } = (await search.json()) as { items: { id: number }[] };
  expect((await request.post(`/api/books/${items[0]!.id}/favorite`, { headers })).status()).toBe(200);
}

test.beforeAll(async () => {
  await waitForDemoArchive();
});

test('an admin analyses names, deletes with the counts stated first and merges duplicates @layout', async ({
  page,
  request,
}) => {
  const mobile = isMobileLayout(page);
  const deleted = mobile ? 'interested' : 'unknown';
  const [kept, duplicate] = mobile
    ? ['Книги в издательских переплётах', 'Книги в издательских переплетах']
    : ['Детские журналы', 'детские журналы'];
  if (mobile) await favouriteFirstLotOf(request, deleted);

  await test.step('the section lists the categories, ten to a page', async () => {
    await logInViaApi(page, ADMIN.email, ADMIN.password);
    await openSection(page);
    const rows = mobile ? panel(page).getByRole('listitem') : panel(page).getByRole('row');
    await expect(rows).toHaveCount(mobile ? 10 : 11); // the table's header row too
    await expect(panel(page).getByText('Строк на странице:')).toBeVisible();
    await panel(page)
      .getByRole('combobox', { name: /^Строк на странице:/ })
      .click();
    const sizes = await page.getByRole('option').allInnerTexts();
    expect(sizes).toEqual(mobile ? ['5', '10', '25'] : ['5', '10', '25', '50']);
    await page.keyboard.press('Escape');
    await shot(page, 'admin-categories');
  });

  const names = panel(page).getByRole('region', { name: 'Удаление по названиям' });
  let books = 0;
  await test.step('the names field asks for names, then analyses exactly the names typed', async () => {
    await names.getByRole('button', { name: 'Анализировать', exact: true }).click();
    await expect(names.getByText('Пожалуйста, введите названия категорий, разделенные запятыми')).toBeVisible();
    await names.getByLabel('Названия категорий').fill(` ${deleted} , нет такой категории,`);
    await names.getByRole('button', { name: 'Анализировать', exact: true }).click();
    const result = names.getByRole('status', { name: 'Результат анализа по названиям' });
    await expect(result).toContainText(`Найдены: «${deleted}»`);
    const facts = await result.locator('dd').allInnerTexts();
    expect(facts[0]).toBe('1');
    books = Number(facts[1]);
    expect(books).toBeGreaterThan(0);
    expect(facts[2]).toBe(mobile ? '1' : '0');
    await shot(page, 'admin-categories-analysis');
  });

  await test.step('deleting asks first, stating what goes, and answers what went', async () => {
    const favourites = mobile ? 1 : 0;
    const summary = `Будет удалено категорий: 1, лотов: ${books}, записей в избранном: ${favourites}.`;
    let dialog: Locator;
    if (mobile) {
      // The single mode, from the category's own card.
      await filterBy(page, 'Нежелательные');
      await entry(page, deleted)
        .getByRole('button', { name: `Удалить категорию «${deleted}»`, exact: true })
        .click();
      dialog = page.getByRole('dialog', { name: `Удалить категорию «${deleted}»?` });
      await expect(dialog).toContainText('Эти лоты есть в избранном у пользователей');
    } else {
      await names.getByRole('button', { name: 'Удалить', exact: true }).click();
      dialog = page.getByRole('dialog', { name: 'Удалить категории по названиям?' });
    }
    await expect(dialog).toContainText(summary);
    await expect(dialog).toContainText(`Категории: «${deleted}»`);
    await shot(page, 'admin-categories-delete-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await dismissToast(page, `Удалено категорий: 1, лотов: ${books}, записей в избранном: ${favourites}.`);
    await expect(entry(page, deleted)).toHaveCount(0);
  });

  await test.step('the unwanted mode states its own numbers; cancelling keeps everything', async () => {
    const unwanted = panel(page).getByRole('region', { name: 'Нежелательные категории' });
    await unwanted.getByRole('button', { name: 'Анализировать нежелательные' }).click();
    await expect(unwanted.getByRole('status', { name: 'Результат анализа нежелательных категорий' })).toBeVisible();
    await unwanted.getByRole('button', { name: 'Удалить нежелательные' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить нежелательные категории?' });
    await expect(dialog).toContainText(/Будет удалено категорий: \d+, лотов: \d+|Ни одной категории не найдено/);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('duplicates are merged into the category with more lots', async () => {
    await filterBy(page, 'С дубликатами');
    await expect(entry(page, duplicate)).toContainText('Дубликаты: 1');
    if (mobile) {
      await panel(page)
        .getByRole('checkbox', { name: `Выбрать «${duplicate}»`, exact: true })
        .check();
      await panel(page)
        .getByRole('checkbox', { name: `Выбрать «${kept}»`, exact: true })
        .check();
      const selection = panel(page).getByRole('region', { name: 'Выбранные категории' });
      await expect(selection).toContainText('Выбрано: 2');
      await selection.getByRole('button', { name: 'Объединить' }).click();
    } else {
      await panel(page)
        .getByRole('button', { name: `Объединить «${duplicate}» с дубликатами`, exact: true })
        .click();
    }
    const dialog = page.getByRole('dialog', { name: 'Объединить категории' });
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${kept} \\(лотов: \\d+\\)$`) })).toBeChecked();
    await expect(dialog).toContainText(`Они перейдут из «${duplicate}» в «${kept}»`);
    await shot(page, 'admin-categories-merge-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Объединить', exact: true }).click();
    await expect(dialog).toBeHidden();
    await dismissToast(page, `Лотов перенесено в категорию «${kept}»:`);
    await expect(entry(page, duplicate)).toHaveCount(0);
    await filterBy(page, 'Все категории');
    await panel(page).getByRole('searchbox', { name: 'Поиск по названию' }).fill(kept);
    await expect(entry(page, kept)).toBeVisible();
    await expect(entry(page, kept)).not.toContainText('Дубликаты');
  });

  await test.step('in English', async () => {
    await chooseLanguage(page, 'en');
    const english = panel(page, 'Category management');
    await expect(english.getByRole('heading', { level: 2, name: 'Category management' })).toBeVisible();
    await english.getByRole('searchbox', { name: 'Search by name' }).fill('');
    await english.getByRole('region', { name: 'Delete by name' }).getByRole('button', { name: 'Analyse' }).click();
    await expect(english.getByText('Please enter category names separated by commas')).toBeVisible();
    await expect(english.getByRole('heading', { name: /^All categories \(\d+\)$/ })).toBeVisible();
    await expect(english.getByRole('button', { name: 'Delete unwanted' })).toBeVisible();
    await shot(page, 'en-admin-categories');
    await chooseLanguage(page, 'ru');
  });
});

// The list's loading, error and empty states: web/src/features/admin/category-cleanup/components/category-cleanup-section.test.tsx.
