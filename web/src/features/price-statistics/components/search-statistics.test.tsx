// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderWithApp, testUser } from '../../../lib/test-render.tsx';
import type { SearchStatsRequest } from '../api/get-search-stats.ts';
import { SearchStatistics } from './search-statistics.tsx';

// The chart library draws with layout measurements happy-dom does not have; the chunk is stood in for.
vi.mock('./price-charts.tsx', () => ({
  PriceCharts: ({ series, histogram }: { series: unknown[]; histogram: unknown[] }) => (
    <div data-testid="charts">{`${series.length} points, ${histogram.length} buckets`}</div>
  ),
}));

const STATS: PriceStatistics = {
  count: 42,
  median: 12_000,
  p25: 8_000,
  p75: 20_500,
  min: 900,
  max: 250_000,
  seriesStep: 'year',
  series: [
    { period: '2023', median: 10_000, count: 30 },
    { period: '2024', median: 15_000, count: 12 },
  ],
  histogram: [
    { from: 300, to: 1_000, count: 1 },
    { from: 1_000, to: 3_000, count: 5 },
    { from: 3_000, to: 10_000, count: 36 },
  ],
  sampled: false,
};

const REQUEST: SearchStatsRequest = { type: 'title', query: { title: 'Пушкина', exactPhrase: false, categoryIds: [] } };
const SUBSCRIBER = testUser({ hasSubscription: true });
const fetchMock = vi.fn<typeof fetch>();

function renderBlock(user = SUBSCRIBER) {
  return renderWithApp(<SearchStatistics request={REQUEST} totalItems={57} totalIsEstimate={false} />, {
    user,
    route: '/searchByTitle/Пушкина',
  });
}

const block = () => screen.getByRole('region', { name: 'Статистика цен' });

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
  window.localStorage.clear();
});

describe('the statistics block above the results', () => {
  it('shows a subscriber every match’s figures and the chart of the median over time', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, STATS));
    renderBlock();
    // The search's count while the figures are counted.
    expect(within(block()).getByTestId('stats-loading')).toBeTruthy();
    expect(within(block()).getByTestId('stats-count').textContent).toBe('Продано: 57');

    await waitFor(() => expect(within(block()).getByTestId('stats-median').textContent).toBe('12\u00a0000\u00a0₽'));
    expect(within(block()).getByTestId('stats-count').textContent).toBe('Продано: 42');
    expect(within(block()).getByTestId('stats-middle-half').textContent).toContain(
      '8\u00a0000\u00a0₽ – 20\u00a0500\u00a0₽',
    );
    expect(within(block()).getByTestId('stats-min').textContent).toBe('900\u00a0₽');
    expect(within(block()).getByTestId('stats-max').textContent).toBe('250\u00a0000\u00a0₽');
    expect((await within(block()).findByTestId('charts')).textContent).toBe('2 points, 3 buckets');
    // The chart's points with their counts, as a table.
    const table = within(block()).getByRole('table', { name: 'Медианная цена по годам' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ПериодМедианаПродано', '202310\u00a0000\u00a0₽30', '202415\u00a0000\u00a0₽12']);

    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/books/searchByTitle/stats?title=${encodeURIComponent('Пушкина')}&exactPhrase=false`);
  });

  it('shows a viewer without a subscription the count and an invitation, never a figure', async () => {
    renderBlock(testUser());
    expect(within(block()).getByTestId('stats-count').textContent).toBe('Продано: 57');
    expect(within(block()).getByTestId('stats-blurred-chart').getAttribute('aria-hidden')).toBe('true');
    expect(block().textContent).toContain('Медиана, разброс и динамика цен по всем найденным лотам — для подписчиков.');
    expect(block().textContent).not.toContain('₽');
    const link = within(block()).getByRole('link', { name: 'Оформить подписку' });
    expect(link.getAttribute('href')).toBe('/subscription');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/subscription');
    // The subscription page sends them back to these results.
    expect(window.localStorage.getItem('subscriptionReturnTarget')).toContain('/searchByTitle/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the invitation when the server refuses (the subscription ended meanwhile)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { code: 'price_stats_subscribers_only', message: 'Статистика цен — для подписчиков.' }),
    );
    renderBlock();
    // The loading frame gives way to the teaser: a new section, so it is looked up again.
    await waitFor(() => expect(within(block()).getByRole('link', { name: 'Оформить подписку' })).toBeTruthy());
    expect(block().textContent).not.toContain('₽');
  });

  it('reports a failed load and loads again on retry', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { unexpected: true }));
    renderBlock();
    const alert = await waitFor(() => within(block()).getByRole('alert'));
    expect(alert.textContent).toContain('Не удалось загрузить статистику цен.');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, STATS));
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(within(block()).getByTestId('stats-median').textContent).toBe('12\u00a0000\u00a0₽'));
  });

  it('says when the figures come from a sample and the count is an estimate', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...STATS, count: 150_000, sampled: true }));
    renderBlock();
    await waitFor(() =>
      expect(within(block()).getByTestId('stats-count').textContent).toBe('Продано около 150\u00a0000'),
    );
    expect(block().textContent).toContain('посчитаны по случайной выборке');
  });
});
