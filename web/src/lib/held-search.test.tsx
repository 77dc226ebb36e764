// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HELD_SEARCH_META } from '@raritet/contracts/archive';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchByTitlePage } from '../features/search/pages/search-by-title-page.tsx';
import { i18n } from './i18n.ts';
import { jsonResponse, renderWithApp, testUser } from './test-render.tsx';

const ROUTE = `/searchByTitle/${encodeURIComponent('Атлас')}`;
const fetchMock = vi.fn<typeof fetch>();
const searched = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/books/searchByTitle?'));

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  await i18n.loadNamespaces(['archive', 'prices']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The rule comes from ADR 0046, one count, one charge.
describe('a search page reached from another site', () => {
  it('asks for nothing until the visitor asks for the results, then searches once', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, {
        items: [],
        totalPages: 0,
        totalItems: 0,
        totalIsEstimate: false,
        remainingRequests: 9,
        partialResults: false,
        totalFound: null,
        firstBookTitles: [],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    window.history.pushState({}, '', ROUTE);
    const marker = document.createElement('meta');
    marker.name = HELD_SEARCH_META;
    marker.content = 'cross-site';
    document.head.append(marker);

    renderWithApp(<SearchByTitlePage />, {
      user: testUser({ hasSubscription: true }),
      route: ROUTE,
      path: '/searchByTitle/:title',
    });
    const button = await screen.findByRole('button', { name: 'Показать результаты' });
    expect(screen.getByText(/открыт по ссылке с другого сайта/)).toBeTruthy();
    expect(searched()).toHaveLength(0);

    fireEvent.click(button);
    await waitFor(() => expect(searched()).toHaveLength(1));
    expect(await screen.findByText('Ничего не найдено.')).toBeTruthy();
    expect(document.querySelector(`meta[name="${HELD_SEARCH_META}"]`)).toBeNull();
  });
});
