// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../../lib/test-render.tsx';
import { BookUpdateSection } from './book-update-section.tsx';

const STATUS_PATH = '/api/bookupdateservice/status';

const waiting: BookUpdateStatus = {
  isPaused: false,
  isRunningNow: false,
  lastRunTimeUtc: null,
  nextRunTimeUtc: null,
  currentOperationName: null,
  processedCount: 0,
  lastProcessedLotId: null,
  lastProcessedLotTitle: null,
  logs: [],
  sourceState: 'ok',
  lastError: null,
  source: 'simulator',
  sourceUrl: null,
  watchedCategoryIds: [13870],
  intervalMinutes: 30,
  queuedLots: 0,
  isCategoryCheckRunning: false,
};

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['admin', 'common', 'errors']);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers the status with each of `answers` in turn, the last one from then on; returns the calls made. */
function stubStatus(...answers: (() => Promise<Response>)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (!url.startsWith(STATUS_PATH)) throw new Error(`unexpected call: ${url}`);
      calls.push(url);
      return answers[Math.min(calls.length, answers.length) - 1]!();
    }),
  );
  return calls;
}

const admin = testUser({ role: 'Admin' });

describe('the book-update section', () => {
  it('shows its loading state, a failed load with its retry, then an empty log', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubStatus(
      () => new Promise<Response>((resolve) => (answer = resolve)),
      async () => jsonResponse(200, waiting),
    );
    renderWithApp(<BookUpdateSection />, { user: admin });

    expect(await screen.findByRole('status', { name: 'Загружаем статус службы обновления книг' })).toBeTruthy();
    answer(jsonResponse(500, { code: 'internal_error', message: 'Внутренняя ошибка сервера.' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ошибка при загрузке статуса: Внутренняя ошибка сервера.');

    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Записей пока нет')).toBeTruthy();
  });

  it('polls every 2 s while auto-refresh is on, and not at all while it is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const calls = stubStatus(async () => jsonResponse(200, waiting));
    renderWithApp(<BookUpdateSection />, { user: admin });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    await advance(0);
    expect(calls).toHaveLength(1);
    await advance(2_000);
    await advance(2_000);
    expect(calls).toHaveLength(3);

    const autoRefresh = screen.getByRole('switch', { name: 'Автообновление' });
    fireEvent.click(autoRefresh);
    expect(autoRefresh).toHaveProperty('checked', false);
    expect(screen.getByText(/^Обновление статуса выключено/)).toBeTruthy();
    await advance(10_000);
    expect(calls).toHaveLength(3);

    fireEvent.click(autoRefresh);
    expect(autoRefresh).toHaveProperty('checked', true);
    await advance(2_000);
    expect(calls.length).toBeGreaterThan(3);
  });
});
