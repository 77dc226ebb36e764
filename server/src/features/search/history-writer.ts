import type { HistoryEntry, HistoryRepository } from './history-repository.ts';

export type HistoryWriterOptions = {
  /** How long a search may wait for others to share its insert. */
  delayMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** Entries that could not be written, even one by one (they are dropped), with the last error. */
  onError?: (error: unknown, lost: number) => void;
};

/**
 * The search history, written after the reply instead of inside it (ADR 0010): `record` only queues
 * the entry; within `delayMs` the queue goes to the database as one multi-row insert, so a busy server
 * writes one statement for many searches and a search never waits for the write. `flush()` resolves
 * once everything recorded before it is written: tests await it before reading the history, readers
 * of the history in this process may too, and the app's onClose hook does, so a clean shutdown loses
 * nothing. A crash loses at most the last `delayMs` of history. A batch the database refuses is written
 * again row by row, so one bad entry never costs the other users' entries in the same batch.
 */
export function createHistoryWriter(
  repository: Pick<HistoryRepository, 'insertMany'>,
  {
    delayMs = 200,
    maxBatch = 500,
    onError = (error, lost) => console.error(`search history: ${lost} entries not written`, error),
  }: HistoryWriterOptions = {},
) {
  let queued: HistoryEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  // Batches are written one after another, so ids follow the order of the searches.
  let written: Promise<void> = Promise.resolve();

  /** The batch in one statement; if refused, each entry alone (an insert either writes all its rows or none). */
  async function write(batch: HistoryEntry[]): Promise<void> {
    try {
      await repository.insertMany(batch);
      return;
    } catch (error) {
      if (batch.length === 1) return onError(error, 1);
    }
    let lost = 0;
    let lastError: unknown;
    for (const entry of batch) {
      try {
        await repository.insertMany([entry]);
      } catch (error) {
        lost += 1;
        lastError = error;
      }
    }
    if (lost > 0) onError(lastError, lost);
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    if (batch.length > 0) written = written.then(() => write(batch));
    return written;
  }

  return {
    record(entry: HistoryEntry): void {
      queued.push(entry);
      // `void`: write() hands every failure to onError, so a flush never rejects.
      // eslint-disable-next-line @typescript-eslint/no-floating-promises -- never rejects (above)
      if (queued.length >= maxBatch) void flush();
      // unref: a pending write does not keep a finished process alive (shutdown flushes explicitly).
      // eslint-disable-next-line @typescript-eslint/no-floating-promises -- never rejects (above)
      else timer ??= setTimeout(() => void flush(), delayMs).unref();
    },
    flush,
  };
}

export type HistoryWriter = ReturnType<typeof createHistoryWriter>;
