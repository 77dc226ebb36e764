import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { alpha, Box, useMediaQuery, useTheme } from '@mui/material';
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { PriceBucket, PricePoint } from '@raritet/contracts/price-statistics';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '../../../lib/format.ts';
import { compactNumber, compactRange, fillPeriods, periodLabel } from '../lib/price-statistics-text.ts';
import { CHART_LEGEND_HEIGHT, ChartFigure, ChartsRow } from './chart-layout.tsx';

/**
 * The charts of the price statistics, the only module that imports @mui/x-charts: it is
 * loaded on its own (lazyComponent) when a statistics block first shows figures, never on the first load
 * (ADR 0036). The charts are pictures for sighted users; the same figures are in a table beside them.
 */

const PRICE_AXIS_WIDTH = 64;
const COUNT_AXIS_WIDTH = 40;

function useChartLook() {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const tickStyle = { fontSize: 12, fill: theme.palette.text.secondary };
  return { theme, reducedMotion, tickStyle };
}

/**
 * Draws its chart at the width of its box, measured first. Left to measure its box itself, x-charts drew
 * every chart twice, the second time in one synchronous task of some 50 ms on a phone; the measured width
 * comes in a transition, so the one drawing is done in slices (ADR 0038).
 */
function AtMeasuredWidth({ children }: { children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} sx={{ width: '100%', height: '100%' }}>
      {width > 0 && children(width)}
    </Box>
  );
}

interface PriceSeriesChartProps {
  series: readonly PricePoint[];
  width: number;
  height: number;
}

/** The median final price per year or quarter (a line) over the number of sales in it (bars). */
function PriceSeriesChart({ series, width, height }: PriceSeriesChartProps) {
  const { t, i18n } = useTranslation('prices');
  const { theme, reducedMotion, tickStyle } = useChartLook();
  const language = i18n.resolvedLanguage ?? 'ru';
  const points = fillPeriods(series);
  const periods = points.map((point) => periodLabel(point.period, t));

  return (
    <ChartsDataProvider
      width={width}
      height={height}
      skipAnimation={reducedMotion}
      disableKeyboardNavigation
      margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      xAxis={[
        {
          id: 'period',
          scaleType: 'band',
          data: periods,
          tickLabelStyle: tickStyle,
          // Few periods: narrower bars than the band, so two points do not draw two walls.
          categoryGapRatio: points.length <= 2 ? 0.75 : points.length <= 4 ? 0.6 : 0.45,
        },
      ]}
      yAxis={[
        {
          id: 'price',
          position: 'left',
          min: 0,
          // Room for the longest tick ('300 тыс.', '1,5 млн'): the axis's own measuring cuts some short.
          width: PRICE_AXIS_WIDTH,
          tickNumber: 4,
          tickLabelStyle: tickStyle,
          valueFormatter: (value: number) => compactNumber(value, language),
        },
        {
          id: 'count',
          position: 'right',
          min: 0,
          width: COUNT_AXIS_WIDTH,
          tickNumber: 3,
          // Sales come whole.
          tickMinStep: 1,
          tickLabelStyle: tickStyle,
          valueFormatter: (value: number) => compactNumber(value, language),
        },
      ]}
      series={[
        {
          type: 'bar',
          id: 'count',
          yAxisId: 'count',
          label: t('stats.chart.countLegend'),
          data: points.map((point) => point.count),
          color: alpha(theme.palette.secondary.main, 0.28),
          valueFormatter: (value: number | null) => (value === null ? null : formatNumber(value)),
        },
        {
          type: 'line',
          id: 'median',
          yAxisId: 'price',
          label: t('stats.chart.medianLegend'),
          data: points.map((point) => point.median),
          // A year without sales has no median: the line goes on to the next one.
          connectNulls: true,
          color: theme.palette.primary.main,
          showMark: true,
          // Straight segments: a curve would draw prices between the periods that nobody paid.
          curve: 'linear',
          valueFormatter: (value: number | null) => (value === null ? null : formatPrice(value)),
        },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }}>
        <ChartsLegend sx={{ fontSize: 13, color: 'text.secondary' }} />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
          <MarkPlot />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

interface PriceHistogramChartProps {
  histogram: readonly PriceBucket[];
  width: number;
  height: number;
}

/** How many sales fell into each price bucket (1-3-10 steps), cheapest first. */
function PriceHistogramChart({ histogram, width, height }: PriceHistogramChartProps) {
  const { t, i18n } = useTranslation('prices');
  const { theme, reducedMotion, tickStyle } = useChartLook();
  const language = i18n.resolvedLanguage ?? 'ru';
  const labels = histogram.map((bucket) => bucketLabel(bucket, language));

  return (
    <BarChart
      width={width}
      height={height}
      skipAnimation={reducedMotion}
      disableKeyboardNavigation
      hideLegend
      margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      xAxis={[
        {
          scaleType: 'band',
          data: labels,
          tickLabelStyle: tickStyle,
          valueFormatter: (value: string, context) =>
            context.location === 'tooltip' ? t('stats.chart.bucket', { ...bucketOf(histogram, labels, value) }) : value,
        },
      ]}
      yAxis={[
        {
          min: 0,
          width: COUNT_AXIS_WIDTH,
          tickNumber: 3,
          tickMinStep: 1,
          tickLabelStyle: tickStyle,
          valueFormatter: (value: number) => compactNumber(value, language),
        },
      ]}
      grid={{ horizontal: true }}
      series={[
        {
          label: t('stats.chart.countLegend'),
          data: histogram.map((bucket) => bucket.count),
          color: alpha(theme.palette.secondary.main, 0.7),
          valueFormatter: (value: number | null) => (value === null ? null : formatNumber(value)),
        },
      ]}
    />
  );
}

function bucketLabel(bucket: PriceBucket, language: string): string {
  return compactRange(bucket.from, bucket.to, language);
}

function bucketOf(histogram: readonly PriceBucket[], labels: readonly string[], label: string) {
  const bucket = histogram[labels.indexOf(label)];
  return { from: formatPrice(bucket?.from ?? 0), to: formatPrice(bucket?.to ?? 0) };
}

export interface PriceChartsProps {
  series: readonly PricePoint[];
  /** Empty: no histogram (the book page's compact block). */
  histogram: readonly PriceBucket[];
  seriesTitle: string;
  histogramTitle: string;
  height: number;
}

/** The chart of the median over time and, when given, the histogram beside it. */
export function PriceCharts({ series, histogram, seriesTitle, histogramTitle, height }: PriceChartsProps) {
  return (
    <ChartsRow columns={histogram.length > 0 ? 2 : 1}>
      <ChartFigure title={seriesTitle} height={height}>
        <AtMeasuredWidth>
          {(width) => <PriceSeriesChart series={series} width={width} height={height} />}
        </AtMeasuredWidth>
      </ChartFigure>
      {histogram.length > 0 && (
        <ChartFigure title={histogramTitle} height={height}>
          {/* No legend above it: as tall as the other chart and its legend, so their axes line up. */}
          <AtMeasuredWidth>
            {(width) => (
              <PriceHistogramChart histogram={histogram} width={width} height={height + CHART_LEGEND_HEIGHT} />
            )}
          </AtMeasuredWidth>
        </ChartFigure>
      )}
    </ChartsRow>
  );
}
