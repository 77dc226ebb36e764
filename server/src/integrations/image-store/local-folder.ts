import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InvalidImageNameError, isValidImageName, type ImageStore } from './image-store.ts';

/**
 * Images as files under one folder: <dir>/<id / 1000>/<id>/<name>, so no folder holds more than a
 * thousand books however large the archive grows.
 */
export function createLocalImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const fileOf = (bookId: number, name: string) => {
    if (!Number.isSafeInteger(bookId) || bookId < 1) throw new RangeError(`invalid book id: ${bookId}`);
    if (!isValidImageName(name)) throw new InvalidImageNameError(name);
    return path.join(root, String(Math.floor(bookId / 1000)), String(bookId), name);
  };

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
