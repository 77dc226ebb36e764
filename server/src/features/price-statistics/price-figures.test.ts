import { describe, expect, it } from 'vitest';
import { assembleStatistics, roundHalfUp } from './price-figures.ts';
import { LEVEL, type FigureRow } from './stats-repository.ts';

const row = (level: number, values: Partial<FigureRow>): FigureRow => ({
  level,
  year: null,
  quarter: null,
  bucket: null,
  n: 0,
  p25: 0,
  p50: 0,
  p75: 0,
  lo: 0,
  hi: 0,
  short: null,
  ...values,
});

describe('the statistics answer', () => {
  it('rounds half up, not to even', () => {
    expect([0.5, 1.5, 2.5, 1000.5, 1000.49, 225.25].map(roundHalfUp)).toEqual([1, 2, 3, 1001, 1000, 225]);
  });

  it('scales a sample to the whole count, keeps the exact extremes, fills empty buckets between', () => {
    const rows = [
      row(LEVEL.all, { n: 100, p25: 250.5, p50: 1000, p75: 2999.5, lo: 150, hi: 5000, short: false }),
      row(LEVEL.year, { year: 2021, n: 40, p50: 800 }),
      row(LEVEL.year, { year: 2020, n: 60, p50: 1200.5 }),
      row(LEVEL.quarter, { year: 2020, quarter: 1, n: 60, p50: 1 }),
      row(LEVEL.bucket, { bucket: 6, n: 30 }),
      row(LEVEL.bucket, { bucket: 9, n: 70 }),
    ];
    expect(assembleStatistics(rows, { count: 1000, extremes: { min: 100, max: 9000 }, sampled: true })).toEqual({
      count: 1000,
      p25: 251,
      median: 1000,
      p75: 3000,
      min: 100,
      max: 9000,
      seriesStep: 'year',
      series: [
        { period: '2020', median: 1201, count: 600 },
        { period: '2021', median: 800, count: 400 },
      ],
      histogram: [
        { from: 100, to: 300, count: 300 },
        { from: 300, to: 1000, count: 0 },
        { from: 1000, to: 3000, count: 0 },
        { from: 3000, to: 10000, count: 700 },
      ],
      sampled: true,
    });
  });

  it('quarters when the span is short; a price of a billion gets a bucket of its own', () => {
    const rows = [
      row(LEVEL.all, { n: 1, p25: 1e9, p50: 1e9, p75: 1e9, lo: 1e9, hi: 1e9, short: true }),
      row(LEVEL.year, { year: 2024, n: 1, p50: 1e9 }),
      row(LEVEL.quarter, { year: 2024, quarter: 3, n: 1, p50: 1e9 }),
      row(LEVEL.bucket, { bucket: 20, n: 1 }),
    ];
    expect(assembleStatistics(rows)).toMatchObject({
      seriesStep: 'quarter',
      series: [{ period: '2024-Q3', median: 1e9, count: 1 }],
      histogram: [{ from: 1e9, to: 1e9 + 1, count: 1 }],
      sampled: false,
    });
  });
});
