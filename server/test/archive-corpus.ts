import type { Database } from '../src/db/client.ts';
import { insertLots, type LotInput } from './archive-factories.ts';

/**
 * A small hand-written archive the search tests assert on: word forms, old spelling, 'ё', phrases in
 * both orders, sellers written in different cases, prices on the range boundaries, distinct dates.
 */
export const LOTS = {
  cookbook: {
    title: 'Книга о вкусной и здоровой пище',
    category: 'Кулинария',
    seller: 'Букинист',
    price: 1500,
    date: '2020-01-10T12:00:00Z',
    year: 1952,
    description: 'Издание 1952 года, с цветными иллюстрациями. Переплёт издательский.',
  },
  pushkinWorks: {
    title: 'Сочинения А.С. Пушкина в шести томах',
    author: 'Пушкин А.С.',
    category: 'Русская классика',
    seller: 'Антиквар Петров',
    price: 12000,
    date: '2021-05-01T12:00:00Z',
    year: 1949,
    description: 'Полное собрание сочинений в шести томах. Состояние хорошее.',
  },
  oldCollected: {
    title: 'Полное собраніе сочиненій',
    author: 'Пушкинъ А.С.',
    category: 'Русская классика',
    seller: 'Антиквар Петров',
    price: 250000,
    date: '2019-03-15T12:00:00Z',
    year: 1887,
    description: 'Изданіе А.С. Суворина, СПб., 1887. Переплетъ кожаный, золотое тисненіе.',
  },
  reversed: {
    title: 'Сочинений собрание в одном томе',
    author: 'Карамзин Н.М.',
    category: 'История',
    seller: 'букинист',
    price: 5000,
    date: '2022-07-20T12:00:00Z',
    description: 'Собрание сочинений Карамзина: история государства российского в одном томе.',
  },
  spruceNew: {
    title: 'Ёлка в Сокольниках',
    author: 'Шмелёв И.С.',
    category: 'Детская литература',
    seller: 'БУКИНИСТ',
    price: 800,
    date: '2023-12-25T12:00:00Z',
    description: 'Праздничная ёлка, рассказ для детей.',
  },
  spruceCard: {
    title: 'Елка',
    category: 'Открытки',
    seller: 'Открыточник',
    price: 300,
    date: '2018-12-30T12:00:00Z',
    type: 'Открытка',
    description: 'Новогодняя открытка: елка и игрушки.',
  },
  karamzin: {
    title: 'История государства Российского',
    author: 'Карамзин Н.М.',
    category: 'История',
    seller: 'Антиквар Петров',
    price: 1000000,
    date: '2024-02-02T12:00:00Z',
    year: 1818,
    description: 'Том первый. Исторія государства Россійскаго, прижизненное издание.',
  },
  bookTrade: {
    title: 'Торговля книгами в Москве',
    author: 'Смирнов В.',
    category: 'Библиография',
    seller: 'Книжная лавка',
    price: 1000,
    date: '2017-06-06T12:00:00Z',
    description: 'Очерки о торговле книгами и о букинистах.',
  },
} satisfies Record<string, LotInput>;

export type LotKey = keyof typeof LOTS;

/** Inserts the corpus; returns each lot's id by key. */
export async function insertCorpus(database: Database): Promise<Record<LotKey, number>> {
  const keys = Object.keys(LOTS) as LotKey[];
  const ids = await insertLots(
    database,
    keys.map((key) => LOTS[key]),
  );
  return Object.fromEntries(keys.map((key, index) => [key, ids[index]!])) as Record<LotKey, number>;
}

/** Adds `count` lots whose titles all hold the word 'альбом', one day apart, newest last. */
export async function insertManyAlbums(database: Database, count: number, categoryId: number, sellerId: number) {
  await database.query(
    `insert into books (source_lot_id, title, type, description_text, seller_id, category_id, final_price, sale_date)
     select 800000 + n, 'Альбом открыток № ' || n, 'Альбом', 'Альбом с видами городов, лист ' || n, $1, $2,
            100000 + n, timestamptz '2010-01-01' + n * interval '1 day'
       from generate_series(1, $3::int) as n`,
    [sellerId, categoryId, count],
  );
  await database.query('analyze books');
}
