import type { Database } from '../../../db/client.ts';
import type { ImageStore } from '../../../integrations/image-store/image-store.ts';
import { createDemoCorpus, demoLotIndex, type DemoCorpus } from './corpus.ts';
import { renderDemoImage } from './images/render.ts';
import { MARKER_KEY } from './load-batch.ts';

/** The book fields a picture is drawn from (a row of `books`, as the repository reads it). */
export type BookImageRow = {
  id: number;
  sourceLotId: number;
  title: string;
  author: string | null;
  year: number | null;
  type: string;
  publisher: string | null;
  imageNames: string[];
};

export type DemoImageSource = {
  /**
   * The image file: from the store when it is there; for a lot of the demo archive, drawn on first
   * request, stored and returned; otherwise null (the route answers 404).
   */
  loadBookImage(book: BookImageRow, name: string): Promise<Buffer | null>;
};

type Marker = { seed: number; count: number; now: string; loaded: number };

/** How long the demo plan read from the database is trusted before it is read again. */
const MARKER_TTL_MS = 30_000;

/**
 * Images of the demo archive are drawn when first asked for rather than at seeding time (ADR 0009):
 * 70,000 pictures at a third of a second each would take longer than the seeding itself. A lot
 * counts as a demo lot only when the demo plan in the database would generate exactly it (its
 * platform id and title), so a real lot whose file is missing is never given a made-up picture.
 */
export function createDemoImageSource({ store, database }: { store: ImageStore; database: Database }): DemoImageSource {
  let plan: { marker: Marker | undefined; corpus: DemoCorpus | undefined; readAt: number } | undefined;
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function demoCorpus(): Promise<DemoCorpus | undefined> {
    if (!plan || performance.now() - plan.readAt > MARKER_TTL_MS) {
      const rows = await database.query<{ value: Marker }>('SELECT value FROM app_settings WHERE key = $1', [
        MARKER_KEY,
      ]);
      const marker = rows[0]?.value;
      const same =
        plan?.marker &&
        marker &&
        JSON.stringify({ ...plan.marker, loaded: 0 }) === JSON.stringify({ ...marker, loaded: 0 });
      const corpus = !marker
        ? undefined
        : same
          ? plan!.corpus
          : createDemoCorpus({ seed: marker.seed, count: marker.count, now: new Date(marker.now) });
      plan = { marker, corpus, readAt: performance.now() };
    }
    return plan.corpus;
  }

  async function isDemoLot(book: BookImageRow): Promise<boolean> {
    const corpus = await demoCorpus();
    const index = demoLotIndex(book.sourceLotId);
    if (!corpus || index === undefined || index >= corpus.count) return false;
    const lot = corpus.lot(index);
    return lot.sourceLotId === book.sourceLotId && lot.title === book.title;
  }

  async function load(book: BookImageRow, name: string): Promise<Buffer | null> {
    const stored = await store.get(book.id, name);
    if (stored) return stored;
    const match = name.match(/^(\d+)_(\d+)\.jpg$/);
    if (!match || Number(match[1]) !== book.sourceLotId || !(await isDemoLot(book))) return null;
    const image = await renderDemoImage(book, Number(match[2]));
    await store.put(book.id, name, image);
    return image;
  }

  return {
    loadBookImage(book, name) {
      if (!book.imageNames.includes(name)) return Promise.resolve(null);
      // Two requests for a picture not drawn yet share one drawing.
      const key = `${book.id}/${name}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = load(book, name).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
