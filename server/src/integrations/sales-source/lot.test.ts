import { describe, expect, it } from 'vitest';
import { isSold, plainText, readLot, readLots, saleDateOf } from './lot.ts';

const now = new Date('2026-11-24T12:00:00Z');
const good = {
  id: 301234567,
  title: 'Пушкин А.С. <b>Евгений Онегин</b> &laquo;1837&raquo;',
  categoryId: 13870,
  beginDate: '2026-11-10T10:00:00Z',
  endDate: '2026-11-20T10:00:00Z',
  price: '1 500'.replace(' ', ''),
  normalizedPrice: 1500,
  images: ['https://img.meshok.net/1.jpg', 'https://img.meshok.net/1.jpg', 'javascript:alert(1)', 42],
  city: 'Санкт-Петербург',
  seller: { id: 7, name: 'bookworm' },
  currency: 'rub',
  type: 'auction',
  status: 2,
  soldQuantity: 1,
};

describe('reading a lot of the platform', () => {
  it('cleans a good lot: tags stripped, entities decoded, images deduplicated and checked', () => {
    const reading = readLot(good, now);
    expect(reading).toEqual({
      lot: expect.objectContaining({
        id: 301234567,
        title: 'Пушкин А.С. Евгений Онегин «1837»',
        price: 1500,
        normalizedPrice: 1500,
        images: ['https://img.meshok.net/1.jpg'],
        sellerName: 'bookworm',
        currency: 'RUB',
        type: 'auction',
      }),
    });
    if ('lot' in reading) expect(isSold(reading.lot)).toBe(true);
  });

  it.each([
    [null, 'not an object'],
    [[1], 'not an object'],
    [{ title: 'x' }, 'no valid id'],
    [{ id: 'abc', title: 'x' }, 'no valid id'],
    [{ id: -5, title: 'x' }, 'no valid id'],
    [{ id: 1.5, title: 'x' }, 'no valid id'],
    [{ id: 1, title: '<p> </p>' }, 'no title'],
    [{ id: 1, title: { ru: 'x' } }, 'no title'],
  ])('skips %j: %s', (raw, reason) => {
    expect(readLot(raw, now)).toMatchObject({ skipped: reason });
  });

  it('drops absurd prices and dates instead of storing them', () => {
    const reading = readLot(
      { ...good, price: 1e12, normalizedPrice: -3, endDate: '3026-01-01', beginDate: 'yesterday' },
      now,
    );
    expect(reading).toMatchObject({
      lot: { price: undefined, normalizedPrice: undefined, endDate: undefined, beginDate: undefined },
    });
    if ('lot' in reading) expect(isSold(reading.lot)).toBe(false);
  });

  it('is not sold unless finished with a sale in roubles', () => {
    for (const change of [{ status: 1 }, { soldQuantity: 0 }, { currency: 'USD' }, { price: 0, normalizedPrice: 0 }]) {
      const reading = readLot({ ...good, ...change }, now);
      expect('lot' in reading && isSold(reading.lot), JSON.stringify(change)).toBe(false);
    }
  });

  it('reads a page once per id, skipping broken lots with reasons', () => {
    const page = readLots([good, { ...good, title: 'Другой' }, { id: 'x' }, 'text'], now);
    expect(page.lots.map((lot) => lot.title)).toEqual(['Пушкин А.С. Евгений Онегин «1837»']);
    expect(page.skipped).toEqual([
      { reason: 'seen twice in one page', lotId: 301234567 },
      { reason: 'no valid id', lotId: undefined },
      { reason: 'not an object', lotId: undefined },
    ]);
    expect(readLots({ not: 'a list' }, now)).toEqual({ lots: [], skipped: [] });
  });

  it('turns any text into plain text without control characters', () => {
    expect(plainText('a\u0000b\u0007c &#x41;&#66; &#0; &bogus;')).toBe('a b c AB &bogus;');
    expect(plainText('x'.repeat(1000), 10)).toBe('x'.repeat(10));
    expect(plainText(12)).toBe('12');
    expect(plainText(undefined)).toBeUndefined();
  });

  it('keeps emoji, replaces lone surrogates, drops script, reads a run of "<" as text', () => {
    expect(plainText('Книга 📚 \ud800 <script>alert(1)</script>редкость')).toBe('Книга 📚 \ufffd редкость');
    expect(plainText('<'.repeat(1_000_000))).toBe('<'.repeat(200));
    expect(plainText(`${'x'.repeat(199)}📚`)).toBe('x'.repeat(199));
  });

  it('takes no category id the tables cannot hold and no image address with control characters', () => {
    const reading = readLot(
      {
        ...good,
        categoryId: 2 ** 40,
        images: ['https://img.meshok.net/a\u0000.jpg', 'https://img.meshok.net/b.jpg', ...Array(10_000).fill('x')],
      },
      now,
    );
    expect(reading).toMatchObject({ lot: { categoryId: undefined, images: ['https://img.meshok.net/b.jpg'] } });
  });

  it('dates a sale now when the platform dates it in the future', () => {
    const reading = readLot({ ...good, endDate: '2026-12-24T12:00:00Z' }, now);
    if (!('lot' in reading)) throw new Error('not read');
    expect(reading.lot.endDate).toEqual(new Date('2026-12-24T12:00:00Z'));
    expect(saleDateOf(reading.lot, now)).toEqual(now);
    expect(saleDateOf({ ...reading.lot, endDate: new Date('2026-11-20T10:00:00Z') }, now)).toEqual(
      new Date('2026-11-20T10:00:00Z'),
    );
  });
});
