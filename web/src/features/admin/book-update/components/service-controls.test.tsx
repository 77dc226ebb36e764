// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BookUpdateStatus } from '@raritet/contracts/book-update';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { bookUpdateStatusQueryKey } from '../api/get-book-update-status.ts';
import { ServiceControls } from './service-controls.tsx';

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

/** The controls over the cached status, as the section shows them: an action's answer replaces it. */
function Harness({ onResult }: { onResult: (message: unknown) => void }) {
  const { data } = useQuery({
    queryKey: bookUpdateStatusQueryKey,
    queryFn: () => Promise.resolve(waiting),
    initialData: waiting,
    staleTime: Infinity,
  });
  return <ServiceControls status={data} onResult={onResult} />;
}

function renderControls() {
  const onResult = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Harness onResult={onResult} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return onResult;
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  // The admin texts load on demand in the app (lib/i18n.ts): the page's Suspense waits for them there.
  await i18n.loadNamespaces(['admin', 'errors']);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the service controls', () => {
  it("report Pause's answer although the button is gone once it arrives", async () => {
    answer(200, { message: 'Сервис поставлен на паузу.', status: { ...waiting, isPaused: true } });
    const onResult = renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Приостановить' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ text: 'Сервис поставлен на паузу.', severity: 'success' }),
    );
    expect(screen.queryByRole('button', { name: 'Приостановить' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Возобновить' })).toBeTruthy();
  });

  it("say what failed and the server's reason (a 409 while a pull runs)", async () => {
    answer(409, { code: 'book_update_running', message: 'Загрузка уже идёт. Дождитесь её окончания.' });
    const onResult = renderControls();
    fireEvent.click(screen.getByRole('button', { name: 'Запустить сейчас' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({
        text: 'Ошибка при запуске обновления: Загрузка уже идёт. Дождитесь её окончания.',
        severity: 'error',
      }),
    );
    expect(screen.getByRole('button', { name: 'Запустить сейчас' })).toHaveProperty('disabled', false);
  });
});
