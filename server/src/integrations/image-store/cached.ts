import { lstat, mkdir, readdir, rm, rmdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStore } from './image-store.ts';
import { createLocalImageStore } from './local-folder.ts';
import { imagePathParts, isStoreFile } from './store-paths.ts';

export type ImageCacheLimits = {
  /** The cache folder (cacheSettings.LocalCachePath, a folder inside DATA_DIR/cache). */
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

  /** Entries of a folder, none when it is gone (a concurrent sweep, a removed book). */
  const entriesOf = (dir: string) => readdir(dir, { withFileTypes: true }).catch(() => []);

  /**
   * The files the store itself wrote: <thousand>/<book>/<image name>, regular files in real folders. A
   * symbolic link is neither followed nor removed, and nothing else in the folder is touched, whatever
   * the folder is (docs/adr/0041).
   */
  async function storeFiles(): Promise<{ file: string; size: number; readAt: number }[]> {
    if (!(await lstat(root).catch(() => undefined))?.isDirectory()) return [];
    const found: { file: string; size: number; readAt: number }[] = [];
    for (const thousand of await entriesOf(root)) {
      if (!thousand.isDirectory() || !/^\d{1,13}$/.test(thousand.name)) continue;
      const thousandDir = path.join(root, thousand.name);
      for (const book of await entriesOf(thousandDir)) {
        if (!book.isDirectory()) continue;
        const bookDir = path.join(thousandDir, book.name);
        for (const entry of await entriesOf(bookDir)) {
          if (!entry.isFile() || !isStoreFile(thousand.name, book.name, entry.name)) continue;
          const file = path.join(bookDir, entry.name);
          const info = await lstat(file).catch(() => undefined);
          if (info?.isFile()) found.push({ file, size: info.size, readAt: info.mtimeMs });
        }
      }
    }
    return found;
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
      const files = (await storeFiles()).sort((a, b) => a.readAt - b.readAt);
      const oldest = limits.daysToKeep > 0 ? now.getTime() - limits.daysToKeep * 86_400_000 : -Infinity;
      const maxBytes = limits.maxSizeMB > 0 ? limits.maxSizeMB * 1024 * 1024 : Infinity;
      let total = files.reduce((sum, file) => sum + file.size, 0);
      let removedFiles = 0;
      let removedBytes = 0;
      for (const file of files) {
        if (file.readAt >= oldest && total <= maxBytes) break;
        await rm(file.file, { force: true });
        // The book's folder, then the thousand's, when they are left empty (rmdir removes only empty ones).
        const bookDir = path.dirname(file.file);
        if (
          await rmdir(bookDir).then(
            () => true,
            () => false,
          )
        )
          await rmdir(path.dirname(bookDir)).catch(() => {});
        total -= file.size;
        removedFiles += 1;
        removedBytes += file.size;
      }
      return { removedFiles, removedBytes, keptBytes: total };
    },
  };
}
