import type { HistoryEntry, HistoryRepository } from './history-repository.ts';

export type HistoryWriterOptions = {
  /** How long a search may wait for others to share its insert. */
  delayMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** A batch that could not be written (it is dropped: retrying could write it twice). */
  onError?: (error: unknown, lost: number) => void;
};

/**
 * The search history, written after the reply instead of inside it (ADR 0010): `record` only queues
 * the entry; within `delayMs` the queue goes to the database as one multi-row insert, so a busy server
 * writes one statement for many searches and a search never waits for the write. `flush()` resolves
 * once everything recorded before it is written: tests await it before reading the history, readers
 * of the history in this process may too, and the app's onClose hook does, so a clean shutdown loses
 * nothing. A crash loses at most the last `delayMs` of history.
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

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    if (batch.length > 0) {
      written = written.then(() =>
        repository.insertMany(batch).catch((error: unknown) => onError(error, batch.length)),
      );
    }
    return written;
  }

  return {
    record(entry: HistoryEntry): void {
      queued.push(entry);
      if (queued.length >= maxBatch) void flush();
      // unref: a pending write does not keep a finished process alive (shutdown flushes explicitly).
      else timer ??= setTimeout(() => void flush(), delayMs).unref();
    },
    flush,
  };
}

export type HistoryWriter = ReturnType<typeof createHistoryWriter>;
