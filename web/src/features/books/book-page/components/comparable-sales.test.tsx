// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Book, BookDetail } from '@raritet/contracts/archive';
import type { Comparables } from '@raritet/contracts/price-statistics';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../../lib/test-render.tsx';
import { ComparableSales } from './comparable-sales.tsx';

vi.mock('../../../price-statistics/components/price-charts.tsx', () => ({
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

const BOOK: BookDetail = {
  ...lot(50, 64_000, '2025-03-14T12:00:00.000Z'),
  descriptionHtml: '',
  publicationPlace: null,
  addedDate: '',
};
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
  workStats: {
    count: 57,
    median: 31_000,
    p25: 9_000,
    p75: 48_000,
    min: 800,
    max: 95_000,
    seriesStep: 'year',
    series: [
      { period: '2021', median: 41_500, count: 30 },
      { period: '2023', median: 18_000, count: 27 },
    ],
    histogram: [],
    sampled: false,
  },
  editions: [
    { year: 1837, publisher: 'Типография А. Смирдина', count: 3, median: 41_500, min: 30_000, max: 64_000, own: true },
    { year: 1950, publisher: 'Гослитиздат', count: 53, median: 18_000, min: 800, max: 25_000, own: false },
    { year: null, publisher: null, count: 1, median: 900, min: 900, max: 900, own: false },
  ],
  editionsTotal: 3,
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

    // The figures are the whole work's (57 sales), not the two listed.
    const stats = within(section).getByRole('region', { name: 'Цены всех продаж произведения' });
    expect(within(stats).getByTestId('stats-median').textContent).toBe('31\u00a0000\u00a0₽');
    expect(within(stats).getByTestId('stats-count').textContent).toBe('Продано: 57');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/books/50/comparables');
  });

  it('lists the editions: year, publisher, sold, median, the book’s own marked; unknown ones said so', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, COMPARABLES));
    const section = renderSection();
    const table = await within(section).findByRole('table', { name: 'Продажи произведения по изданиям' });
    expect(within(section).getByRole('heading', { name: 'По изданиям' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ГодИздательствоПроданоМедиана',
      '1837Типография А. Смирдинаэто издание341\u00a0500\u00a0₽',
      '1950Гослитиздат5318\u00a0000\u00a0₽',
      'год не указанне указано1900\u00a0₽',
    ]);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[2]!.getAttribute('aria-current')).toBeNull();
    expect(within(section).queryByText(/самых продаваемых изданий/)).toBeNull();
  });

  it('an own edition without other sales says so, and a cut list says how many editions there are', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        ...COMPARABLES,
        editions: [
          { year: 1842, publisher: null, count: 0, median: null, min: null, max: null, own: true },
          ...COMPARABLES.editions.slice(1),
        ],
        editionsTotal: 41,
      }),
    );
    const section = renderSection();
    const own = await within(section).findByTestId('own-edition');
    expect(within(own).getByTestId('edition-median').textContent).toBe('других продаж нет');
    expect(within(section).getByText('Показаны 3 самых продаваемых изданий из 41.')).toBeTruthy();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    try {
      fetchMock.mockResolvedValue(jsonResponse(200, COMPARABLES));
      renderWithApp(<ComparableSales book={BOOK} pricesVisible />, {
        user: testUser({ hasSubscription: true }),
        route: '/books/50',
      });
      const section = screen.getByRole('region', { name: 'Comparable sales' });
      const table = await within(section).findByRole('table', { name: 'Sales of the work by edition' });
      expect(within(table).getAllByRole('row')[0]!.textContent).toBe('YearPublisherSoldMedian');
      expect(within(table).getByText('this edition')).toBeTruthy();
      expect(within(table).getByText('year not stated')).toBeTruthy();
      expect(within(section).getByRole('region', { name: 'Prices of all sales of this work' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('ru');
    }
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
