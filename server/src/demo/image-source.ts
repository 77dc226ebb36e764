import type { ImageBook } from '../features/books/service.ts';
import type { SettingsService } from '../features/settings/service.ts';
import type { ImageStore } from '../integrations/image-store/image-store.ts';
import type { Provider } from '../lib/provider.ts';
import { createDemoCorpus, demoLotIndex, type DemoCorpus } from './corpus/corpus.ts';
import { renderDemoImage } from './images/render.ts';
import { readDemoMarker, type DemoMarker } from './seeding/marker.ts';

export type DemoImageSource = {
  /**
   * The image file: from the store when it is there; for a lot of the demo archive, drawn on first
   * request, stored and returned; otherwise null (the route answers 404).
   */
  loadBookImage(book: ImageBook, name: string): Promise<Buffer | null>;
};

/** How long the demo plan read from the database is trusted before it is read again. */
const MARKER_TTL_MS = 30_000;

/**
 * Images of the demo archive are drawn when first asked for rather than at seeding time (ADR 0009):
 * 70,000 pictures at a third of a second each would take longer than the seeding itself. A lot
 * counts as a demo lot only when the demo plan in the database would generate exactly it (its
 * platform id and title), so a real lot whose file is missing is never given a made-up picture.
 */
export function createDemoImageSource({
  store,
  settings,
}: {
  /** The image store in use (asked per picture: the store can change with the settings). */
  store: Provider<ImageStore>;
  settings: Pick<SettingsService, 'read'>;
}): DemoImageSource {
  let plan: { marker: DemoMarker | undefined; corpus: DemoCorpus | undefined; readAt: number } | undefined;
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function demoCorpus(): Promise<DemoCorpus | undefined> {
    if (!plan || performance.now() - plan.readAt > MARKER_TTL_MS) {
      const marker = await readDemoMarker(settings);
      const same =
        plan?.marker &&
        marker &&
        JSON.stringify({ ...plan.marker, status: '' }) === JSON.stringify({ ...marker, status: '' });
      const corpus = !marker
        ? undefined
        : same
          ? plan!.corpus
          : createDemoCorpus({ seed: marker.seed, count: marker.count, now: new Date(marker.now) });
      plan = { marker, corpus, readAt: performance.now() };
    }
    return plan.corpus;
  }

  async function isDemoLot(book: ImageBook): Promise<boolean> {
    const corpus = await demoCorpus();
    const index = demoLotIndex(book.sourceLotId);
    if (!corpus || index === undefined || index >= corpus.count) return false;
    const lot = corpus.lot(index);
    return lot.sourceLotId === book.sourceLotId && lot.title === book.title;
  }

  async function load(book: ImageBook, name: string): Promise<Buffer | null> {
    const images = await store.get();
    const stored = await images.get(book.id, name);
    if (stored) return stored;
    const match = name.match(/^(\d+)_(\d+)\.jpg$/);
    if (!match || Number(match[1]) !== book.sourceLotId || !(await isDemoLot(book))) return null;
    const image = await renderDemoImage(book, Number(match[2]));
    await images.put(book.id, name, image);
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
