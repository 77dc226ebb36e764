import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dismissToast, goViaAccountMenu, openMainNav, registerAndLogIn, roubles, shot } from './support.ts';

/**
 * Billing in the browser: `npm start` is the embedded demo start, so PAYMENTS defaults to `demo` and every
 * payment goes through the built-in demo checkout, which says plainly that it is one. The default plans are 'Базовый' 50 ₽, 'Стандарт' 150 ₽ and 'Премиум' 300 ₽ (recommended).
 */

const DEFAULT_PLANS = [
  { name: 'Базовый', price: 50 },
  { name: 'Стандарт', price: 150 },
  { name: 'Премиум', price: 300 },
] as const;

const BENEFITS = ['Архив 230 000+ продаж', 'Цены, даты и фотографии', 'Избранное', 'Уведомления о новых продажах'];

const DAY_MS = 86_400_000;
const ruDate = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** PostgreSQL's `+ interval '1 month'`: the same day next month, or the month's last day when it is shorter. */
function monthAhead(from: Date): Date {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** The end dates and day counts a payment made between `before` and `after` may show. */
function expectedPeriod(before: Date, after: Date): { endDates: string[]; days: number[] } {
  const ends = [before, after].map((from) => ({ from, end: monthAhead(from) }));
  return {
    endDates: [...new Set(ends.map(({ end }) => ruDate.format(end)))],
    days: [...new Set(ends.map(({ from, end }) => Math.round((end.getTime() - from.getTime()) / DAY_MS)))],
  };
}

function subscriptionHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1, name: 'Подписка', exact: true });
}

function currentCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Текущая подписка', exact: true });
}

function plansRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Планы подписки', exact: true });
}

function planCard(page: Page, name: string): Locator {
  return plansRegion(page).getByRole('article', { name, exact: true });
}

function homeCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Подписка', exact: true });
}

/** The value next to a label in the current subscription card's facts list. */
function fact(page: Page, label: string): Locator {
  return currentCard(page).locator(`dt:text-is("${label}") + dd`);
}

/** The plan cards in page order: name and monthly price. */
async function shownPlans(page: Page): Promise<{ name: string; price: number }[]> {
  const cards = plansRegion(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const plans = [];
  for (const card of await cards.all()) {
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    const price = /([\d\s]+)\s₽/.exec(await card.innerText())?.[1] ?? '';
    plans.push({ name, price: Number(price.replace(/\s/g, '')) });
  }
  return plans;
}

async function expectNoSubscription(page: Page): Promise<void> {
  await expect(currentCard(page)).toContainText('У вас нет активной подписки.');
  await expect(currentCard(page).getByRole('button', { name: 'Отменить подписку' })).toHaveCount(0);
  for (const { name } of DEFAULT_PLANS) {
    await expect(planCard(page, name).getByRole('button')).toHaveText('Выбрать план');
    await expect(planCard(page, name).getByRole('button')).toBeEnabled();
  }
}

/** Chooses a plan on /subscription and waits for the demo checkout of its payment; returns the payment id. */
async function choosePlan(page: Page, plan: { name: string; price: number }): Promise<number> {
  await planCard(page, plan.name).getByRole('button', { name: 'Выбрать план', exact: true }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Демо-оплата подписки' })).toBeVisible();
  await expect(page.getByText('Демонстрационная оплата: деньги не списываются', { exact: true })).toBeVisible();
  const details = page.getByRole('main').locator('dl');
  await expect(details.locator('dt:text-is("План") + dd')).toHaveText(plan.name);
  await expect(details.locator('dt:text-is("Период") + dd')).toHaveText('1 месяц');
  await expect(details.locator('dt:text-is("К оплате") + dd')).toHaveText(roubles(plan.price));
  await expect(page.getByRole('button', { name: `Оплатить ${roubles(plan.price)}`, exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Отмена', exact: true })).toBeEnabled();
  const paymentId = Number(/\/demo-checkout\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  await expect(details.locator('dt:text-is("Платёж") + dd')).toHaveText(`№ ${paymentId}`);
  return paymentId;
}

async function goHome(page: Page): Promise<void> {
  const nav = await openMainNav(page);
  await nav.getByRole('link', { name: 'Обзор', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Раритет' })).toBeVisible();
}

test('a user subscribes to «Стандарт» through the demo checkout, sees it active and cancels it', async ({
  page,
  request,
}) => {
  const email = await registerAndLogIn(page, request, 'subscriber');
  const standard = DEFAULT_PLANS[1];

  await test.step('the home card offers a subscription', async () => {
    await expect(homeCard(page)).toContainText('Подписка не оформлена');
    await expect(homeCard(page)).toContainText(`Подписка от ${roubles(50)} в месяц`);
    await expect(homeCard(page).getByRole('link', { name: 'Оформить подписку' })).toBeVisible();
  });

  await test.step('/subscription: no subscription, four benefits, plans by price, FAQ', async () => {
    await goViaAccountMenu(page, email, 'Подписка');
    await expect(page).toHaveURL('/subscription');
    await expect(subscriptionHeading(page)).toBeVisible();
    await expect(page).toHaveTitle(/Подписка/);
    await expectNoSubscription(page);

    const benefits = page.getByRole('region', { name: 'Что даёт подписка', exact: true });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(BENEFITS);

    const plans = await shownPlans(page);
    const prices = plans.map((plan) => plan.price);
    expect(prices, 'plans sorted by price, lowest first').toEqual([...prices].sort((a, b) => a - b));
    expect(plans.filter((plan) => DEFAULT_PLANS.some((item) => item.name === plan.name))).toEqual(DEFAULT_PLANS);
    await expect(planCard(page, 'Премиум')).toContainText('Рекомендуем');
    await expect(planCard(page, 'Базовый')).not.toContainText('Рекомендуем');
    await expect(planCard(page, 'Стандарт')).not.toContainText('Рекомендуем');
    await expect(plansRegion(page).getByText('Рекомендуем', { exact: true })).toHaveCount(1);
    await expect(planCard(page, 'Стандарт')).toContainText(`${roubles(150)}/ мес.`);

    const faq = page.getByRole('region', { name: 'Частые вопросы', exact: true });
    await expect(faq.getByRole('button')).toHaveCount(6);
    const question = faq.getByRole('button', { name: 'Что происходит при отмене подписки?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/^Продление прекращается и новых списаний не будет\./)).toBeVisible();
    await shot(page, 'billing-subscription-none');
  });

  await test.step('"Обновить статус" reports fresh data', async () => {
    await currentCard(page).getByRole('button', { name: 'Обновить статус' }).click();
    await dismissToast(page, 'Данные о подписке обновлены');
    await expect(currentCard(page)).toContainText('У вас нет активной подписки.');
  });

  const before = new Date();
  let paymentId = 0;
  await test.step('choosing «Стандарт» opens the demo checkout for 150 ₽', async () => {
    paymentId = await choosePlan(page, standard);
    await shot(page, 'billing-demo-checkout');
  });

  await test.step('paying lands on the success page', async () => {
    await page.getByRole('button', { name: `Оплатить ${roubles(150)}`, exact: true }).click();
    await expect(page).toHaveURL(`/subscription-success?paymentId=${paymentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Подписка успешно оформлена!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/План «Стандарт» действует до \d{2}\.\d{2}\.\d{4}\./);
    await expect(page.getByRole('link', { name: 'Начать поиск' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Возникли вопросы по оплате? Напишите нам на support@raritet.ru',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'support@raritet.ru' })).toHaveAttribute(
      'href',
      'mailto:support@raritet.ru',
    );
    await shot(page, 'billing-success');
  });
  const period = expectedPeriod(before, new Date());

  let endDate = '';
  await test.step('/subscription shows the subscription active for a month', async () => {
    await page.getByRole('link', { name: 'Моя подписка' }).click();
    await expect(page).toHaveURL('/subscription');
    const card = currentCard(page);
    await expect(card.getByText('Активна', { exact: true })).toBeVisible();
    await expect(card.getByText('Стандарт', { exact: true })).toBeVisible();
    endDate = (await fact(page, 'Окончание').innerText()).trim();
    expect(period.endDates).toContain(endDate);
    await expect(fact(page, 'Начало')).toHaveText(ruDate.format(new Date()));
    const daysText = (await fact(page, 'Срок').innerText()).trim();
    expect(period.days.map((days) => `Осталось ${days} дн.`)).toContain(daysText);
    await expect(fact(page, 'Автопродление')).toHaveText('Выключено');
    await expect(card.getByRole('button', { name: 'Отменить подписку' })).toBeVisible();

    const current = planCard(page, 'Стандарт').getByRole('button');
    await expect(current).toHaveText('Текущий план');
    await expect(current).toBeDisabled();
    for (const name of ['Базовый', 'Премиум']) {
      await expect(planCard(page, name).getByRole('button')).toHaveText('Выбрать план');
      await expect(planCard(page, name).getByRole('button')).toBeEnabled();
    }
    await shot(page, 'billing-subscription-active');

    await card.getByRole('button', { name: 'Обновить статус' }).click();
    await dismissToast(page, 'Данные о подписке обновлены');
    await expect(card.getByText('Активна', { exact: true })).toBeVisible();
  });

  await test.step('the home card shows the active subscription', async () => {
    await goHome(page);
    const card = homeCard(page);
    await expect(card.getByText('Активна', { exact: true })).toBeVisible();
    await expect(card).toContainText(`План «Стандарт» действует до ${endDate}.`);
    await expect(card).toContainText(/Осталось \d+ дн\./);
    await shot(page, 'billing-home-card-active');
    await card.getByRole('link', { name: 'Управлять подпиской' }).click();
    await expect(page).toHaveURL('/subscription');
  });

  await test.step('cancelling asks first, then keeps access until the end date', async () => {
    const card = currentCard(page);
    await card.getByRole('button', { name: 'Отменить подписку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отменить подписку?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      `Подписка «Стандарт» будет отменена и не продлится, новых списаний не будет. Доступ к платным функциям сохранится до ${endDate}.`,
    );
    await shot(page, 'billing-cancel-dialog', { fullPage: false });

    // "Не отменять" closes the dialog and changes nothing.
    await dialog.getByRole('button', { name: 'Не отменять' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Активна', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Отменить подписку' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Отменить подписку' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Продление отменено', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Подписка отменена: продления не будет, доступ сохранится до ${endDate}.`);
    await shot(page, 'billing-cancelled-toast', { fullPage: false });
    await dismissToast(page, 'Подписка успешно отменена');
    await expect(fact(page, 'Окончание')).toHaveText(endDate);
    await expect(card.getByRole('button', { name: 'Отменить подписку' })).toHaveCount(0);
    await expect(planCard(page, 'Стандарт').getByRole('button')).toHaveText('Текущий план');
    await expect(planCard(page, 'Стандарт').getByRole('button')).toBeDisabled();
    await shot(page, 'billing-subscription-cancelled');
  });

  await test.step('after a reload the home card still shows access until the end date', async () => {
    await page.reload();
    await expect(currentCard(page).getByText('Продление отменено', { exact: true })).toBeVisible();
    await goHome(page);
    await expect(homeCard(page).getByText('Активна', { exact: true })).toBeVisible();
    await expect(homeCard(page)).toContainText(`План «Стандарт» действует до ${endDate}.`);
  });
});

test('cancelling in the demo checkout leaves the user without a subscription', async ({ page, request }) => {
  const email = await registerAndLogIn(page, request, 'canceller');
  const basic = DEFAULT_PLANS[0];

  await goViaAccountMenu(page, email, 'Подписка');
  await expect(subscriptionHeading(page)).toBeVisible();
  await expectNoSubscription(page);
  const paymentId = await choosePlan(page, basic);

  await page.getByRole('button', { name: 'Отмена', exact: true }).click();
  await expect(page).toHaveURL(`/subscription-success?paymentId=${paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Платёж отменён' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Оплата не прошла или была отменена, деньги не списаны. Вы можете выбрать план снова.',
  );
  await expect(page.getByRole('heading', { name: 'Подписка успешно оформлена!' })).toHaveCount(0);
  await shot(page, 'billing-payment-cancelled');

  // The finished payment cannot be paid afterwards.
  await page.goto(`/demo-checkout/${paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Платёж уже завершён' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Базовый · Статус: отменён');
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Перейти к результату оплаты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Платёж отменён' })).toBeVisible();

  await page.getByRole('link', { name: 'Выбрать план' }).click();
  await expect(page).toHaveURL('/subscription');
  await expectNoSubscription(page);

  await goHome(page);
  await expect(homeCard(page)).toContainText('Подписка не оформлена');
  await expect(homeCard(page).getByText('Активна', { exact: true })).toHaveCount(0);
});
