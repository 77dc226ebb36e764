import { createLocalImageStore } from './local-folder.ts';

/**
 * Where book images live. Every store keeps files by book id and image name (the names in
 * books.image_names); callers never build paths or keys themselves.
 *
 * Today there is one implementation, a local folder (IMAGE_DIR). The S3-compatible store (Yandex
 * Object Storage) and Yandex Disk come with the admin settings issue: each is another
 * implementation of this interface, chosen in createImageStore from the settings.
 */
export interface ImageStore {
  /** For logs and the admin panel: 'local folder /srv/raritet/images'. */
  readonly description: string;
  /** The stored file, or null when there is none. */
  get(bookId: number, name: string): Promise<Buffer | null>;
  /** Stores (or replaces) a file; readers never see a half-written one. */
  put(bookId: number, name: string, data: Buffer): Promise<void>;
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

export function createImageStore(config: { imageDir: string }): ImageStore {
  return createLocalImageStore(config.imageDir);
}
