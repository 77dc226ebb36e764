import { describe, expect, it } from 'vitest';
import { authorOfTitle, nominative, personName, readBibliographicRecord } from './bibliographic-record.ts';

const now = new Date('2026-11-28T00:00:00Z');
const read = (description: string) => readBibliographicRecord(description, now);

// Shapes written for these tests (not taken from the evaluation set): each form dealers open a lot with.
describe('readBibliographicRecord', () => {
  it.each([
    [
      'GOST form, old spelling',
      'Тютчевъ Ѳ.И. Стихотворенія. — СПб.: Тип. А. Суворина, 1886. — 256 с. Переплёт эпохи.',
      { author: 'Тютчев Ф.И.', place: 'СПб.', publisher: 'Тип. А. Суворина', year: 1886 },
    ],
    [
      'comma after the surname, spaced initials',
      'Лесков, Н. С. Соборяне. М.: Изд. А. Гатцука, 1872. Корешок подклеен.',
      { author: 'Лесков Н.С.', place: 'М.', publisher: 'Изд. А. Гатцука', year: 1872 },
    ],
    [
      'initials before the surname, title in quotes',
      'И.А. Гончаров «Обрыв», С.-Петербургъ, изданіе А. Глазунова, 1870 г. Хорошее состояние.',
      { author: 'Гончаров И.А.', place: 'СПб.', publisher: 'Изданіе А. Глазунова', year: 1870 },
    ],
    [
      'given name and surname',
      'Максим Горький «Мать», Берлин, изд. И.П. Ладыжникова, 1907 г. Первое издание.',
      { author: 'Горький М.', place: 'Берлин', publisher: 'Изд. И.П. Ладыжникова', year: 1907 },
    ],
    [
      'year in brackets, printer with "в"',
      'Кольцов А.В. Стихотворенія. — М.: В тип. Лазаревыхъ, [1846]. Владельческий переплёт.',
      { author: 'Кольцов А.В.', place: 'М.', publisher: 'Тип. Лазаревыхъ', year: 1846 },
    ],
    [
      'no year ("б.г.")',
      'Чарская Л. Сибирочка. — СПб.: Изд. Т-ва М.О. Вольфа, б.г. Издательский переплёт.',
      { author: 'Чарская Л.', place: 'СПб.', publisher: 'Изд. Т-ва М.О. Вольфа' },
    ],
    [
      'two places',
      'Пильняк Б. Голый год. — Пг.; М.: Изд. З.И. Гржебина, 1922. Обложка.',
      { author: 'Пильняк Б.', place: 'Пг.; М.', publisher: 'Изд. З.И. Гржебина', year: 1922 },
    ],
    [
      'a city the list does not know, after the dash',
      'Катаев В. Растратчики. — Рига: Грамату Драугс, 1927. Эмигрантская перепечатка.',
      { author: 'Катаев В.', place: 'Рига', publisher: 'Грамату Драугс', year: 1927 },
    ],
    [
      'unknown city in the GOST form',
      'Мамин-Сибиряк Д.Н. Уральские рассказы. — Кунгур: Тип. Н. Белоусова, 1895.',
      { author: 'Мамин-Сибиряк Д.Н.', place: 'Кунгур', publisher: 'Тип. Н. Белоусова', year: 1895 },
    ],
    [
      'co-authors',
      'Ильф И., Петров Е. Двенадцать стульев. — М.; Л.: ЗиФ, 1928. Первое издание.',
      { author: 'Ильф И., Петров Е.', place: 'М.; Л.', publisher: 'ЗиФ', year: 1928 },
    ],
    [
      'a year range',
      'Брем А. Жизнь животныхъ. Т. 1–10. — СПб.: Просвѣщеніе, 1894–1896. Комплект.',
      { author: 'Брем А.', place: 'СПб.', publisher: 'Просвѣщеніе', year: 1894 },
    ],
    [
      'quoted publisher without a year after the place',
      'Кузмин М. Сети. Москва, «Скорпіонъ». Первая книга стихов, 1908 г.',
      { author: 'Кузмин М.', place: 'М.', publisher: 'Скорпіонъ' },
    ],
  ])('%s', (_, description, expected) => {
    expect(read(description)).toEqual(expected);
  });

  it('reads labelled lines, each ending at its line break', () => {
    expect(
      read(
        'Автор: Лесков Николай Семенович\nНазвание: Левша\nГод издания: 1894\nИздательство: СПб., А.С. Суворин\nПотёртости.',
      ),
    ).toEqual({ author: 'Лесков Н.С.', place: 'СПб.', publisher: 'А.С. Суворин', year: 1894 });
    expect(read('Автор: А. Грин\nИздательство: Земля и фабрика, Москва, 1925\nОбложка.')).toEqual({
      author: 'Грин А.',
      place: 'М.',
      publisher: 'Земля и фабрика',
      year: 1925,
    });
    expect(read('Автор: Бунин И.А. Год издания: 1915 Издательство: Т-во А.Ф. Маркса')).toMatchObject({
      author: 'Бунин И.А.',
      year: 1915,
    });
  });

  it('takes no author when the label says there is none to take', () => {
    expect(read('Автор: коллектив авторов\nНазвание: Сказки народов СССР\nГод издания: 1952').author).toBeUndefined();
  });

  it('reads the author named in the genitive after the title', () => {
    expect(read('Сочиненія А.С. Пушкина. Т. 1–6. СПб.: Изд. А. Смирдина, 1855.').author).toBe('Пушкин А.С.');
    expect(read('Стихотворенія Е. Баратынскаго. М., 1835.').author).toBe('Баратынский Е.');
    expect(read('Лѣтопись. Стихи Анны Ахматовой. Пг., 1917.').author).toBe('Ахматова А.');
    expect(read('Вечерний альбом. Стихи Марины Цветаевой. М., 1910.').author).toBe('Цветаева М.');
    expect(read('Записки охотника. Ивана Сергеевича Тургенева. М., 1852.').author).toBe('Тургенев И.С.');
  });

  it('reads the author as a sentence after the title, and the compiler', () => {
    expect(read('Пепел. Андрей Белый. СПб.: Шиповник, 1909.').author).toBe('Белый А.');
    expect(read('Исторія Семеновскаго полка. Составилъ П. Дирин. СПб., 1883.').author).toBe('Дирин П.');
  });

  it('never takes an editor, an illustrator or a publisher for the author', () => {
    for (const description of [
      'Словарь. Под ред. Н.Н. Иванова. М., 1930.',
      'Сказки. Рисунки И.Я. Билибина. СПб., 1901.',
      'Журнал «Родник», 1905. СПб., изд. Е. Сысоевой.',
      'Альманах. Ред. В.С. Миролюбов. СПб., 1910.',
      'Евгений Онегин, роман в стихах. СПб., 1837.',
      'Первое отдельное издание «Мертвых душ». М., 1842.',
      'Сочинения в двух томах. М.: Худ. лит., 1955.',
    ])
      expect(read(description).author, description).toBeUndefined();
  });

  it('reads ranks as no part of the name', () => {
    expect(read('Графъ Л.Н. Толстой «Война и миръ». М., 1868 г.').author).toBe('Толстой Л.Н.');
    expect(read('Автор: князь П.А. Вяземский').author).toBe('Вяземский П.А.');
  });

  it('takes the record from the opening only, and no year after the current one', () => {
    expect(read(`${'Переплёт эпохи, потёртости. '.repeat(30)}Москва, 1990.`)).toEqual({});
    expect(read('Сборник. — М.: Наука, 2031.')).toEqual({ place: 'М.', publisher: 'Наука' });
  });

  it("does not take a person's initial for Moscow or Leningrad", () => {
    expect(read('Булгаков М. Дьяволиада. Рассказы. Недра.').place).toBeUndefined();
    expect(read('Шолохов, М. Донские рассказы. Обложка.').place).toBeUndefined();
  });
});

describe('more author shapes', () => {
  it('tells a surname ending in -вич from a patronymic', () => {
    expect(read('Владислав Ходасевич «Тяжелая лира», М.; Пг., 1922 г.').author).toBe('Ходасевич В.');
    expect(read('Великий князь Константин Константинович. Стихотворения. СПб., 1889.').author).toBeUndefined();
  });

  it('skips a name two words after an editor or a publisher', () => {
    expect(read('Россия. Подъ общею редакціею В.П. Семенова. СПб., 1899.').author).toBeUndefined();
    expect(read('Сборник. Изд. наследников И.И. Иванова. М., 1901.').author).toBeUndefined();
    expect(read('Записки охотника. Князя Игоря Святославича. М., 1800.').author).toBeUndefined();
  });
});

describe('authorOfTitle', () => {
  it.each([
    ['Пушкин А.С. Сочинения в трех томах', 'Пушкин А.С.'],
    ['Герой нашего времени. Сочиненіе М. Лермонтова', 'Лермонтов М.'],
    ['Анна Каренина. Романъ графа Л.Н. Толстаго', 'Толстой Л.Н.'],
    ['Евгеній Онѣгинъ. Романъ въ стихахъ', undefined],
    ['Тарас Бульба', undefined],
    ['Мертвые души. 1842', undefined],
  ])('%s → %s', (title, author) => {
    expect(authorOfTitle(title)).toBe(author);
  });
});

describe('personName', () => {
  it.each([
    ['Пушкин А.С.', 'Пушкин А.С.'],
    ['Пушкин, А. С.', 'Пушкин А.С.'],
    ['А.С. Пушкин', 'Пушкин А.С.'],
    ['Александр Пушкин', 'Пушкин А.'],
    ['Пушкин Александр Сергеевич', 'Пушкин А.С.'],
    ['Александр Сергеевич Пушкин', 'Пушкин А.С.'],
    ['Тургеневъ', 'Тургенев'],
    ['Вяч. Иванов', 'Иванов Вяч.'],
    ['коллектив авторов', undefined],
    ['Сочинения', undefined],
  ])('%s → %s', (written, name) => {
    expect(personName(written)).toBe(name);
  });
});

describe('nominative', () => {
  it.each([
    ['Чехова', 'Чехов'],
    ['Толстого', 'Толстой'],
    ['Толстаго', 'Толстой'],
    ['Достоевскаго', 'Достоевский'],
    ['Ахматовой', 'Ахматова'],
    ['Даля', 'Даль'],
    ['Блока', 'Блок'],
    ['Василия', 'Василий'],
  ])('%s → %s', (genitive, name) => {
    expect(nominative(genitive)).toBe(name);
  });
});
