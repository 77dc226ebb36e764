import type { Random } from './random.ts';
import { REGIONS, type Place, type Region } from './vocabulary/regions.ts';

/** Towns were renamed; a 1950 postcard says 'Ленинград', a 1910 one 'С.-Петербург'. */
const RENAMES: Record<string, Array<[number, number, string, string]>> = {
  'Санкт-Петербург': [
    [1914, 1924, 'Петроград', 'Петрограда'],
    [1924, 1991, 'Ленинград', 'Ленинграда'],
  ],
  'Царское Село': [
    [1918, 1937, 'Детское Село', 'Детского Села'],
    [1937, 9999, 'Пушкин', 'Пушкина'],
  ],
  Петергоф: [[1944, 1992, 'Петродворец', 'Петродворца']],
  Гатчина: [[1929, 1944, 'Красногвардейск', 'Красногвардейска']],
  Екатеринбург: [[1924, 1991, 'Свердловск', 'Свердловска']],
  Пермь: [[1940, 1957, 'Молотов', 'Молотова']],
  'Нижний Новгород': [[1932, 1990, 'Горький', 'Горького']],
  Самара: [[1935, 1991, 'Куйбышев', 'Куйбышева']],
  Симбирск: [[1924, 9999, 'Ульяновск', 'Ульяновска']],
  Тифлис: [[1936, 9999, 'Тбилиси', 'Тбилиси']],
  Екатеринодар: [[1920, 9999, 'Краснодар', 'Краснодара']],
  Тверь: [[1931, 1990, 'Калинин', 'Калинина']],
  Гельсингфорс: [[1918, 9999, 'Хельсинки', 'Хельсинки']],
  Ревель: [[1918, 9999, 'Таллин', 'Таллина']],
  Вильна: [[1940, 9999, 'Вильнюс', 'Вильнюса']],
  Эривань: [[1936, 9999, 'Ереван', 'Еревана']],
  Батум: [[1936, 9999, 'Батуми', 'Батуми']],
  'Сергиев Посад': [[1930, 1991, 'Загорск', 'Загорска']],
};

/** Sights that stood only in some years. */
const GONE: Record<string, [number, number]> = {
  'Храм Христа Спасителя': [1931, 2000],
  'Сухарева башня': [1934, 9999],
};

export type PlaceInYear = { name: string; genitive: string; sight: string };

export function placeInYear(place: Place, year: number, random: Random): PlaceInYear {
  const rename = RENAMES[place.name]?.find(([from, to]) => from <= year && year < to);
  const sights = place.sights.filter((sight) => {
    const gone = GONE[sight];
    return !gone || year < gone[0] || year >= gone[1];
  });
  return {
    name: rename?.[2] ?? place.name,
    genitive: rename?.[3] ?? place.genitive,
    sight: sights.length > 0 ? random.pick(sights) : 'Общий вид',
  };
}

export function randomPlace(random: Random, region?: Region): Place {
  return random.pick((region ?? random.pick(REGIONS)).places);
}
