import {
  EMPTY_STATISTICS,
  PRICE_HISTOGRAM_EDGES,
  type PriceBucket,
  type PriceStatistics,
} from '@raritet/contracts/price-statistics';
import { LEVEL, type FigureRow } from './stats-repository.ts';

/** Half a rouble and more goes up: 1,250.5 → 1,251 (prices are positive, so this is "half up"). */
export const roundHalfUp = (value: number) => Math.floor(value + 0.5);

export type Assembly = {
  /** The whole set's size when the rows are a sample of it (the search's estimate). */
  count?: number;
  /** Exact lowest and highest prices when the rows are a sample. */
  extremes?: { min: number | null; max: number | null };
  sampled?: boolean;
};

/** The bucket a width_bucket index stands for: [edge before, edge). Only a price of exactly 1e9 gets past the last edge. */
function bucketOf(index: number, count: number): PriceBucket {
  const from = PRICE_HISTOGRAM_EDGES[index - 1] ?? 0;
  return { from, to: PRICE_HISTOGRAM_EDGES[index] ?? from + 1, count };
}

/**
 * The answer from the statement's groups (stats-repository.ts): the quartiles rounded half up, the
 * series per quarter when the sales span less than three years and per year otherwise, the histogram
 * from the lowest to the highest non-empty bucket. Counts of a sample are scaled to `count`.
 */
export function assembleStatistics(rows: readonly FigureRow[], assembly: Assembly = {}): PriceStatistics {
  const all = rows.find((row) => row.level === LEVEL.all);
  if (!all || all.n === 0) return { ...EMPTY_STATISTICS, count: assembly.count ?? 0 };
  const count = assembly.count ?? all.n;
  const scale = (n: number) => (count === all.n ? n : Math.round((n * count) / all.n));
  const quarterly = all.short === true;
  const series = rows
    .filter((row) => row.level === (quarterly ? LEVEL.quarter : LEVEL.year))
    .sort((a, b) => a.year! - b.year! || (a.quarter ?? 0) - (b.quarter ?? 0))
    .map((row) => ({
      period: quarterly ? `${row.year}-Q${row.quarter}` : String(row.year),
      median: roundHalfUp(row.p50),
      count: scale(row.n),
    }));
  const buckets = new Map(rows.filter((row) => row.level === LEVEL.bucket).map((row) => [row.bucket!, row.n]));
  const indexes = [...buckets.keys()];
  const histogram: PriceBucket[] = [];
  for (let index = Math.min(...indexes); index <= Math.max(...indexes); index++) {
    histogram.push(bucketOf(index, scale(buckets.get(index) ?? 0)));
  }
  return {
    count,
    median: roundHalfUp(all.p50),
    p25: roundHalfUp(all.p25),
    p75: roundHalfUp(all.p75),
    min: assembly.extremes ? assembly.extremes.min : all.lo,
    max: assembly.extremes ? assembly.extremes.max : all.hi,
    seriesStep: quarterly ? 'quarter' : 'year',
    series,
    histogram,
    sampled: assembly.sampled ?? false,
  };
}
