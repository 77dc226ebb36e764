import type { DemoImageStore, DemoLog, PictureBook } from './host.ts';
import { createDemoImageSource } from './image-source.ts';
import { startDemoSeeding, type DemoSeeding } from './seeding/background.ts';
import type { SeedingHost } from './seeding/seed.ts';
import { createSalesSimulator, type RunningSimulator } from './simulator/simulator.ts';

export type {
  DemoArchive,
  DemoBookRow,
  DemoDatabase,
  DemoImageStore,
  DemoLog,
  DemoValues,
  PictureBook,
} from './host.ts';
export type { SeedingHost } from './seeding/seed.ts';

/** What the server gives the demo: its database, the archive's bulk loader, the values store, its logger. */
export type DemoHost = SeedingHost & { log: DemoLog };

export type DemoOptions = {
  /** DEMO_BOOKS: lots the archive is filled with when it is empty (0: none). */
  books: number;
  /** DEMO_SEED: the same seed gives the same archive and the same new sales. */
  seed: number;
  /** Fill the archive in this process (not in the API processes of a split deployment). */
  seedArchive: boolean;
  /** Run the simulator of the trading platform here (SALES_SOURCE=simulator, in a process that pulls). */
  simulator?: { lotsPerMinute: number; backlog: number } | undefined;
};

export type Demo = {
  /** Lot pictures: the stored file, else for a lot of the demo archive a picture drawn on first request. */
  images(store: DemoImageStore): (book: PictureBook, name: string) => Promise<Buffer | null>;
  /** The simulator's address while it runs (the sales pull's source). */
  salesSourceUrl(): string | undefined;
  /** Starts filling an empty archive in the background (after the server answers: the first page is not held up). */
  startSeeding(): void;
  /** Stops the seeding after its current batch (the next start resumes it); the simulator keeps running. */
  stopSeeding(): Promise<void>;
  /** Stops the simulator and the seeding (after its current batch; the next start resumes it). */
  stop(): Promise<void>;
};

/**
 * Demo mode: a made-up archive of 230,000 sold lots with pictures drawn when first asked for, and a
 * simulator of the trading platform whose sales keep arriving through the product's own pull. The server
 * loads this module only in demo mode (DEMO, on by default on the embedded database).
 */
export async function startDemo(host: DemoHost, options: DemoOptions): Promise<Demo> {
  // The simulator runs beside the processes that pull: its own port on this machine, the platform's JSON.
  const simulator: RunningSimulator | undefined = options.simulator
    ? await createSalesSimulator({
        seed: options.seed,
        lotsPerMinute: options.simulator.lotsPerMinute,
        backlog: options.simulator.backlog,
        archiveLots: options.books,
      }).start()
    : undefined;
  let seeding: DemoSeeding | undefined;
  return {
    images(store) {
      const source = createDemoImageSource({ store, settings: host.settings });
      return (book, name) => source.loadBookImage(book, name);
    },
    salesSourceUrl: () => simulator?.url,
    startSeeding() {
      if (!options.seedArchive || seeding) return;
      seeding = startDemoSeeding({ host, count: options.books, seed: options.seed, log: host.log });
    },
    async stopSeeding() {
      await seeding?.stop();
    },
    async stop() {
      // A pull stopping between lots may still be talking to the simulator: the server stops its jobs first.
      await simulator?.close();
      await seeding?.stop();
    },
  };
}
