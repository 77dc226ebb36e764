import { createRandom, mixSeed } from '../corpus/random.ts';
import { compose, type PictureLot, type Scene } from './compose.ts';
import { bookCover, journalCover, newspaper, spread, titlePage } from './render-books.ts';
import { photograph, postcardBack, postcardFront } from './render-pictures.ts';
import { autograph, documentSheet, engraving, map, poster } from './render-sheets.ts';

export type { PictureLot } from './compose.ts';

/** Which picture the n-th image (1-based) of a lot shows. */
function sceneFor(lot: PictureLot, index: number): Scene {
  const random = createRandom(mixSeed(lot.sourceLotId, index, 0x1a6e));
  switch (lot.type) {
    case 'Книга':
      if (index === 1) return bookCover(lot, random);
      if (index === 2) return titlePage(lot, random);
      return spread(lot, random, 10 + index * 24 + random.int(0, 20) * 2);
    case 'Журнал':
      return index === 1 ? journalCover(lot, random) : spread(lot, random, 2 + index * 8);
    case 'Газета':
      return index === 1 ? newspaper(lot, random) : spread(lot, random, index * 2);
    case 'Карта':
      return map(lot, random);
    case 'Гравюра':
    case 'Литография':
      return engraving(lot, random);
    case 'Открытка':
      return index === 2 ? postcardBack(lot, random) : postcardFront(lot, random);
    case 'Фотография':
      return photograph(lot, random);
    case 'Автограф':
      return autograph(lot, random);
    case 'Плакат':
      return poster(lot, random);
    case 'Документ':
      return documentSheet(lot, random);
    default:
      return index === 1 ? bookCover(lot, random) : titlePage(lot, random);
  }
}

/** The pixel size of a demo picture (what a JPEG decoder will report). */
export function demoImageSize(lot: PictureLot, index: number): { width: number; height: number } {
  const { width, height } = sceneFor(lot, index);
  return { width, height };
}

/**
 * Draws the n-th picture of a demo lot as a JPEG: a cover, title page or spread for books, the
 * masthead for journals, a map, a print, both sides of a postcard, a mounted photograph… Always the
 * same picture for the same lot and index, and a different one for another lot.
 */
export function renderDemoImage(lot: PictureLot, index: number): Promise<Buffer> {
  return compose(sceneFor(lot, index));
}
