// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Book, BookDetail } from '@raritet/contracts/archive';
import type { Comparables } from '@raritet/contracts/price-statistics';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../../lib/test-render.tsx';
import { ComparableSales } from './comparable-sales.tsx';

vi.mock('../../components/price-statistics/price-charts.tsx', () => ({
  PriceCharts: () => <div data-testid="charts" />,
}));

function lot(id: number, price: number, date: string, overrides: Partial<Book> = {}): Book {
  return {
    id,
    sourceLotId: 9000 + id,
    title: 'Евгений Онегин. Роман в стихах',
    author: 'Пушкин А.С.',
    year: 1837,
    type: 'Книга',
    description: 'Владельческий переплёт.',
    sellerName: 'bibliophile',
    publisher: null,
    language: 'ru',
    categoryId: 3,
    categoryName: 'Пушкиниана',
    finalPrice: price,
    price,
    date,
    endDate: date,
    firstImageName: null,
    coverUrls: null,
    imageCount: 0,
    ...overrides,
  };
}

const BOOK: BookDetail = { ...lot(50, 64_000, '2025-03-14T12:00:00.000Z'), descriptionHtml: '', addedDate: '' };
const EARLIER_SALE = lot(12, 41_500, '2021-06-02T12:00:00.000Z', { sellerName: 'old-books' });
const OTHER = lot(31, 18_000, '2023-11-20T12:00:00.000Z', { title: 'Евгений Онегин', year: 1950 });

const COMPARABLES: Comparables = {
  items: [OTHER, EARLIER_SALE],
  stats: {
    count: 2,
    median: 29_750,
    p25: 23_875,
    p75: 35_625,
    min: 18_000,
    max: 41_500,
    seriesStep: 'year',
    series: [
      { period: '2021', median: 41_500, count: 1 },
      { period: '2023', median: 18_000, count: 1 },
    ],
    histogram: [],
    sampled: false,
  },
  sameCopy: [EARLIER_SALE],
};

const fetchMock = vi.fn<typeof fetch>();

function renderSection(subscribed = true) {
  renderWithApp(<ComparableSales book={BOOK} pricesVisible={subscribed} />, {
    user: testUser({ hasSubscription: subscribed }),
    route: '/books/50',
  });
  return screen.getByRole('region', { name: 'Похожие продажи' });
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  // Loaded on demand in the app (lib/i18n.ts): the page's Suspense waits for them there.
  await i18n.loadNamespaces('prices');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the comparable sales on the book page', () => {
  it('lists the other sales with their figures and marks the earlier sale of this very copy', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, COMPARABLES));
    const section = renderSection();
    const note = await within(section).findByRole('note');
    expect(within(note).getByText('Этот экземпляр продавался раньше')).toBeTruthy();
    const earlier = within(note).getByRole('link', { name: '02.06.2021 — 41\u00a0500\u00a0₽' });
    expect(earlier.getAttribute('href')).toBe('/books/12');

    const list = within(section).getByRole('list', { name: 'Продажи того же произведения' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Евгений Онегин' }).getAttribute('href')).toBe('/books/31');
    expect(within(rows[0]!).getByTestId('comparable-price').textContent).toBe('18\u00a0000\u00a0₽');
    expect(within(rows[0]!).getByTestId('comparable-date').textContent).toBe('20.11.2023');
    expect(within(rows[0]!).queryByText('этот экземпляр')).toBeNull();
    expect(within(rows[1]!).getByText('этот экземпляр')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Продавец: old-books' }).getAttribute('href')).toBe(
      '/searchBySeller/old-books',
    );

    const stats = within(section).getByRole('region', { name: 'Цены этих продаж' });
    expect(within(stats).getByTestId('stats-median').textContent).toBe('29\u00a0750\u00a0₽');
    expect(within(stats).getByTestId('stats-count').textContent).toBe('Продано: 2');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/books/50/comparables');
  });

  it('says "sold again later" when the copy’s other sales all came after this one', async () => {
    const later = lot(77, 90_000, '2026-01-10T12:00:00.000Z');
    fetchMock.mockResolvedValue(jsonResponse(200, { ...COMPARABLES, items: [later, OTHER], sameCopy: [later] }));
    const section = renderSection();
    const note = await within(section).findByRole('note');
    expect(within(note).getByText('Этот экземпляр продавался и позже')).toBeTruthy();
  });

  it('has no mark when no sale is of this copy, and a line when there are no other sales', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...COMPARABLES, sameCopy: [] }));
    let section = renderSection();
    await within(section).findByRole('list');
    expect(within(section).queryByRole('note')).toBeNull();
    cleanup();

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { ...COMPARABLES, items: [], sameCopy: [], stats: { ...COMPARABLES.stats, count: 0 } }),
    );
    section = renderSection();
    expect(await within(section).findByText('Других продаж этого произведения в архиве не нашлось.')).toBeTruthy();
  });

  it('asks nothing for a viewer without a subscription and says what a subscription shows here', () => {
    const section = renderSection(false);
    expect(section.textContent).toContain('Другие продажи этого произведения и статистика их цен видны подписчикам.');
    expect(section.textContent).not.toContain('₽');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a failed load with a retry', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: 'nope' }));
    const section = renderSection();
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toContain('Не удалось загрузить похожие продажи.'),
    );
    expect(within(section).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
