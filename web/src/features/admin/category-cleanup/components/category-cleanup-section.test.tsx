// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../../lib/test-render.tsx';
import { CategoryCleanupSection } from './category-cleanup-section.tsx';

const LIST_PATH = '/api/CategoryCleanup/categories';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['admin', 'errors']);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the category list with each of `answers` in turn, the last one from then on. */
function stubList(...answers: (() => Promise<Response>)[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (!url.startsWith(LIST_PATH)) throw new Error(`unexpected call: ${url}`);
      calls.push(url);
      return answers[Math.min(calls.length, answers.length) - 1]!();
    }),
  );
  return calls;
}

const admin = testUser({ role: 'Admin' });

describe('the category list', () => {
  it('shows its loading state until the list arrives, then says there are no categories', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubList(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<CategoryCleanupSection />, { user: admin });

    expect(await screen.findByRole('status', { name: 'Загружаем категории' })).toBeTruthy();
    answer(jsonResponse(200, []));
    expect(await screen.findByRole('heading', { name: 'Категорий нет' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Загружаем категории' })).toBeNull();
  });

  it('says why the list failed and loads it again on retry', async () => {
    const calls = stubList(
      async () => new Response('Bad gateway', { status: 502 }),
      async () => jsonResponse(200, []),
    );
    renderWithApp(<CategoryCleanupSection />, { user: admin });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Произошла ошибка при загрузке списка категорий: HTTP 502');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Категорий нет' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
