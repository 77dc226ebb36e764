import type { DemoLog } from '../host.ts';
import { createSeedProgressPrinter } from './progress.ts';
import { seedDemoArchive, type SeedingHost, type SeedProgress, type SeedResult } from './seed.ts';

export type DemoSeeding = {
  /** Stops after the batch in progress (an index build runs to its end) and waits for that. */
  stop(): Promise<void>;
  finished: Promise<SeedResult | undefined>;
};

/**
 * Seeds (or finishes seeding) the demo archive in the background of a running server: the server
 * answers from the start, and the archive fills batch by batch. See docs/adr/0009-demo-corpus.md.
 */
export function startDemoSeeding({
  host,
  count,
  seed,
  log,
  print = createSeedProgressPrinter(),
}: {
  host: SeedingHost;
  count: number;
  seed: number;
  log: DemoLog;
  print?: (progress: SeedProgress) => void;
}): DemoSeeding {
  const controller = new AbortController();
  const finished = seedDemoArchive(host, { count, seed, onProgress: print, signal: controller.signal }).then(
    (result) => {
      if (result.outcome === 'interrupted') {
        log.info(
          `Demo archive: stopped at ${result.loaded} of ${result.total} lots; the next start resumes from there.`,
        );
      } else if (result.outcome === 'indexed') {
        log.warn(
          `Demo archive: DEMO_BOOKS=0, so the interrupted load keeps its ${result.loaded} lots (now searchable).`,
        );
      }
      return result;
    },
    (error: unknown) => {
      log.error({ err: error }, 'Demo archive: seeding failed');
      return undefined;
    },
  );
  return {
    stop: async () => {
      controller.abort();
      await finished;
    },
    finished,
  };
}
