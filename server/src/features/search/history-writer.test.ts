import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from './history-repository.ts';
import { createHistoryWriter } from './history-writer.ts';

const entry = (query: string): HistoryEntry => ({ userId: 1, searchType: 'title', query, searchDate: new Date() });

function recordingRepository() {
  const batches: string[][] = [];
  return {
    batches,
    insertMany: vi.fn(async (entries: readonly HistoryEntry[]) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      batches.push(entries.map((item) => item.query));
    }),
  };
}

afterEach(() => vi.useRealTimers());

describe('the search-history writer', () => {
  it('writes nothing during the search, then every search of the moment in one insert', async () => {
    vi.useFakeTimers();
    const repository = recordingRepository();
    const writer = createHistoryWriter(repository, { delayMs: 100 });
    writer.record(entry('a'));
    writer.record(entry('b'));
    expect(repository.insertMany).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(120);
    expect(repository.batches).toEqual([['a', 'b']]);
  });

  it('flush() resolves once everything recorded before it is written, in order', async () => {
    const repository = recordingRepository();
    const writer = createHistoryWriter(repository, { delayMs: 60_000, maxBatch: 2 });
    writer.record(entry('a'));
    writer.record(entry('b')); // a full batch goes at once
    writer.record(entry('c'));
    await writer.flush();
    expect(repository.batches).toEqual([['a', 'b'], ['c']]);
    await writer.flush(); // nothing queued: resolves at once, writes nothing
    expect(repository.insertMany).toHaveBeenCalledTimes(2);
  });

  it('a failed batch is reported and does not stop the next ones', async () => {
    const failures: number[] = [];
    let calls = 0;
    const written: string[] = [];
    const writer = createHistoryWriter(
      {
        insertMany: async (entries) => {
          if (++calls === 1) throw new Error('database gone');
          written.push(...entries.map((item) => item.query));
        },
      },
      { onError: (_error, lost) => failures.push(lost) },
    );
    writer.record(entry('lost'));
    await writer.flush();
    writer.record(entry('kept'));
    await writer.flush();
    expect(failures).toEqual([1]);
    expect(written).toEqual(['kept']);
  });

  it('a refused batch is written again row by row: only the bad entry is lost', async () => {
    const failures: number[] = [];
    const written: string[] = [];
    let statements = 0;
    const writer = createHistoryWriter(
      {
        insertMany: async (entries) => {
          statements += 1;
          // Like PostgreSQL: one bad row fails the whole statement, nothing of it is written.
          if (entries.some((item) => item.query.includes('bad'))) throw new Error('invalid byte sequence');
          written.push(...entries.map((item) => item.query));
        },
      },
      { onError: (_error, lost) => failures.push(lost) },
    );
    for (const query of ['a', 'bad', 'b', 'c']) writer.record(entry(query));
    await writer.flush();
    expect(written).toEqual(['a', 'b', 'c']);
    expect(failures).toEqual([1]);
    expect(statements).toBe(5);
  });
});
