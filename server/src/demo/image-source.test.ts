import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageBook } from '../features/books/service.ts';
import { createImageStore, type ImageStore } from '../integrations/image-store/image-store.ts';
import { createDemoCorpus } from './corpus/corpus.ts';
import { createDemoImageSource } from './image-source.ts';

const plan = { seed: 5, count: 500, now: '2025-06-01T12:00:00.000Z', status: 'done' };
const corpus = createDemoCorpus({ seed: plan.seed, count: plan.count, now: new Date(plan.now) });
/** Only what the image source reads: the demo plan from the settings. */
const settings = { read: async () => plan };

let dir: string;
let store: ImageStore;
let puts = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-demo-images-'));
  const local = createImageStore({ kind: 'local', dir });
  store = {
    description: local.description,
    get: local.get,
    put: async (...args) => {
      puts++;
      await local.put(...args);
    },
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function rowOf(index: number, id = index + 1): ImageBook {
  const lot = corpus.lot(index);
  return { id, ...lot };
}
const withImages = Array.from({ length: plan.count }, (_, index) => index).filter(
  (index) => corpus.lot(index).imageNames.length > 1,
);

describe('demo images on first request', () => {
  it('draws a demo lot’s picture once, stores it, and serves the stored file afterwards', async () => {
    const source = createDemoImageSource({ store: { get: async () => store }, settings });
    const row = rowOf(withImages[0]!);
    const name = row.imageNames[1]!;
    const before = puts;
    const [a, b] = await Promise.all([source.loadBookImage(row, name), source.loadBookImage(row, name)]);
    expect(a!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(b!.equals(a!)).toBe(true);
    expect(puts - before).toBe(1);
    expect((await store.get(row.id, name))!.equals(a!)).toBe(true);
    expect((await source.loadBookImage(row, name))!.equals(a!)).toBe(true);
    expect(puts - before).toBe(1);
  });

  it('answers null for a name the lot does not have', async () => {
    const source = createDemoImageSource({ store: { get: async () => store }, settings });
    const row = rowOf(withImages[1]!);
    expect(await source.loadBookImage(row, `${row.sourceLotId}_9.jpg`)).toBeNull();
    expect(await source.loadBookImage(row, '../../etc/passwd')).toBeNull();
  });

  it('never makes up a picture for a lot the demo plan did not generate', async () => {
    const source = createDemoImageSource({ store: { get: async () => store }, settings });
    const real = { ...rowOf(withImages[2]!, 90_001), title: 'Настоящий лот с другим названием' };
    const before = puts;
    expect(await source.loadBookImage(real, real.imageNames[0]!)).toBeNull();
    expect(puts).toBe(before);
    // A file an importer stored is served as it is.
    await store.put(real.id, real.imageNames[0]!, Buffer.from('imported'));
    expect((await source.loadBookImage(real, real.imageNames[0]!))?.toString()).toBe('imported');
  });

  it('makes up nothing when there is no demo archive', async () => {
    const source = createDemoImageSource({
      store: { get: async () => store },
      settings: { read: async () => undefined },
    });
    const row = rowOf(withImages[3]!, 90_002);
    expect(await source.loadBookImage(row, row.imageNames[0]!)).toBeNull();
  });
});
