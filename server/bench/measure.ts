/** Timing helpers for the search bench. */

export type Stats = { p50: number; p95: number; mean: number; n: number };

export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { p50: at(50), p95: at(95), mean, n: sorted.length };
}

/** Runs `work` once per item to warm caches, then `rounds` times more, timing each call (ms). */
export async function timeEach<T>(items: readonly T[], rounds: number, work: (item: T) => Promise<unknown>) {
  for (const item of items) await work(item);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const item of items) {
      const started = performance.now();
      await work(item);
      samples.push(performance.now() - started);
    }
  }
  return stats(samples);
}

export const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
export const pair = (s: Stats) => `${ms(s.p50)} / ${ms(s.p95)}`;
