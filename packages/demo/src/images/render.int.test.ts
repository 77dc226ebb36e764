import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDemoCorpus, type DemoLot } from '../corpus/corpus.ts';
import { demoImageSize, renderDemoImage } from './render.ts';

const corpus = createDemoCorpus({ seed: 3, count: 6000, now: new Date('2025-06-01T12:00:00Z') });
const lots = Array.from({ length: 6000 }, (_, index) => corpus.lot(index));
const first = (type: string, test: (lot: DemoLot) => boolean = () => true) =>
  lots.find((lot) => lot.type === type && test(lot))!;

// Real JPEGs drawn and decoded by sharp: up to 3 s a picture on a busy two-core machine, past the unit
// project's 5 s limit, so it runs with the integration tests (30 s), once (it needs no database).
describe.runIf(process.env.TEST_DB === 'pglite')('demo pictures', () => {
  it('draws a book cover as a JPEG of the announced size', async () => {
    const lot = first('Книга', (item) => item.year! < 1918);
    const jpeg = await renderDemoImage(lot, 1);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect({ width: meta.width, height: meta.height }).toEqual(demoImageSize(lot, 1));
    expect(demoImageSize(lot, 1)).toEqual({ width: 720, height: 1040 });
  });

  it('draws the same picture for the same lot and a different one for another', async () => {
    const [a, b] = lots.filter((lot) => lot.type === 'Книга');
    const once = await renderDemoImage(a!, 1);
    expect((await renderDemoImage(a!, 1)).equals(once)).toBe(true);
    expect((await renderDemoImage(b!, 1)).equals(once)).toBe(false);
    expect((await renderDemoImage(a!, 2)).equals(once)).toBe(false);
  });

  it('carries the title: a cover with a long title differs from the same cover with a short one', async () => {
    const lot = first('Книга', (item) => item.year! < 1918);
    const short = await sharp(await renderDemoImage({ ...lot, title: 'Басни' }, 1))
      .raw()
      .toBuffer();
    const long = await sharp(
      await renderDemoImage({ ...lot, title: 'Полное собраніе сочиненій въ двѣнадцати томахъ' }, 1),
    )
      .raw()
      .toBuffer();
    let differing = 0;
    for (let i = 0; i < short.length; i += 3) if (Math.abs(short[i]! - long[i]!) > 40) differing++;
    expect(differing).toBeGreaterThan(2000);
  });

  it.each([
    ['Книга', 3, { width: 1400, height: 1000 }],
    ['Журнал', 1, { width: 760, height: 1060 }],
    ['Газета', 1, { width: 900, height: 1240 }],
    ['Карта', 1, { width: 1400, height: 1000 }],
    ['Открытка', 1, { width: 1400, height: 900 }],
    ['Открытка', 2, { width: 1400, height: 900 }],
    ['Фотография', 1, { width: 800, height: 1100 }],
    ['Автограф', 1, { width: 900, height: 1200 }],
    ['Плакат', 1, { width: 820, height: 1160 }],
    ['Документ', 1, { width: 900, height: 1250 }],
  ])('draws a %s (image %i) at %j', async (type, index, size) => {
    const lot = first(type);
    const meta = await sharp(await renderDemoImage(lot, index)).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(size);
  });

  it('draws prints upright for portraits and across for views', async () => {
    const print = first('Гравюра');
    const portrait = { ...print, title: 'Портрет императора Александра I' };
    const view = { ...print, title: 'Вид Москвы' };
    expect((await sharp(await renderDemoImage(portrait, 1)).metadata()).height).toBe(1400);
    expect((await sharp(await renderDemoImage(view, 1)).metadata()).width).toBe(1400);
  });
});
