// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { TextSearchForm } from './text-search-form.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function submitRefined(route: string) {
  // The category filter asks for the categories; an empty list is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, [])),
  );
  renderWithApp(<TextSearchForm kind="title" variant="refine" initialText="Пушкин" />, {
    user: testUser({ hasSubscription: true }),
    route,
  });
  const field = screen.getByRole('textbox', { name: /Поиск по названию/ });
  fireEvent.change(field, { target: { value: 'Лермонтов' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  return screen.getByTestId('location').textContent;
}

describe('refining a title search', () => {
  it('keeps the order the results were shown in', () => {
    expect(submitRefined('/searchByTitle/Пушкин?sort=price_desc&page=4')).toBe(
      `/searchByTitle/${encodeURIComponent('Лермонтов')}?exactPhrase=false&sort=price_desc`,
    );
  });

  it('adds no order when the results had none', () => {
    expect(submitRefined('/searchByTitle/Пушкин')).toBe(
      `/searchByTitle/${encodeURIComponent('Лермонтов')}?exactPhrase=false`,
    );
  });
});

/** The home page's title form as the server renders it and the browser hydrates it: one tree for both. */
function HeroForm({ client }: { client: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <TextSearchForm kind="title" variant="hero" />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('a search form rendered on the server', () => {
  it('is a plain GET form with named fields and an enabled button, which works before hydration', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeroForm client={new QueryClient()} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search/title');
    expect(form.querySelector('input[type="text"], input:not([type])')?.getAttribute('name')).toBe('q');
    expect(form.querySelector('input[type="checkbox"]')?.getAttribute('name')).toBe('exactPhrase');
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(false);
  });

  it('keeps what was typed and ticked before hydration, and sends it once hydrated', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<HeroForm client={new QueryClient()} />);
    (container.querySelector('input[name="q"]') as HTMLInputElement).value = 'Лермонтов';
    (container.querySelector('input[name="exactPhrase"]') as HTMLInputElement).checked = true;
    render(<HeroForm client={new QueryClient()} />, { container, hydrate: true });
    const field = screen.getByRole('textbox', { name: /Поиск по названию/ });
    // Hydrated, with the typed text in the state: the button follows the text, which only the app does.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Найти' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Найти' }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.change(field, { target: { value: 'Лермонтов' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('where').textContent).toBe(
      `/searchByTitle/${encodeURIComponent('Лермонтов')}?exactPhrase=true`,
    );
  });
});
