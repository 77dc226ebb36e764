import sharp from 'sharp';
import type { ImageBook } from '../../features/books/service.ts';
import { grainLayer } from './svg.ts';
import { renderText, type TextBlock } from './text.ts';

/** A text block placed on the picture: x is the centre (or the left edge with align 'left'). */
export type PlacedText = TextBlock & {
  x: number;
  y: number;
  /** Where y points: the top of the block (default), its middle or its bottom. */
  anchor?: 'top' | 'middle' | 'bottom';
  /** Turns the block (degrees), for captions on a slant or spines. */
  rotate?: number;
};

/** The lot facts a picture shows. */
export type PictureLot = Omit<ImageBook, 'id' | 'imageNames'>;

export type Scene = {
  width: number;
  height: number;
  background: string;
  texts: PlacedText[];
  /** How strongly the paper or cloth grain shows (0.12 when not given). */
  grain?: number;
};

const grainTextures = new Map<string, Promise<Buffer>>();

/** The grain layer for a picture size, drawn at half size once and kept (a few dozen of them at most). */
function grainTexture(width: number, height: number, strength: number): Promise<Buffer> {
  const key = `${width}x${height}@${strength}`;
  let texture = grainTextures.get(key);
  if (!texture) {
    const half = { width: Math.ceil(width / 2), height: Math.ceil(height / 2) };
    texture = sharp(Buffer.from(grainLayer(half.width, half.height, strength)))
      .resize(width, height)
      .png()
      .toBuffer();
    grainTextures.set(key, texture);
  }
  return texture;
}

/** Renders the SVG background, lays the text blocks over it and encodes a JPEG. */
export async function compose(scene: Scene, quality = 82): Promise<Buffer> {
  const layers = await Promise.all(
    scene.texts.map(async (placed) => {
      let { input, width, height } = await renderText(placed);
      if (placed.rotate) {
        const turned = await sharp(input)
          .rotate(placed.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer({ resolveWithObject: true });
        ({ data: input } = turned);
        ({ width, height } = turned.info);
      }
      // Never larger than the picture (composite refuses that).
      if (width > scene.width || height > scene.height) {
        const resized = await sharp(input)
          .resize({ width: Math.min(width, scene.width), height: Math.min(height, scene.height), fit: 'inside' })
          .png()
          .toBuffer({ resolveWithObject: true });
        ({ data: input } = resized);
        ({ width, height } = resized.info);
      }
      const left =
        placed.align === 'left' ? placed.x : placed.align === 'right' ? placed.x - width : placed.x - width / 2;
      const top =
        placed.anchor === 'middle' ? placed.y - height / 2 : placed.anchor === 'bottom' ? placed.y - height : placed.y;
      return {
        input,
        left: Math.round(Math.min(Math.max(0, left), scene.width - width)),
        top: Math.round(Math.min(Math.max(0, top), scene.height - height)),
      };
    }),
  );
  const grain = await grainTexture(scene.width, scene.height, scene.grain ?? 0.12);
  return sharp(Buffer.from(scene.background), { density: 72 })
    .resize(scene.width, scene.height)
    .composite([{ input: grain, left: 0, top: 0 }, ...layers])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}
