import sharp from 'sharp';
import { renderDemoImage, type PictureLot } from '../images/render.ts';

/**
 * The simulator's lot pictures as real JPEGs: drawn by the demo renderer ('drawn', a cover or a title
 * page with the lot's own title; about 150 ms each) or, for the bench, a plain coloured sheet ('plain',
 * made once per colour) so a pull of 10,000 lots measures the pull rather than the drawing. Drawn
 * pictures are kept in a small least-recently-used cache: an importer asks for each one once or twice.
 */
export type ImageStyle = 'drawn' | 'plain';

export type SimulatorImages = {
  image(lot: PictureLot, n: number, thumbnail: boolean): Promise<Buffer>;
};

const THUMBNAIL_WIDTH = 200;
const PLAIN_COLOURS = ['#d8c9a7', '#b9a27a', '#8c6d46', '#6e7f5c', '#4f5d73', '#7a3b3b', '#c4b59a', '#a89c84'];

export function createSimulatorImages({
  style,
  cacheBytes = 16 * 1024 * 1024,
}: {
  style: ImageStyle;
  cacheBytes?: number;
}): SimulatorImages {
  /** Insertion order is recency: a hit is moved to the end, the oldest evicted first. */
  const cache = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  function remember(key: string, made: Promise<Buffer>): Promise<Buffer> {
    cache.set(key, made);
    made.then(
      (buffer) => {
        if (cache.get(key) !== made) return;
        sizes.set(key, buffer.length);
        cachedBytes += buffer.length;
        for (const [oldest] of cache) {
          if (cachedBytes <= cacheBytes || oldest === key) break;
          cachedBytes -= sizes.get(oldest) ?? 0;
          sizes.delete(oldest);
          cache.delete(oldest);
        }
      },
      () => cache.delete(key),
    );
    return made;
  }

  function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    return remember(key, make());
  }

  const plain = (colour: string, thumbnail: boolean) =>
    cached(`plain:${colour}:${thumbnail}`, () =>
      sharp({
        create: {
          width: thumbnail ? THUMBNAIL_WIDTH : 600,
          height: thumbnail ? 280 : 840,
          channels: 3,
          background: colour,
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );

  const drawn = (lot: PictureLot, n: number) => cached(`${lot.sourceLotId}_${n}`, () => renderDemoImage(lot, n));

  return {
    image(lot, n, thumbnail) {
      if (style === 'plain') return plain(PLAIN_COLOURS[(lot.sourceLotId + n) % PLAIN_COLOURS.length]!, thumbnail);
      if (!thumbnail) return drawn(lot, n);
      return cached(`${lot.sourceLotId}_${n}_thumb`, async () =>
        sharp(await drawn(lot, n))
          .resize({ width: THUMBNAIL_WIDTH })
          .jpeg({ quality: 75 })
          .toBuffer(),
      );
    },
  };
}
