import { describe, expect, it } from 'vitest';
import type { BookUpdateLogEntry } from '@raritet/contracts/book-update';
import { MOBILE_LOG_ENTRIES, newestFirst, operationLabel } from './log-view.ts';

function entry(timestamp: string, message: string): BookUpdateLogEntry {
  return { timestamp, message, operationName: 'lot', lotId: null, isError: false, exceptionMessage: null };
}

describe('the log, newest first', () => {
  it('orders by time, newest first, keeping the given order within one instant', () => {
    const logs = [
      entry('2025-01-20T10:00:00Z', 'old'),
      entry('2025-01-20T10:05:00Z', 'same instant, first'),
      entry('2025-01-20T10:05:00Z', 'same instant, second'),
      entry('2025-01-20T10:02:00Z', 'middle'),
      entry('garbage', 'unreadable'),
    ];
    expect(newestFirst(logs).map((item) => item.message)).toEqual([
      'same instant, first',
      'same instant, second',
      'middle',
      'old',
      'unreadable',
    ]);
  });

  it('keeps the last 10 for phones', () => {
    const logs = Array.from({ length: 25 }, (_, index) =>
      entry(new Date(Date.UTC(2025, 0, 20, 10, index)).toISOString(), `#${index}`),
    );
    const shown = newestFirst(logs, MOBILE_LOG_ENTRIES);
    expect(shown).toHaveLength(10);
    expect(shown[0]?.message).toBe('#24');
    expect(shown[9]?.message).toBe('#15');
    expect(newestFirst(logs)).toHaveLength(25);
  });
});

describe('operation names', () => {
  it('are translated keys, the listing with its category', () => {
    expect(operationLabel('lot')).toEqual({ kind: 'known', key: 'lot', category: null });
    expect(operationLabel('list:13870')).toEqual({ kind: 'known', key: 'list', category: '13870' });
    expect(operationLabel('category-check')).toEqual({ kind: 'known', key: 'category-check', category: null });
  });

  it('unknown ones are shown as the server wrote them', () => {
    expect(operationLabel('reindex:5')).toEqual({ kind: 'raw', text: 'reindex:5' });
  });
});
