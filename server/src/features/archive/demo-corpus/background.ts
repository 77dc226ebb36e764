import type { Database } from '../../../db/client.ts';
import { createSeedProgressPrinter } from './progress.ts';
import { seedDemoArchive, type SeedProgress, type SeedResult } from './seed.ts';

/** Where the demo archive stands; readiness checks and the admin panel can show it. */
export type DemoArchiveStatus =
  | { state: 'idle' }
  | { state: 'loading'; loaded: number; total: number }
  | { state: 'indexing'; loaded: number; total: number }
  | { state: 'ready'; loaded: number; total: number }
  | { state: 'stopped'; loaded: number; total: number }
  | { state: 'failed'; message: string };

export type DemoSeeding = {
  status(): DemoArchiveStatus;
  /** Stops after the batch in progress (an index build runs to its end) and waits for that. */
  stop(): Promise<void>;
  finished: Promise<SeedResult | undefined>;
};

type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(object: object, message: string): void;
};

let current: DemoArchiveStatus = { state: 'idle' };

/** The status of the demo load this process runs ('idle' when there is none). */
export function demoArchiveStatus(): DemoArchiveStatus {
  return current;
}

/**
 * Seeds (or finishes seeding) the demo archive in the background of a running server: the server
 * answers from the start, and the archive fills batch by batch. See docs/adr/0009-demo-corpus.md.
 */
export function startDemoSeeding({
  database,
  count,
  seed,
  log,
  print = createSeedProgressPrinter(),
}: {
  database: Database;
  count: number;
  seed: number;
  log: Logger;
  print?: (progress: SeedProgress) => void;
}): DemoSeeding {
  const controller = new AbortController();
  const onProgress = (progress: SeedProgress) => {
    if (progress.phase === 'lots') current = { state: 'loading', loaded: progress.loaded, total: progress.total };
    else if (progress.phase === 'indexes' && current.state === 'loading') current = { ...current, state: 'indexing' };
    print(progress);
  };
  const finished = seedDemoArchive(database, { count, seed, onProgress, signal: controller.signal }).then(
    (result) => {
      if (result.outcome === 'interrupted') {
        current = { state: 'stopped', loaded: result.loaded, total: result.total };
        log.info(
          `Demo archive: stopped at ${result.loaded} of ${result.total} lots; the next start resumes from there.`,
        );
      } else if (result.outcome === 'skipped') {
        current = { state: 'idle' };
      } else {
        current = { state: 'ready', loaded: result.loaded, total: result.total };
        if (result.outcome === 'indexed') {
          log.warn(
            `Demo archive: DEMO_BOOKS=0, so the interrupted load keeps its ${result.loaded} lots (now searchable).`,
          );
        }
      }
      return result;
    },
    (error: unknown) => {
      current = { state: 'failed', message: error instanceof Error ? error.message : String(error) };
      log.error({ err: error }, 'Demo archive: seeding failed');
      return undefined;
    },
  );
  return {
    status: () => current,
    stop: async () => {
      controller.abort();
      await finished;
    },
    finished,
  };
}
