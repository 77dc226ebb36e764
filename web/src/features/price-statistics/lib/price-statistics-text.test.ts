import { describe, expect, it } from 'vitest';
import { testT } from '../../../lib/test-i18n.ts';
import { compactNumber, compactRange, fillPeriods, periodLabel, soldText } from './price-statistics-text.ts';

describe('the price chart’s labels', () => {
  it('names years as they are and quarters in the interface language', async () => {
    const ru = await testT('ru', 'prices');
    const en = await testT('en', 'prices');
    expect(periodLabel('2019', ru)).toBe('2019');
    expect(periodLabel('2024-Q3', ru)).toBe('3 кв. 2024');
    expect(periodLabel('2024-Q3', en)).toBe('Q3 2024');
  });

  it('shortens axis prices', () => {
    expect(compactNumber(12_000, 'en')).toBe('12K');
    expect(compactNumber(1_250_000, 'en')).toBe('1.3M');
    expect(compactNumber(500, 'ru')).toBe('500');
  });

  it('names a histogram bucket in its upper edge’s unit', () => {
    expect(compactRange(300, 1_000, 'ru')).toBe('0,3–1\u00a0тыс.');
    expect(compactRange(1_000, 3_000, 'ru')).toBe('1–3\u00a0тыс.');
    expect(compactRange(300_000, 1_000_000, 'en')).toBe('0.3–1M');
    expect(compactRange(0, 1, 'en')).toBe('0–1');
    expect(compactRange(30, 100, 'ru')).toBe('30–100');
  });

  it('counts the sales as the search counts its matches', async () => {
    const t = await testT('ru', 'prices');
    expect(soldText(t, 57, false)).toBe('Продано: 57');
    expect(soldText(t, 1_001, true)).toBe('Продано более 1\u00a0000');
    expect(soldText(t, 23_400, true)).toBe('Продано около 23\u00a0400');
  });

  it('puts the periods without sales back on the time axis', () => {
    expect(
      fillPeriods([
        { period: '2017', median: 100, count: 2 },
        { period: '2019', median: 300, count: 1 },
      ]),
    ).toEqual([
      { period: '2017', median: 100, count: 2 },
      { period: '2018', median: null, count: 0 },
      { period: '2019', median: 300, count: 1 },
    ]);
    expect(
      fillPeriods([
        { period: '2023-Q4', median: 5, count: 1 },
        { period: '2024-Q2', median: 7, count: 3 },
      ]).map((point) => point.period),
    ).toEqual(['2023-Q4', '2024-Q1', '2024-Q2']);
    expect(fillPeriods([])).toEqual([]);
  });
});
