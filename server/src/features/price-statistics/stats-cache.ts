import type { PriceStatistics } from '@raritet/contracts/price-statistics';

export type StatsCacheOptions = {
  /** What the archive looks like now: figures computed under another fingerprint are not used. */
  fingerprint: () => Promise<string>;
  /** At most this many searches' figures are kept (the least recently used go first). */
  max?: number;
  /** Figures older than this are computed again whatever the fingerprint says. */
  ttlMs?: number;
};

type Entry = { fingerprint: string; at: number; value: Promise<PriceStatistics> };

/**
 * The figures of searches asked for lately, in this process (ADR 0035). A search's figures change only
 * when lots are added, changed or removed, which the fingerprint shows (the newest lot's id and the
 * table's insert, update and delete counters); exact figures over tens of thousands of matches take a
 * few hundred milliseconds, a repeated search's take one fingerprint read. Calls that arrive while the
 * same figures are being computed share that computation.
 */
export function createStatsCache({ fingerprint, max = 500, ttlMs = 10 * 60_000 }: StatsCacheOptions) {
  const entries = new Map<string, Entry>();

  return {
    async get(key: string, compute: () => Promise<PriceStatistics>): Promise<PriceStatistics> {
      const now = await fingerprint();
      const found = entries.get(key);
      entries.delete(key);
      if (found && found.fingerprint === now && Date.now() - found.at < ttlMs) {
        entries.set(key, found);
        return found.value;
      }
      const value = compute();
      entries.set(key, { fingerprint: now, at: Date.now(), value });
      value.catch(() => entries.delete(key));
      for (const oldest of entries.keys()) {
        if (entries.size <= max) break;
        entries.delete(oldest);
      }
      return value;
    },

    /** Forgets everything (this process changed lots: categories moved, lots deleted or imported). */
    clear(): void {
      entries.clear();
    },
  };
}

export type StatsCache = ReturnType<typeof createStatsCache>;
