import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store.ts';
import { imagePathParts } from './store-paths.ts';

/** Images as files under one folder (store-paths.ts gives each its place). */
export function createLocalImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const fileOf = (bookId: number, name: string) => path.join(root, ...imagePathParts(bookId, name));

  return {
    description: `local folder ${root}`,
    async get(bookId, name) {
      try {
        return await readFile(fileOf(bookId, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async put(bookId, name, data) {
      const file = fileOf(bookId, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Write aside, then rename: a reader sees the old file or the new one, never a part.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
