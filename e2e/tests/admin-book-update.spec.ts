import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN } from '../playwright.config.ts';
import { chooseLanguage, isMobileLayout, logInViaApi, shot, toast, dismissToast } from './support.ts';

/**
 * The admin panel's "Обновление книг" section. The desktop and
 * mobile projects share one server, so the test starts from whatever state the service is in and leaves
 * it running on schedule. It does not wait for lots to arrive: a run may find no source to read.
 */

const STATUS_PATH = '/api/bookupdateservice/status';

/** Below MUI's `sm` breakpoint the section is a region named after it, not a tab panel. */
function panel(page: Page, title = 'Обновление книг'): Locator {
  return (page.viewportSize()?.width ?? 1280) < 600
    ? page.getByRole('region', { name: title, exact: true })
    : page.getByRole('tabpanel', { name: title, exact: true });
}

function controls(page: Page, texts = { title: 'Обновление книг', label: 'Управление службой' }): Locator {
  return panel(page, texts.title).getByRole('group', { name: texts.label });
}

function stateChip(page: Page): Locator {
  return panel(page).getByTestId('book-update-state');
}

/** The real status, turned into a pull that runs and is being refused by the platform. */
function blockedRun(status: Record<string, unknown>): Record<string, unknown> {
  const now = Date.now();
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  return {
    ...status,
    isPaused: false,
    isRunningNow: true,
    currentOperationName: 'list:13870',
    lastProcessedLotId: 98765,
    lastProcessedLotTitle: 'Пушкин А. С. Сочинения, 1887',
    sourceState: 'blocked',
    lastError: 'HTTP 403: Cloudflare challenge',
    logs: [
      {
        timestamp: at(1),
        message: 'Площадка не пускает запросы',
        operationName: 'list',
        lotId: null,
        isError: true,
        exceptionMessage: 'HTTP 403: Cloudflare challenge',
      },
      {
        timestamp: at(5),
        message: 'Лот сохранён',
        operationName: 'lot',
        lotId: 98765,
        isError: false,
        exceptionMessage: null,
      },
      {
        timestamp: at(9),
        message: 'Запуск начат',
        operationName: 'start',
        lotId: null,
        isError: false,
        exceptionMessage: null,
      },
    ],
  };
}

test('an admin watches the book update, pauses, resumes and runs it @layout', async ({ page }) => {
  test.setTimeout(120_000);
  await logInViaApi(page, ADMIN.email, ADMIN.password);
  // Its loading, error and empty states and the auto-refresh switch: book-update-section.test.tsx.
  await test.step('a running pull blocked by the source: only Pause, the reason and the error entry', async () => {
    await page.route(`**${STATUS_PATH}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: blockedRun((await response.json()) as Record<string, unknown>) });
    });
    await page.goto('/admin?section=bookupdate');
    await expect(page).toHaveTitle(/Обновление книг — Админ-панель/);
    await expect(stateChip(page)).toHaveText('Выполняется');
    await expect(controls(page).getByRole('button')).toHaveText(['Приостановить']);
    await expect(panel(page).getByRole('alert')).toHaveText(
      'Заблокирован источником. Последняя ошибка: HTTP 403: Cloudflare challenge',
    );
    await expect(panel(page).getByText('Список лотов категории 13870', { exact: true })).toBeVisible();
    await expect(panel(page).getByText('№ 98765 — Пушкин А. С. Сочинения, 1887')).toBeVisible();
    const errorEntry = panel(page).locator('[data-error]');
    await expect(errorEntry).toHaveCount(1);
    await expect(errorEntry).toContainText('Площадка не пускает запросы');
    await expect(errorEntry).toContainText('Ошибка');
    await expect(errorEntry).toContainText('HTTP 403: Cloudflare challenge');
    await shot(page, 'admin-bookupdate-blocked');
    await page.unroute(`**${STATUS_PATH}`);
  });

  await test.step('the status card: state, figures and the source line', async () => {
    await page.reload();
    await expect(panel(page).getByRole('heading', { level: 2, name: 'Обновление книг' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Состояние службы' })).toBeVisible();
    await expect(stateChip(page)).toHaveText(/^(Пауза|Выполняется|Ожидание)$/);
    for (const label of ['Последний запуск', 'Следующий запуск', 'Текущая операция', 'Обработано лотов']) {
      await expect(panel(page).getByText(label, { exact: true })).toBeVisible();
    }
    await expect(panel(page).getByText('Последний обработанный лот', { exact: true })).toBeVisible();
    await expect(panel(page).getByText('Лотов в очереди', { exact: true })).toBeVisible();
    await expect(panel(page).getByTestId('book-update-source')).toContainText(/^Источник: симулятор площадки/);
    await expect(panel(page).getByRole('switch', { name: 'Автообновление' })).toBeChecked();
  });

  await test.step('from a paused service, Resume shows Pause again', async () => {
    // The other project (or an earlier run) may have left it paused.
    const resume = controls(page).getByRole('button', { name: 'Возобновить' });
    if (await resume.isVisible()) {
      await resume.click();
      await dismissToast(page, 'Сервис обновления книг возобновлён');
    }
    await expect(stateChip(page)).toHaveText(/^(Выполняется|Ожидание)$/);
    await expect(controls(page).getByRole('button', { name: 'Приостановить' })).toBeVisible();
    await expect(controls(page).getByRole('button', { name: 'Возобновить' })).toHaveCount(0);
    await expect(panel(page).getByTestId('book-update-source')).toContainText('следующий запуск');
    await shot(page, 'admin-bookupdate');
  });

  await test.step('a failed pause says so, with the reason', async () => {
    await page.route('**/api/bookupdateservice/pause', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Внутренняя ошибка сервера.' } }),
    );
    await controls(page).getByRole('button', { name: 'Приостановить' }).click();
    await expect(toast(page, 'Ошибка при приостановке сервиса: Внутренняя ошибка сервера.')).toBeVisible();
    await shot(page, 'admin-bookupdate-action-error', { fullPage: false });
    await dismissToast(page, 'Ошибка при приостановке сервиса');
    await page.unroute('**/api/bookupdateservice/pause');
    await expect(stateChip(page)).toHaveText(/^(Выполняется|Ожидание)$/);
  });

  await test.step('pause: the state, the buttons and the source line follow', async () => {
    await controls(page).getByRole('button', { name: 'Приостановить' }).click();
    await dismissToast(page, 'Сервис обновления книг поставлен на паузу.');
    await expect(stateChip(page)).toHaveText('Пауза');
    await expect(controls(page).getByRole('button', { name: 'Приостановить' })).toHaveCount(0);
    await expect(controls(page).getByRole('button', { name: 'Возобновить' })).toBeVisible();
    await expect(controls(page).getByRole('button', { name: 'Запустить сейчас' })).toBeVisible();
    await expect(controls(page).getByRole('button', { name: 'Проверить категории' })).toBeVisible();
    await expect(panel(page).getByTestId('book-update-source')).toContainText('запуски по расписанию на паузе');
    await expect(panel(page).getByText('Не запланирован: сервис на паузе')).toBeVisible();
  });

  await test.step('run now while paused is answered (or refused while a pull runs)', async () => {
    await controls(page).getByRole('button', { name: 'Запустить сейчас' }).click();
    const text = await dismissToast(page, /Запуск начат|Ошибка при запуске обновления/);
    expect(text).toMatch(
      /^(Запуск начат и пройдёт до конца; сервис остаётся на паузе\.|Ошибка при запуске обновления: Загрузка уже идёт\. Дождитесь её окончания\.)$/,
    );
    await expect(stateChip(page)).toHaveText('Пауза');
  });

  await test.step('resume brings the schedule back', async () => {
    await controls(page).getByRole('button', { name: 'Возобновить' }).click();
    await dismissToast(page, 'Сервис обновления книг возобновлён: запуски снова идут по расписанию.');
    await expect(stateChip(page)).toHaveText(/^(Выполняется|Ожидание)$/);
    await expect(controls(page).getByRole('button', { name: 'Приостановить' })).toBeVisible();
  });

  await test.step('the log lists what the run did, newest first', async () => {
    const log = isMobileLayout(page)
      ? panel(page).getByRole('list', { name: 'Журнал обновления книг' }).getByRole('listitem')
      : panel(page).getByRole('table', { name: 'Журнал обновления книг' }).locator('tbody tr');
    await expect(log.first()).toBeVisible({ timeout: 15_000 });
    if (isMobileLayout(page)) {
      expect(await log.count()).toBeLessThanOrEqual(10);
      await expect(panel(page).getByText('До 10 последних записей, новые сверху.')).toBeVisible();
    } else {
      await expect(panel(page).getByRole('columnheader', { name: 'Сообщение' })).toBeVisible();
      await expect(panel(page).getByText('Все записи за последнее время, новые сверху.')).toBeVisible();
    }
    await shot(page, 'admin-bookupdate-log');
  });

  await test.step('in English: the same section, and a pause and resume answered in English', async () => {
    await chooseLanguage(page, 'en');
    await expect(panel(page, 'Book updating').getByRole('heading', { level: 2, name: 'Book updating' })).toBeVisible();
    await expect(panel(page, 'Book updating').getByRole('heading', { name: 'Service status' })).toBeVisible();
    await expect(panel(page, 'Book updating').getByTestId('book-update-state')).toHaveText(/^(Running|Waiting)$/);
    await expect(panel(page, 'Book updating').getByTestId('book-update-source')).toContainText(
      /^Source: the platform simulator.* · next run/,
    );
    await expect(panel(page, 'Book updating').getByRole('switch', { name: 'Auto-refresh' })).toBeChecked();
    await shot(page, 'en-admin-bookupdate');
    const english = { title: 'Book updating', label: 'Service controls' };
    await controls(page, english).getByRole('button', { name: 'Pause' }).click();
    await dismissToast(page, 'The book-update service is paused.');
    await expect(panel(page, 'Book updating').getByTestId('book-update-state')).toHaveText('Paused');
    await expect(controls(page, english).getByRole('button', { name: 'Run now' })).toBeVisible();
    await expect(controls(page, english).getByRole('button', { name: 'Check categories' })).toBeVisible();
    await shot(page, 'en-admin-bookupdate-paused');
    await controls(page, english).getByRole('button', { name: 'Resume' }).click();
    await dismissToast(page, 'The book-update service is resumed');
    await expect(panel(page, 'Book updating').getByTestId('book-update-state')).toHaveText(/^(Running|Waiting)$/);
    await chooseLanguage(page, 'ru');
    await expect(stateChip(page)).toHaveText(/^(Выполняется|Ожидание)$/);
  });
});
