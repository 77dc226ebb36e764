import { mkdir, readdir, rm, rmdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store.ts';
import { createLocalImageStore } from './local-folder.ts';
import { imagePathParts } from './store-paths.ts';

export type ImageCacheLimits = {
  /** The cache folder (cacheSettings.LocalCachePath, under DATA_DIR when relative). */
  dir: string;
  /** Files not read for longer go first (cacheSettings.DaysToKeep; 0 = no age limit). */
  daysToKeep: number;
  /** The folder is trimmed, least recently read first, to this size (cacheSettings.MaxCacheSizeMB; 0 = no limit). */
  maxSizeMB: number;
};

export type CachedImageStore = ImageStore & {
  /** Removes files past their age, then the least recently read until under the size; what it removed. */
  sweep(now?: Date): Promise<{ removedFiles: number; removedBytes: number; keptBytes: number }>;
};

/**
 * A local cache in front of a remote store (S3, Yandex Disk): a read is answered from the folder when the
 * file is there, else fetched once and kept; a write goes to the remote store and the folder. A file's
 * modification time is its last read, so the daily sweep can drop the least recently read first.
 */
export function createCachedImageStore(remote: ImageStore, limits: ImageCacheLimits): CachedImageStore {
  const local = createLocalImageStore(limits.dir);
  const root = path.resolve(limits.dir);

  async function filesOf(dir: string): Promise<{ file: string; size: number; readAt: number }[]> {
    const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
    const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'));
    return Promise.all(
      files.map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file);
        return { file, size: info.size, readAt: info.mtimeMs };
      }),
    );
  }

  return {
    description: `${remote.description}, cached in ${root}`,
    async get(bookId, name) {
      const cached = await local.get(bookId, name);
      if (cached) {
        const file = path.join(root, ...imagePathParts(bookId, name));
        const now = new Date();
        await utimes(file, now, now).catch(() => {});
        return cached;
      }
      const data = await remote.get(bookId, name);
      if (data) await local.put(bookId, name, data);
      return data;
    },
    async put(bookId, name, data) {
      await remote.put(bookId, name, data);
      await local.put(bookId, name, data);
    },
    async sweep(now = new Date()) {
      await mkdir(root, { recursive: true });
      const files = (await filesOf(root)).sort((a, b) => a.readAt - b.readAt);
      const oldest = limits.daysToKeep > 0 ? now.getTime() - limits.daysToKeep * 86_400_000 : -Infinity;
      const maxBytes = limits.maxSizeMB > 0 ? limits.maxSizeMB * 1024 * 1024 : Infinity;
      let total = files.reduce((sum, file) => sum + file.size, 0);
      let removedFiles = 0;
      let removedBytes = 0;
      for (const file of files) {
        if (file.readAt >= oldest && total <= maxBytes) break;
        await rm(file.file, { force: true });
        // The book's folder, then the thousand's, when they are left empty.
        for (let dir = path.dirname(file.file); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
          if (
            !(await rmdir(dir).then(
              () => true,
              () => false,
            ))
          )
            break;
        }
        total -= file.size;
        removedFiles += 1;
        removedBytes += file.size;
      }
      return { removedFiles, removedBytes, keptBytes: total };
    },
  };
}
