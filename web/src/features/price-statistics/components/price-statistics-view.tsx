import { Suspense } from 'react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { PriceStatistics } from '@raritet/contracts/price-statistics';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { periodLabel } from '../lib/price-statistics-text.ts';
import { CHART_LEGEND_HEIGHT, ChartFigure, ChartsRow } from './chart-layout.tsx';
import { PriceFigures } from './price-figures.tsx';

// The chart library is heavy and only subscribers' result and book pages draw it: its own chunk.
const PriceCharts = lazyComponent(() => import('./price-charts.tsx'), 'PriceCharts');

interface PriceStatisticsViewProps {
  stats: PriceStatistics;
  /** 'compact': the book page's comparables (a smaller chart, no histogram). */
  variant?: 'full' | 'compact';
}

/** The charts' places, captioned, while their chunk loads: nothing moves when it arrives. */
function ChartsSkeleton({ titles, height }: { titles: string[]; height: number }) {
  return (
    <ChartsRow columns={titles.length === 2 ? 2 : 1}>
      {titles.map((title) => (
        <ChartFigure key={title} title={title} height={height}>
          <Skeleton variant="rounded" height={height + CHART_LEGEND_HEIGHT} data-testid="stats-chart-loading" />
        </ChartFigure>
      ))}
    </ChartsRow>
  );
}

const cell = { px: 1, py: 0.5, textAlign: 'right', borderBottom: 1, borderColor: 'divider' } as const;

interface DataTableProps {
  caption: string;
  headings: [string, string, string];
  rows: { key: string; cells: [string, string, string] }[];
}

function DataTable({ caption, headings, rows }: DataTableProps) {
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: '0.875rem', minWidth: 260 }}>
      <Box component="caption" sx={{ textAlign: 'left', pb: 0.5, fontWeight: 600 }}>
        {caption}
      </Box>
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <Box component="th" scope="col" key={heading} sx={{ ...cell, textAlign: index === 0 ? 'left' : 'right' }}>
              {heading}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [first, second, third] }) => (
          <tr key={key}>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
              {first}
            </Box>
            <Box component="td" sx={cell}>
              {second}
            </Box>
            <Box component="td" sx={cell}>
              {third}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** What the charts show, as tables: readable without them (screen readers, a phone without hover). */
function StatisticsTables({
  stats,
  seriesTitle,
  histogram,
}: {
  stats: PriceStatistics;
  seriesTitle: string;
  histogram: boolean;
}) {
  const { t } = useTranslation('prices');
  return (
    <Box component="details" sx={{ '& > summary': { cursor: 'pointer', color: 'primary.main', width: 'fit-content' } }}>
      <Typography component="summary" variant="body2">
        {t('stats.table.toggle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 3, mt: 1, overflowX: 'auto' }}>
        <DataTable
          caption={seriesTitle}
          headings={[t('stats.table.period'), t('stats.median'), t('stats.table.count')]}
          rows={stats.series.map((point) => ({
            key: point.period,
            cells: [periodLabel(point.period, t), formatPrice(point.median), formatNumber(point.count)],
          }))}
        />
        {histogram && (
          <DataTable
            caption={t('stats.chart.histogram')}
            headings={[t('stats.table.from'), t('stats.table.to'), t('stats.table.count')]}
            rows={stats.histogram.map((bucket) => ({
              key: String(bucket.from),
              cells: [formatPrice(bucket.from), formatPrice(bucket.to), formatNumber(bucket.count)],
            }))}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * The figures of a set of sales and, when they span more than one period, the chart of the median over
 * time (and, in full, the histogram). The figures show at once; each chart shows a skeleton until its
 * chunk has loaded.
 */
export function PriceStatisticsView({ stats, variant = 'full' }: PriceStatisticsViewProps) {
  const { t } = useTranslation('prices');
  const full = variant === 'full';
  const height = full ? 200 : 170;
  const showHistogram = full && stats.histogram.length > 1;
  const seriesTitle = t(stats.seriesStep === 'quarter' ? 'stats.chart.seriesQuarter' : 'stats.chart.seriesYear');
  const histogramTitle = t('stats.chart.histogram');
  const titles = showHistogram ? [seriesTitle, histogramTitle] : [seriesTitle];

  return (
    <Stack spacing={2.5}>
      <PriceFigures stats={stats} />
      {stats.series.length > 0 && (
        <Suspense fallback={<ChartsSkeleton titles={titles} height={height} />}>
          <PriceCharts
            series={stats.series}
            histogram={showHistogram ? stats.histogram : []}
            seriesTitle={seriesTitle}
            histogramTitle={histogramTitle}
            height={height}
          />
        </Suspense>
      )}
      {stats.series.length > 0 && (
        <StatisticsTables stats={stats} seriesTitle={seriesTitle} histogram={showHistogram} />
      )}
      {stats.sampled && (
        <Typography variant="caption" color="textSecondary">
          {t('stats.sampled')}
        </Typography>
      )}
    </Stack>
  );
}
