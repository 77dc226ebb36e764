import { mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachedImageStore } from './cached.ts';
import type { ImageStore } from './image-store.ts';

const remote: ImageStore = { description: 'nowhere', get: async () => null, put: async () => {} };
const now = new Date('2026-11-24T12:00:00Z');
const longAgo = new Date('2020-01-01T00:00:00Z');

/** Every file under a folder (links as links), relative, sorted. */
async function everything(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'raritet-sweep-foreign-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the cache sweep', () => {
  it("removes only the store's own files, never foreign ones, and follows no link out", async () => {
    // The cache folder pointed at a folder like DATA_DIR: a database, keys, an outside folder linked in.
    const cache = path.join(root, 'data');
    const outside = path.join(root, 'outside');
    await mkdir(path.join(outside, 'inner'), { recursive: true });
    await writeFile(path.join(outside, 'precious.jpg'), 'outside');
    await writeFile(path.join(outside, 'inner', 'a.jpg'), 'outside');
    const foreign = {
      'jwt-secret': 'key',
      'settings-key': 'key',
      'db/PG_VERSION': '17',
      'db/base/1/1259': 'catalog',
      'db/pg_xact/0000': 'xact',
      'notes.txt': 'notes',
      '0/notes.jpg': 'not in a book folder',
      '12/345/a.jpg': 'book 345 is not in thousand 12',
      '0/0/a.jpg': 'no book 0',
      '0/5/.hidden': 'not an image name',
      '0/5/a.jpg.1a2b3c.tmp': 'being written',
      'images/0/7/a.jpg': 'one folder too deep',
    };
    for (const [name, text] of Object.entries(foreign)) {
      await mkdir(path.dirname(path.join(cache, name)), { recursive: true });
      await writeFile(path.join(cache, name), text);
    }
    await mkdir(path.join(cache, '0', '6'), { recursive: true });
    await symlink(path.join(outside, 'precious.jpg'), path.join(cache, '0', '6', 'link.jpg'));
    await symlink(path.join(outside, 'inner'), path.join(cache, '0', '8'));
    await symlink(outside, path.join(cache, '1'));

    const store = createCachedImageStore(remote, { dir: cache, daysToKeep: 1, maxSizeMB: 0 });
    await store.put(5, 'own.jpg', Buffer.from('cached'));
    for (const file of [...Object.keys(foreign), '0/5/own.jpg']) {
      await utimes(path.join(cache, file), longAgo, longAgo);
    }
    const before = await everything(cache);

    const result = await store.sweep(now);
    expect(result.removedFiles).toBe(1);
    expect(await everything(cache)).toEqual(before.filter((file) => file !== path.join('0', '5', 'own.jpg')));
    expect(await everything(outside)).toEqual(['inner/a.jpg', 'precious.jpg']);
  });

  it('sweeps nothing when the cache folder itself is a link', async () => {
    const target = path.join(root, 'target');
    await mkdir(path.join(target, '0', '5'), { recursive: true });
    await writeFile(path.join(target, '0', '5', 'a.jpg'), 'x');
    await utimes(path.join(target, '0', '5', 'a.jpg'), longAgo, longAgo);
    const link = path.join(root, 'linked-cache');
    await symlink(target, link);
    const store = createCachedImageStore(remote, { dir: link, daysToKeep: 1, maxSizeMB: 0 });
    expect((await store.sweep(now)).removedFiles).toBe(0);
    expect(await everything(target)).toEqual(['0/5/a.jpg']);
  });
});
