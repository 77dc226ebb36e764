import type { TFunction } from 'i18next';
import type { PricePoint } from '@raritet/contracts/price-statistics';
import { EXACT_COUNT_LIMIT } from '@raritet/contracts/archive';
import { formatNumber } from '../../../lib/format.ts';

const QUARTER = /^(\d{4})-Q([1-4])$/;

/** A series point's period as the chart names it: '2021', or 'I кв. 2021' / 'Q1 2021' for a quarter. */
export function periodLabel(period: string, t: TFunction): string {
  const quarter = QUARTER.exec(period);
  if (quarter === null) return period;
  return t('prices:stats.chart.quarter', { year: quarter[1], quarter: quarter[2] });
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** An axis tick: '12 тыс.', '1,2 млн' ('12K', '1.2M' in English), without the sign (the axis names it). */
export function compactNumber(value: number, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'ru-RU';
  let format = compactFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(value);
}

const UNITS = {
  ru: ['', '\u00a0тыс.', '\u00a0млн', '\u00a0млрд'],
  en: ['', 'K', 'M', 'B'],
} as const;

/**
 * A histogram bucket on the axis: both edges in the upper edge's unit, said once ('1–3 тыс.', '0,3–1 тыс.';
 * '1–3K' in English), short enough for a phone's axis.
 */
export function compactRange(from: number, to: number, language: string): string {
  const units = language === 'en' ? UNITS.en : UNITS.ru;
  const step = Math.min(units.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(to, 1)) / 3)));
  const scale = 1000 ** step;
  const format = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ru-RU', { maximumFractionDigits: 1 });
  return `${format.format(from / scale)}–${format.format(to / scale)}${units[step]}`;
}

/**
 * "Продано: N", or "более N" / "около N" when the count is a lower bound or an estimate: the search's
 * own rule (SearchSummary), so the block and the summary under it never disagree.
 */
export function soldText(t: TFunction, count: number, estimate: boolean): string {
  const formatted = formatNumber(count);
  if (!estimate) return t('prices:stats.sold', { formatted });
  return count <= EXACT_COUNT_LIMIT + 1
    ? t('prices:stats.soldMore', { formatted: formatNumber(Math.min(count, EXACT_COUNT_LIMIT)) })
    : t('prices:stats.soldAbout', { formatted });
}

/** A chart point: a period without sales has no median and a count of 0. */
export interface ChartPoint {
  period: string;
  median: number | null;
  count: number;
}

/**
 * The series with the periods between its points that held no sale put back, so the chart's time axis is
 * even (the answer lists only the periods with sales). Periods are 'YYYY' or 'YYYY-Qn', oldest first.
 */
export function fillPeriods(series: readonly PricePoint[]): ChartPoint[] {
  const first = series[0];
  const last = series.at(-1);
  if (first === undefined || last === undefined) return [];
  const index = (period: string) => {
    const quarter = QUARTER.exec(period);
    return quarter === null ? Number(period) * 4 : Number(quarter[1]) * 4 + Number(quarter[2]) - 1;
  };
  const quarters = QUARTER.test(first.period);
  const step = quarters ? 1 : 4;
  const byPeriod = new Map(series.map((point) => [point.period, point]));
  const points: ChartPoint[] = [];
  for (let at = index(first.period); at <= index(last.period); at += step) {
    const period = quarters ? `${Math.floor(at / 4)}-Q${(at % 4) + 1}` : String(at / 4);
    points.push(byPeriod.get(period) ?? { period, median: null, count: 0 });
  }
  return points;
}
