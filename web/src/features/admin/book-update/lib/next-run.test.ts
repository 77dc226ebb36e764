import { describe, expect, it } from 'vitest';
import { nextRun } from './next-run.ts';

const now = new Date(2025, 0, 20, 14, 0, 0);
const at = (hours: number, minutes: number, day = 20) => new Date(2025, 0, day, hours, minutes).toISOString();
const base = { source: 'simulator' as const, isPaused: false };

describe('the next run in the source line', () => {
  it('is today at a time, or another day with its date', () => {
    expect(nextRun({ ...base, nextRunTimeUtc: at(14, 30) }, now)).toEqual({ kind: 'today', at: new Date(at(14, 30)) });
    expect(nextRun({ ...base, nextRunTimeUtc: at(0, 10, 21) }, now)).toEqual({
      kind: 'later',
      at: new Date(at(0, 10, 21)),
    });
  });

  it('is "within a minute" when due now or overdue (the scheduler looks every minute)', () => {
    expect(nextRun({ ...base, nextRunTimeUtc: now.toISOString() }, now)).toEqual({ kind: 'soon' });
    expect(nextRun({ ...base, nextRunTimeUtc: at(13, 0) }, now)).toEqual({ kind: 'soon' });
  });

  it('is none while paused or with the source off, and unknown without a time', () => {
    expect(nextRun({ ...base, isPaused: true, nextRunTimeUtc: null }, now)).toEqual({ kind: 'paused' });
    expect(nextRun({ ...base, source: 'off', nextRunTimeUtc: null }, now)).toEqual({ kind: 'off' });
    expect(nextRun({ ...base, nextRunTimeUtc: null }, now)).toEqual({ kind: 'unknown' });
  });
});
