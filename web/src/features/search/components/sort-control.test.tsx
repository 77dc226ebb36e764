// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SearchType } from '@raritet/contracts/archive';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithApp, testUser } from '../../../lib/test-render.tsx';
import { useSearchPageParams } from '../hooks/use-search-page-params.ts';
import { SortControl } from './sort-control.tsx';

/** The control wired to the address as the result pages wire it. */
function Harness({ searchType }: { searchType: SearchType }) {
  const { sort, page, pricesVisible, setSort } = useSearchPageParams(searchType);
  return (
    <>
      <SortControl searchType={searchType} value={sort} onChange={setSort} pricesVisible={pricesVisible} />
      <p data-testid="page">{page}</p>
    </>
  );
}

function renderControl(searchType: SearchType, subscribed: boolean, route = '/searchByTitle/Пушкина?page=3') {
  renderWithApp(<Harness searchType={searchType} />, { user: testUser({ hasSubscription: subscribed }), route });
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Сортировка' });
}

const options = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole<HTMLOptionElement>('option')
    .map((option) => `${option.textContent}${option.disabled ? ' [disabled]' : ''}`);

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  // Loaded on demand in the app (lib/i18n.ts): the page's Suspense waits for them there.
  await i18n.loadNamespaces('prices');
});

afterEach(cleanup);

describe('the sort control', () => {
  it('offers relevance on the title and description searches only', () => {
    expect(options(renderControl('title', true))).toEqual([
      'Сначала новые',
      'Сначала старые',
      'Сначала дорогие',
      'Сначала дешёвые',
      'По релевантности',
    ]);
    cleanup();
    expect(options(renderControl('description', true))).toContain('По релевантности');
    for (const type of ['category', 'seller', 'priceRange'] as const) {
      cleanup();
      expect(options(renderControl(type, true))).toEqual([
        'Сначала новые',
        'Сначала старые',
        'Сначала дорогие',
        'Сначала дешёвые',
      ]);
    }
  });

  it('shows the price orders to a non-subscriber disabled, and says why', () => {
    const select = renderControl('seller', false);
    expect(options(select)).toEqual([
      'Сначала новые',
      'Сначала старые',
      'Сначала дорогие — для подписчиков [disabled]',
      'Сначала дешёвые — для подписчиков [disabled]',
    ]);
    expect(screen.getByText('Сортировка по цене — для подписчиков')).toBeTruthy();
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Сортировка по цене — для подписчиков').id);
  });

  it('keeps the order in the address and starts again at page 1', () => {
    const select = renderControl('title', true);
    // The text searches' default order (ADR 0044), shown as such.
    expect(select.value).toBe('relevance');
    fireEvent.change(select, { target: { value: 'price_desc' } });
    expect(screen.getByTestId('location').textContent).toBe(`/searchByTitle/Пушкина?sort=price_desc`);
    expect(screen.getByTestId('page').textContent).toBe('1');
    expect(select.value).toBe('price_desc');
    // Newest first is asked for by name; back to the default, the address loses the parameter.
    fireEvent.change(select, { target: { value: 'newest' } });
    expect(screen.getByTestId('location').textContent).toBe('/searchByTitle/Пушкина?sort=newest');
    fireEvent.change(select, { target: { value: 'relevance' } });
    expect(screen.getByTestId('location').textContent).toBe('/searchByTitle/Пушкина');
  });

  it('reads a shared link’s order, and a price order a non-subscriber cannot have as the default', () => {
    expect(renderControl('title', true, '/searchByTitle/x?sort=oldest').value).toBe('oldest');
    cleanup();
    expect(renderControl('title', false, '/searchByTitle/x?sort=price_asc').value).toBe('relevance');
    cleanup();
    expect(renderControl('seller', false, '/searchBySeller/x?sort=price_asc').value).toBe('newest');
    cleanup();
    expect(renderControl('category', true, '/searchByCategory/3?sort=relevance').value).toBe('newest');
  });
});
