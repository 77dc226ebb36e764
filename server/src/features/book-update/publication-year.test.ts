import { describe, expect, it } from 'vitest';
import { publicationYear } from './publication-year.ts';

const now = new Date('2026-11-24T00:00:00Z');

describe('publicationYear', () => {
  it.each([
    // [description, title, year]
    ['Издание Маркса, СПб, 1899 г. Переплёт эпохи.', '', 1899],
    ['Напечатано в 1812 году в Москве.', '', 1812],
    ['Москва, 1903г, тираж 3000', '', 1903],
    ['Отпечатано в типографии Сытина', 'Война и мир. 1886', 1886],
    ['Журнал выходил с 1905 по 1917, здесь № 3 за 1910 г.', '', 1910],
    ['Открытки до 1917 года; эта выпущена в 1911', '', 1911],
    ['Собрание 1900–1917 гг., том 3, 1912 г.', '', 1912],
    ['Период 1890-1900, без указания года', 'Альбом', undefined],
    ['Тираж 1000 экз., 240 стр.', 'Стихи', undefined],
    ['Переиздание 2030 г.', 'Книга 1999', 1999],
    ['Формат 1450 на 2000 мм', '', 2000],
    ['', 'Пушкин. Сочинения. Т. 1. 1887', 1887],
    ['от 1800 и позже; СПб 1801', '', 1801],
    ['', '', undefined],
  ])('%s | %s → %s', (description, title, year) => {
    expect(publicationYear(description, title, now)).toBe(year);
  });

  it('takes a marked year before an earlier bare number', () => {
    expect(publicationYear('Инв. 1650, изд. в 1885 году', '', now)).toBe(1885);
  });

  it('never answers a year after the current one', () => {
    expect(publicationYear('Москва, 2027 г.', '', now)).toBeUndefined();
  });
});
