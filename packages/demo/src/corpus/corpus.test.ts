import { describe, expect, it } from 'vitest';
import { DUPLICATE_CATEGORIES } from './categories.ts';
import { createDemoCorpus, demoLotIndex, type DemoLot } from './corpus.ts';
import { MAX_PRICE, MIN_PRICE } from './price.ts';

const now = new Date('2025-06-01T12:00:00Z');
const COUNT = 4000;
const corpus = createDemoCorpus({ seed: 1, count: COUNT, now });
const lots: DemoLot[] = Array.from({ length: COUNT }, (_, index) => corpus.lot(index));
const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const OLD_LETTERS = /[ѣіѳъ]/i;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('the demo corpus', () => {
  it('is the same for the same seed and different for another', () => {
    const again = createDemoCorpus({ seed: 1, count: COUNT, now });
    for (const index of [0, 1, 17, 999, 2500, COUNT - 1]) expect(again.lot(index)).toEqual(lots[index]);
    expect(again.sellers).toEqual(corpus.sellers);
    expect(again.categories).toEqual(corpus.categories);
    const other = createDemoCorpus({ seed: 2, count: COUNT, now });
    const differing = [0, 1, 2, 3, 4, 5, 6, 7].filter((index) => other.lot(index).title !== lots[index]!.title);
    expect(differing.length).toBeGreaterThan(5);
  });

  it('sells over the last ten years, oldest first, more in recent years', () => {
    const times = lots.map((lot) => lot.saleDate.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - 10 * YEAR_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const inYear = (yearsAgo: number) =>
      times.filter(
        (time) => time > now.getTime() - (yearsAgo + 1) * YEAR_MS && time <= now.getTime() - yearsAgo * YEAR_MS,
      ).length;
    expect(inYear(0)).toBeGreaterThan(inYear(9) * 2);
    // Nothing is sold before it was made.
    for (const lot of lots) expect(lot.year ?? 0).toBeLessThanOrEqual(lot.saleDate.getUTCFullYear());
  });

  it('gives each lot a unique 9–10 digit platform id that grows with the sale, and finds the lot back from it', () => {
    const ids = lots.map((lot) => lot.sourceLotId);
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) expect(String(id)).toMatch(/^\d{9,10}$/);
    expect(demoLotIndex(lots[1234]!.sourceLotId)).toBe(1234);
    expect(demoLotIndex(42)).toBeUndefined();
  });

  it('prices in whole roubles from 100 up, higher for older things on average', () => {
    for (const lot of lots) {
      expect(Number.isInteger(lot.finalPrice)).toBe(true);
      expect(lot.finalPrice).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(lot.finalPrice).toBeLessThanOrEqual(MAX_PRICE);
    }
    const logPrice = (from: number, to: number) =>
      mean(
        lots
          .filter((lot) => lot.type === 'Книга' && lot.year! >= from && lot.year! < to)
          .map((lot) => Math.log(lot.finalPrice)),
      );
    expect(logPrice(1700, 1861)).toBeGreaterThan(logPrice(1861, 1918));
    expect(logPrice(1861, 1918)).toBeGreaterThan(logPrice(1918, 1992));
    expect(Math.max(...lots.map((lot) => lot.finalPrice))).toBeGreaterThan(300_000);
    expect(lots.filter((lot) => lot.finalPrice < 500).length).toBeGreaterThan(COUNT * 0.1);
  });

  it('prints books from before 1918 in the old spelling and Soviet ones in the new', () => {
    const russianBooks = lots.filter(
      (lot) => lot.type === 'Книга' && lot.language === 'Русский' && /[а-я]/i.test(lot.title),
    );
    const old = russianBooks.filter((lot) => lot.year! < 1918);
    expect(
      old.filter((lot) => OLD_LETTERS.test(`${lot.title} ${lot.author ?? ''} ${lot.publisher ?? ''}`)).length,
    ).toBeGreaterThan(old.length * 0.9);
    // Most titles alone show it too (a short title like 'Полтава' looks the same in both spellings).
    expect(old.filter((lot) => OLD_LETTERS.test(lot.title) || /аго\b|разс/.test(lot.title)).length).toBeGreaterThan(
      old.length * 0.75,
    );
    const soviet = russianBooks.filter(
      (lot) => lot.year! >= 1945 && lot.year! < 1992 && !/Посев|YMCA|Ardis|Чехова/.test(lot.publisher ?? ''),
    );
    expect(soviet.filter((lot) => /[ѣіѳ]/i.test(lot.title))).toEqual([]);
    expect(lots.some((lot) => /собраніе сочиненій/i.test(lot.title))).toBe(true);
  });

  it('has about 300 categories, two of them the unwanted "unknown" and "interested" with a few lots each', () => {
    const names = corpus.categories.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(280);
    expect(names.length).toBeLessThanOrEqual(320);
    expect(names).toEqual(
      expect.arrayContaining([
        'Прижизненные издания',
        'Карты и атласы',
        'Краеведение: Сибирь',
        'Старообрядческие издания',
      ]),
    );
    for (const unwanted of ['unknown', 'interested']) {
      const index = names.indexOf(unwanted);
      expect(index).toBeGreaterThan(0);
      const count = lots.filter((lot) => lot.categoryIndex === index).length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(30);
    }
    const imported = ['unknown', 'interested', ...DUPLICATE_CATEGORIES.map((duplicate) => duplicate.name)];
    for (const category of corpus.categories.filter((item) => !imported.includes(item.name))) {
      expect(category.description?.length).toBeGreaterThan(10);
    }
  });

  it('files part of two categories\' lots under names that differ only in case or "ё" (cleanup duplicates)', () => {
    const names = corpus.categories.map((category) => category.name);
    const folded = (name: string) => name.toLowerCase().replaceAll('ё', 'е');
    for (const { name, of } of DUPLICATE_CATEGORIES) {
      expect(name).not.toBe(of);
      expect(folded(name)).toBe(folded(of));
      const [duplicate, original] = [names.indexOf(name), names.indexOf(of)];
      expect(original).toBeGreaterThanOrEqual(0);
      const lotsOf = (index: number) => lots.filter((lot) => lot.categoryIndex === index).length;
      expect(lotsOf(duplicate)).toBeGreaterThan(0);
      expect(lotsOf(original)).toBeGreaterThan(lotsOf(duplicate));
    }
  });

  it('spreads lots over 5,000 sellers with a Zipf-like skew', () => {
    expect(corpus.sellers).toHaveLength(5000);
    expect(new Set(corpus.sellers.map((name) => name.toLowerCase())).size).toBe(5000);
    const perSeller = new Map<number, number>();
    for (const lot of lots) perSeller.set(lot.sellerIndex, (perSeller.get(lot.sellerIndex) ?? 0) + 1);
    const counts = [...perSeller.values()].sort((a, b) => b - a);
    expect(counts[0]! / COUNT).toBeGreaterThan(0.015);
    const top50 = counts.slice(0, 50).reduce((sum, count) => sum + count, 0);
    expect(top50 / COUNT).toBeGreaterThan(0.25);
    expect(counts.filter((count) => count === 1).length).toBeGreaterThan(300);
  });

  it('gives 1–6 images to part of the lots, more often to expensive ones', () => {
    const withImages = lots.filter((lot) => lot.imageNames.length > 0);
    expect(withImages.length / COUNT).toBeGreaterThan(0.2);
    expect(withImages.length / COUNT).toBeLessThan(0.45);
    for (const lot of withImages) {
      expect(lot.imageNames.length).toBeLessThanOrEqual(6);
      expect(lot.imageNames).toEqual(lot.imageNames.map((_, k) => `${lot.sourceLotId}_${k + 1}.jpg`));
    }
    const share = (from: number, to: number) => {
      const band = lots.filter((lot) => lot.finalPrice >= from && lot.finalPrice < to);
      return band.filter((lot) => lot.imageNames.length > 0).length / band.length;
    };
    expect(share(10_000, Infinity)).toBeGreaterThan(share(0, 1_000));
  });

  it('describes each lot in 40–130 words, as HTML and the same as plain text', () => {
    for (const lot of lots.slice(0, 1000)) {
      const words = lot.descriptionText.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(35);
      expect(words).toBeLessThanOrEqual(130);
      expect(lot.descriptionHtml).toMatch(/^<p><b>.+<\/b>/);
      expect(lot.descriptionText).not.toMatch(/[<>]/);
      const fromHtml = lot.descriptionHtml
        .replace(/<\/p><p>/g, '\n\n')
        .replace(/<br>/g, '\n')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&');
      expect(fromHtml).toBe(lot.descriptionText);
    }
    expect(mean(lots.map((lot) => lot.descriptionText.split(/\s+/).length))).toBeGreaterThan(50);
  });

  it('is mostly Russian, with French, German and Church Slavonic lots too', () => {
    const languages = new Map<string, number>();
    for (const lot of lots) languages.set(lot.language, (languages.get(lot.language) ?? 0) + 1);
    expect(languages.get('Русский')! / COUNT).toBeGreaterThan(0.9);
    for (const language of ['Французский', 'Немецкий', 'Церковнославянский'])
      expect(languages.get(language)).toBeGreaterThan(0);
  });

  it('uses the words collectors search for, common and rare', () => {
    const text = lots.map((lot) => `${lot.title} ${lot.descriptionText}`.toLowerCase()).join('\n');
    const count = (word: string) => text.split(word).length - 1;
    expect(count('сочинени')).toBeGreaterThan(COUNT * 0.03);
    expect(count('истор')).toBeGreaterThan(COUNT * 0.03);
    expect(count('прижизненное издание')).toBeGreaterThan(10);
    expect(count('экслибрис')).toBeGreaterThan(10);
    expect(count('конволют')).toBeGreaterThan(0);
    expect(count('огонёк')).toBeGreaterThan(0);
  });

  it('sells about 0.5% of its copies again: same title, author, year and category, a near-identical description, later, elsewhere', () => {
    const key = (lot: DemoLot) => `${lot.title}|${lot.author}|${lot.year}|${lot.type}|${lot.publisher}`;
    const earlier = new Map<string, DemoLot[]>();
    const resold: [DemoLot, DemoLot][] = [];
    for (const lot of lots) {
      const before = (earlier.get(key(lot)) ?? []).find(
        (other) =>
          lot.descriptionText === other.descriptionText ||
          lot.descriptionText.startsWith(`${other.descriptionText}\n\n`),
      );
      if (before) resold.push([before, lot]);
      earlier.set(key(lot), [...(earlier.get(key(lot)) ?? []), lot]);
    }
    expect(resold.length / COUNT).toBeGreaterThan(0.002);
    expect(resold.length / COUNT).toBeLessThan(0.01);
    for (const [first, again] of resold) {
      expect(again.saleDate.getTime()).toBeGreaterThan(first.saleDate.getTime());
      expect(again.sourceLotId).not.toBe(first.sourceLotId);
      expect(again.categoryIndex).toBe(first.categoryIndex);
      expect(again.imageNames).toHaveLength(first.imageNames.length);
      expect(again.imageNames.every((name) => name.startsWith(`${again.sourceLotId}_`))).toBe(true);
    }
    // Some keep the text as it was, some add a line; prices differ from one sale to the next.
    expect(resold.some(([first, again]) => first.descriptionText === again.descriptionText)).toBe(true);
    expect(resold.some(([first, again]) => first.descriptionText !== again.descriptionText)).toBe(true);
    expect(resold.some(([first, again]) => first.finalPrice !== again.finalPrice)).toBe(true);
  });
});
