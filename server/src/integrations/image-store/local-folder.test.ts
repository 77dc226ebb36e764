import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore, InvalidImageNameError, isValidImageName } from './image-store.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'raritet-images-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the local image store', () => {
  it('gives back what was put, by book and name, and null for what was not', async () => {
    const store = createImageStore({ kind: 'local', dir });
    await store.put(123_456, '100017389_1.jpg', Buffer.from('cover'));
    expect((await store.get(123_456, '100017389_1.jpg'))?.toString()).toBe('cover');
    expect(await store.get(123_456, '100017389_2.jpg')).toBeNull();
    expect(await store.get(7, '100017389_1.jpg')).toBeNull();
    // Books are spread over folders of a thousand.
    expect(await readdir(path.join(dir, '123', '123456'))).toEqual(['100017389_1.jpg']);
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    const store = createImageStore({ kind: 'local', dir });
    await Promise.all(Array.from({ length: 8 }, (_, i) => store.put(5, 'a.jpg', Buffer.alloc(100_000, i))));
    const stored = await store.get(5, 'a.jpg');
    expect(stored).toHaveLength(100_000);
    expect(new Set(stored)).toHaveProperty('size', 1);
    expect(await readdir(path.join(dir, '0', '5'))).toEqual(['a.jpg']);
  });

  it.each(['../secret', '..', '.hidden', 'a/b.jpg', 'a\\b.jpg', '', 'x'.repeat(300), 'ок.jpg'])(
    'refuses the name %j',
    async (name) => {
      expect(isValidImageName(name)).toBe(false);
      await expect(createImageStore({ kind: 'local', dir }).get(1, name)).rejects.toBeInstanceOf(InvalidImageNameError);
    },
  );
});
