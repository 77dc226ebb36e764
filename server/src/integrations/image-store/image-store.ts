import path from 'node:path';
import { SETTINGS_DEFAULTS, isRelativeFolder, type AdminSettings } from '@raritet/contracts/settings';
import { createCachedImageStore, type ImageCacheLimits } from './cached.ts';
import { createLocalImageStore } from './local-folder.ts';
import { createS3ImageStore } from './s3-bucket.ts';
import { createYandexDiskImageStore } from './yandex-disk.ts';

/**
 * Where book images live. Every store keeps files by book id and image name (the names in
 * books.image_names); callers never build paths or keys themselves. Three stores, chosen by the admin
 * settings (imageStoreChoice): a local folder, an S3-compatible bucket (Yandex Object Storage) and
 * Yandex Disk, the two remote ones behind a local cache.
 */
export interface ImageStore {
  /** For logs and the admin panel: 'local folder /srv/raritet/images'. */
  readonly description: string;
  /** The stored file, or null when there is none. */
  get(bookId: number, name: string): Promise<Buffer | null>;
  /** Stores (or replaces) a file; readers never see a half-written one. */
  put(bookId: number, name: string, data: Buffer): Promise<void>;
  /** Stores with a local cache trim it (the daily job): files past their age, then over the size. */
  sweep?(now?: Date): Promise<{ removedFiles: number; removedBytes: number; keptBytes: number }>;
}

/** Image names are file names: letters, digits, '_', '-', '.', not starting with a dot. */
const IMAGE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

export function isValidImageName(name: string): boolean {
  return IMAGE_NAME.test(name) && !name.includes('..');
}

export class InvalidImageNameError extends Error {
  constructor(name: string) {
    super(`invalid image name: ${JSON.stringify(name)}`);
  }
}

export type ImageStoreChoice =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; endpoint: string; accessKey: string; secretKey: string; bucket: string; cache: ImageCacheLimits }
  | { kind: 'yandexDisk'; token: string; apiUrl: string; cache: ImageCacheLimits };

/** The folder of DATA_DIR every image cache lives in (cacheSettings.LocalCachePath is a folder inside). */
export const CACHE_BASE = 'cache';

/**
 * `folder` inside `base`: '' is the base itself; an absolute or climbing value (which the settings refuse
 * and the service's load replaces) gives undefined, so it is never used (docs/adr/0041).
 */
export function folderUnder(base: string, folder: string): string | undefined {
  if (!isRelativeFolder(folder)) return undefined;
  const resolved = path.resolve(base, folder);
  const inside = path.relative(base, resolved);
  return inside.startsWith('..') || path.isAbsolute(inside) ? undefined : resolved;
}

/**
 * Which store the settings name: local files when UseLocalFiles is 'true' (the default) or no remote
 * store is complete; otherwise the Yandex Cloud bucket when all four of its fields are set, else Yandex
 * Disk when it has a token. Plain data, so a provider rebuilds the store only when this changes. The
 * admin's folders stay inside the operator's: local images in IMAGE_DIR, the cache in DATA_DIR/cache.
 */
export function imageStoreChoice(
  settings: Pick<AdminSettings, 'typeOfAccessImages' | 'yandexCloud' | 'yandexDisk' | 'cacheSettings'>,
  places: { imageDir: string; dataDir: string; yandexDiskApiUrl: string },
): ImageStoreChoice {
  const imageDir = path.resolve(places.imageDir);
  const local: ImageStoreChoice = {
    kind: 'local',
    dir: folderUnder(imageDir, settings.typeOfAccessImages.LocalPathOfImages) ?? imageDir,
  };
  if (settings.typeOfAccessImages.UseLocalFiles === 'true') return local;
  const { LocalCachePath, DaysToKeep, MaxCacheSizeMB } = settings.cacheSettings;
  const cacheBase = path.resolve(places.dataDir, CACHE_BASE);
  const cache = {
    dir:
      folderUnder(cacheBase, LocalCachePath || SETTINGS_DEFAULTS.cachePath) ??
      path.join(cacheBase, SETTINGS_DEFAULTS.cachePath),
    daysToKeep: DaysToKeep,
    maxSizeMB: MaxCacheSizeMB,
  };
  const cloud = settings.yandexCloud;
  if (cloud.ServiceUrl && cloud.AccessKey && cloud.SecretKey && cloud.BucketName) {
    return {
      kind: 's3',
      endpoint: cloud.ServiceUrl,
      accessKey: cloud.AccessKey,
      secretKey: cloud.SecretKey,
      bucket: cloud.BucketName,
      cache,
    };
  }
  if (settings.yandexDisk.Token) {
    return { kind: 'yandexDisk', token: settings.yandexDisk.Token, apiUrl: places.yandexDiskApiUrl, cache };
  }
  return local;
}

export function createImageStore(choice: ImageStoreChoice): ImageStore {
  switch (choice.kind) {
    case 'local':
      return createLocalImageStore(choice.dir);
    case 's3':
      return createCachedImageStore(createS3ImageStore(choice), choice.cache);
    case 'yandexDisk':
      return createCachedImageStore(createYandexDiskImageStore(choice), choice.cache);
  }
}
