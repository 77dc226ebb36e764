import type { RawPlatformLot } from '../../test/hostile-platform.ts';
import type { RealBook } from './books.ts';

/** The platform's watched categories (13870–13876), named as the set names its categories. */
export const REAL_CATEGORIES = [
  'Книги до 1917',
  'Книги 1917-1940',
  'Книги 1941-1991',
  'Журналы',
  'Открытки и графика',
  'Карты',
  'Детская литература',
].map((name, index) => ({ id: 13870 + index, name, parentId: 13869, level: 2 }));

/** The platform ids of the set's lots: far above the demo archive's, so a lot is found by its id. */
export const FIRST_SOURCE_ID = 950_000_000;

const SELLERS = ['Букинист-Арбат', 'antikvar_spb', 'Старая книга', 'Библиофил 1913', 'knigi-raritet', 'Кабинет'];
const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
const HOUR = 3_600_000;

/**
 * The set as the platform's JSON (sales-source.md): finished, sold lots with the title as printed and the
 * dealer's description as HTML, sold over the last months, no pictures (the pull's images are not measured).
 */
export function platformLots(books: readonly RealBook[], now = Date.now()): RawPlatformLot[] {
  return books.map((book, index) => {
    const categoryId = REAL_CATEGORIES.find((category) => category.name === book.category)?.id ?? 13870;
    const price = 500 + (hash(book.id) % 150) * 250;
    const ended = now - (index + 1) * 7 * HOUR;
    const paragraphs = book.description.split(/(?<=\.)\s+(?=[А-ЯЁA-Z])/u);
    return {
      categoryId,
      raw: {
        id: FIRST_SOURCE_ID + index,
        title: book.title,
        categoryId,
        beginDate: new Date(ended - 7 * 24 * HOUR).toISOString(),
        endDate: new Date(ended).toISOString(),
        price,
        normalizedPrice: price,
        images: [],
        city: index % 3 === 0 ? 'Санкт-Петербург' : 'Москва',
        seller: { id: 1 + (index % SELLERS.length), name: SELLERS[index % SELLERS.length] },
        condition: 'б/у',
        currency: 'RUB',
        type: index % 4 === 0 ? 'fixedPrice' : 'auction',
        status: 2,
        soldQuantity: 1,
      },
      description: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
    };
  });
}
