import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { QUERIES, resultCards, searchSummary } from './catalogue-support.ts';
import { fillRegistration, loginThroughUi, registerButton, registerViaApi, shot, uniqueEmail } from './support.ts';

/**
 * A guest on the home page: the description and price-range searches are blocked with the
 * spec's alert instead of navigating; every search button waits for its fields; the title search is not
 * blocked by the page, but its results route sends the guest to /login and back.
 */

const GUEST_ALERT = 'Пожалуйста, войдите в систему, чтобы выполнять поиск.';

function advancedBlock(page: Page, title: string): { toggle: Locator; form: Locator } {
  const section = page.getByRole('region', { name: 'Расширенный поиск', exact: true });
  return {
    toggle: section.getByRole('button', { name: new RegExp(`^${title}`) }),
    form: section.getByRole('search', { name: title, exact: true }),
  };
}

async function expand(toggle: Locator): Promise<void> {
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('a guest meets the alert on the description and price searches; the buttons wait for input', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Раритет' })).toBeVisible();

  await test.step('the title search waits for text', async () => {
    const hero = page.getByRole('search', { name: 'Поиск по названию', exact: true });
    const submit = hero.getByRole('button', { name: 'Найти' });
    await expect(submit).toBeDisabled();
    await hero.getByLabel('Поиск по названию').fill('   ');
    await expect(submit).toBeDisabled();
    await hero.getByLabel('Поиск по названию').fill('Пушкин');
    await expect(submit).toBeEnabled();
    await expect(hero.getByRole('checkbox', { name: 'Точное совпадение' })).not.toBeChecked();
  });

  await test.step('description: the button waits for text, then the guest gets the alert and stays', async () => {
    const { toggle, form } = advancedBlock(page, 'Поиск по описанию');
    await expand(toggle);
    const submit = form.getByRole('button', { name: 'Найти' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Поиск по описанию').fill(QUERIES.description);
    await expect(submit).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: GUEST_ALERT })).toHaveCount(0);
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: GUEST_ALERT });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    await expect(page).toHaveURL('/');
    await shot(page, 'archive-guest-description-alert');
  });

  await test.step('price range: rouble fields, the button waits for a price, then the alert', async () => {
    const { toggle, form } = advancedBlock(page, 'Поиск по цене');
    await expand(toggle);
    const submit = form.getByRole('button', { name: 'Найти' });
    const min = form.getByLabel('Цена от');
    const max = form.getByLabel('Цена до');
    await expect(submit).toBeDisabled();
    await expect(form.getByText('₽')).toHaveCount(2);
    await expect(min).toHaveAttribute('inputmode', 'numeric');
    // Only digits get in.
    await min.pressSequentially('1o0');
    await expect(min).toHaveValue('10');
    await min.fill('');
    await max.fill('5000');
    await expect(submit).toBeEnabled();
    await max.press('Enter');
    // The alert moves to the block the guest used last.
    await expect(page.getByRole('alert').filter({ hasText: GUEST_ALERT })).toHaveCount(1);
    await expect(page.locator('#price-block-content').getByRole('alert')).toContainText(GUEST_ALERT);
    await expect(page).toHaveURL('/');
    await shot(page, 'archive-guest-price-alert');
  });
});

test('a guest searching by title is sent to /login and comes back to the results', async ({ page, request }) => {
  const email = uniqueEmail('archive-guest');
  await registerViaApi(request, email);

  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Поиск по названию', exact: true });
  await hero.getByLabel('Поиск по названию').fill(QUERIES.title);
  await hero.getByLabel('Поиск по названию').press('Enter');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();

  await loginThroughUi(page, email);
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/searchByTitle/${QUERIES.title}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по названию' })).toBeVisible();
  await expect(searchSummary(page)).toContainText(/^Найдено: \d+/);
  await expect(resultCards(page).first()).toBeVisible();
});

test('a guest sent to /login who registers instead also comes back to the search', async ({ page }) => {
  const path = `/searchByDescription/${encodeURIComponent(QUERIES.description)}?exactPhrase=false`;
  await page.goto(path);
  await expect(page).toHaveURL('/login');
  await page.getByRole('main').getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
  await fillRegistration(page, { email: uniqueEmail('archive-register') });
  await registerButton(page).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск по описанию' })).toBeVisible();
  await expect(searchSummary(page)).toContainText(/^Найдено: \d+/);
});
