import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { BookRow } from './schema.ts';

/** An image's bytes as stored (the original a seller uploaded or the demo corpus rendered). */
export type StoredImage = { data: Buffer; contentType: string };

/** The lot an image belongs to: what the demo corpus draws a picture from. */
export type ImageBook = Pick<
  BookRow,
  'id' | 'sourceLotId' | 'title' | 'author' | 'year' | 'type' | 'publisher' | 'imageNames'
>;

/**
 * Where originals come from: the image store, or for demo lots the demo corpus, which draws them on
 * first request (demo-corpus/image-source.ts). Null = no such image (the caller answers 404).
 */
export type ImageSource = (book: ImageBook, imageName: string) => Promise<StoredImage | Buffer | null>;

/** Thumbnails are small and asked for again and again (lists, galleries): keep this many bytes of them. */
const THUMBNAIL_CACHE_BYTES = 64 * 1024 * 1024;

function sniffContentType(data: Buffer): string {
  if (data[0] === 0x89 && data[1] === 0x50) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8) return 'image/jpeg';
  if (data.subarray(0, 4).toString() === 'RIFF' && data.subarray(8, 12).toString() === 'WEBP') return 'image/webp';
  if (data.subarray(0, 3).toString() === 'GIF') return 'image/gif';
  return 'application/octet-stream';
}

/**
 * An image's name never changes its content (a new photo gets a new name), so the validator is derived
 * from the address alone and a 304 costs no image work.
 */
export function imageEtag(bookId: number, imageName: string, size: number | undefined): string {
  const digest = createHash('sha1')
    .update(`${bookId}/${imageName}/${size ?? 'original'}`)
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** Originals through the source; thumbnails made with sharp and kept in a bounded in-memory LRU cache. */
export function createImageService(source: ImageSource, cacheBytes = THUMBNAIL_CACHE_BYTES) {
  const cache = new Map<string, StoredImage>();
  const pending = new Map<string, Promise<StoredImage | null>>();
  let cachedBytes = 0;

  function remember(key: string, image: StoredImage) {
    if (image.data.length > cacheBytes) return;
    cache.set(key, image);
    cachedBytes += image.data.length;
    // A Map iterates in insertion order: the first key is the least recently used one.
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.data.length;
    }
  }

  async function original(book: ImageBook, name: string): Promise<StoredImage | null> {
    const loaded = await source(book, name);
    if (!loaded) return null;
    return Buffer.isBuffer(loaded) ? { data: loaded, contentType: sniffContentType(loaded) } : loaded;
  }

  async function thumbnail(book: ImageBook, name: string, width: number): Promise<StoredImage | null> {
    const image = await original(book, name);
    if (!image) return null;
    const data = await sharp(image.data)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, progressive: true })
      .toBuffer();
    return { data, contentType: 'image/jpeg' };
  }

  return {
    /** The original (no size) or a thumbnail `size` pixels wide; null when the source has no such image. */
    async get(book: ImageBook, name: string, size?: number): Promise<StoredImage | null> {
      if (size === undefined) return original(book, name);
      const key = `${book.id}/${name}/${size}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      // Many cards asking for the same thumbnail at once make it once.
      let work = pending.get(key);
      if (!work) {
        work = thumbnail(book, name, size).finally(() => pending.delete(key));
        pending.set(key, work);
      }
      const made = await work;
      if (made && !cache.has(key)) remember(key, made);
      return made;
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
