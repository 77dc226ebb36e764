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
      { author: 'Ф.И. Тютчев', place: 'СПб.', publisher: 'Тип. А. Суворина', year: 1886 },
    ],
    [
      'comma after the surname, spaced initials',
      'Лесков, Н. С. Соборяне. М.: Изд. А. Гатцука, 1872. Корешок подклеен.',
      { author: 'Н.С. Лесков', place: 'М.', publisher: 'Изд. А. Гатцука', year: 1872 },
    ],
    [
      'initials before the surname, title in quotes',
      'И.А. Гончаров «Обрыв», С.-Петербургъ, изданіе А. Глазунова, 1870 г. Хорошее состояние.',
      { author: 'И.А. Гончаров', place: 'СПб.', publisher: 'Изданіе А. Глазунова', year: 1870 },
    ],
    [
      'given name and surname',
      'Максим Горький «Мать», Берлин, изд. И.П. Ладыжникова, 1907 г. Первое издание.',
      { author: 'М. Горький', place: 'Берлин', publisher: 'Изд. И.П. Ладыжникова', year: 1907 },
    ],
    [
      'year in brackets, printer with "в"',
      'Кольцов А.В. Стихотворенія. — М.: В тип. Лазаревыхъ, [1846]. Владельческий переплёт.',
      { author: 'А.В. Кольцов', place: 'М.', publisher: 'Тип. Лазаревыхъ', year: 1846 },
    ],
    [
      'no year ("б.г.")',
      'Чарская Л. Сибирочка. — СПб.: Изд. Т-ва М.О. Вольфа, б.г. Издательский переплёт.',
      { author: 'Л. Чарская', place: 'СПб.', publisher: 'Изд. Т-ва М.О. Вольфа' },
    ],
    [
      'two places',
      'Пильняк Б. Голый год. — Пг.; М.: Изд. З.И. Гржебина, 1922. Обложка.',
      { author: 'Б. Пильняк', place: 'Пг.; М.', publisher: 'Изд. З.И. Гржебина', year: 1922 },
    ],
    [
      'a city the list does not know, after the dash',
      'Катаев В. Растратчики. — Рига: Грамату Драугс, 1927. Эмигрантская перепечатка.',
      { author: 'В. Катаев', place: 'Рига', publisher: 'Грамату Драугс', year: 1927 },
    ],
    [
      'unknown city in the GOST form',
      'Мамин-Сибиряк Д.Н. Уральские рассказы. — Кунгур: Тип. Н. Белоусова, 1895.',
      { author: 'Д.Н. Мамин-Сибиряк', place: 'Кунгур', publisher: 'Тип. Н. Белоусова', year: 1895 },
    ],
    [
      'co-authors',
      'Ильф И., Петров Е. Двенадцать стульев. — М.; Л.: ЗиФ, 1928. Первое издание.',
      { author: 'И. Ильф, Е. Петров', place: 'М.; Л.', publisher: 'ЗиФ', year: 1928 },
    ],
    [
      'a year range',
      'Брем А. Жизнь животныхъ. Т. 1–10. — СПб.: Просвѣщеніе, 1894–1896. Комплект.',
      { author: 'А. Брем', place: 'СПб.', publisher: 'Просвѣщеніе', year: 1894 },
    ],
    [
      'quoted publisher without a year after the place',
      'Кузмин М. Сети. Москва, «Скорпіонъ». Первая книга стихов, 1908 г.',
      { author: 'М. Кузмин', place: 'М.', publisher: 'Скорпіонъ' },
    ],
  ])('%s', (_, description, expected) => {
    expect(read(description)).toEqual(expected);
  });

  it('reads labelled lines, each ending at its line break', () => {
    expect(
      read(
        'Автор: Лесков Николай Семенович\nНазвание: Левша\nГод издания: 1894\nИздательство: СПб., А.С. Суворин\nПотёртости.',
      ),
    ).toEqual({ author: 'Н.С. Лесков', place: 'СПб.', publisher: 'А.С. Суворин', year: 1894 });
    expect(read('Автор: А. Грин\nИздательство: Земля и фабрика, Москва, 1925\nОбложка.')).toEqual({
      author: 'А. Грин',
      place: 'М.',
      publisher: 'Земля и фабрика',
      year: 1925,
    });
    expect(read('Автор: Бунин И.А. Год издания: 1915 Издательство: Т-во А.Ф. Маркса')).toMatchObject({
      author: 'И.А. Бунин',
      year: 1915,
    });
  });

  it('takes no author when the label says there is none to take', () => {
    expect(read('Автор: коллектив авторов\nНазвание: Сказки народов СССР\nГод издания: 1952').author).toBeUndefined();
  });

  it('reads the author named in the genitive after the title', () => {
    expect(read('Сочиненія А.С. Пушкина. Т. 1–6. СПб.: Изд. А. Смирдина, 1855.').author).toBe('А.С. Пушкин');
    expect(read('Стихотворенія Е. Баратынскаго. М., 1835.').author).toBe('Е. Баратынский');
    expect(read('Лѣтопись. Стихи Анны Ахматовой. Пг., 1917.').author).toBe('А. Ахматова');
    expect(read('Вечерний альбом. Стихи Марины Цветаевой. М., 1910.').author).toBe('М. Цветаева');
    expect(read('Записки охотника. Ивана Сергеевича Тургенева. М., 1852.').author).toBe('И.С. Тургенев');
  });

  it('reads the author as a sentence after the title, and the compiler', () => {
    expect(read('Пепел. Андрей Белый. СПб.: Шиповник, 1909.').author).toBe('А. Белый');
    expect(read('Исторія Семеновскаго полка. Составилъ П. Дирин. СПб., 1883.').author).toBe('П. Дирин');
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
    expect(read('Графъ Л.Н. Толстой «Война и миръ». М., 1868 г.').author).toBe('Л.Н. Толстой');
    expect(read('Автор: князь П.А. Вяземский').author).toBe('П.А. Вяземский');
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
    expect(read('Владислав Ходасевич «Тяжелая лира», М.; Пг., 1922 г.').author).toBe('В. Ходасевич');
    expect(read('Великий князь Константин Константинович. Стихотворения. СПб., 1889.').author).toBeUndefined();
  });

  it('skips a name two words after an editor or a publisher', () => {
    expect(read('Россия. Подъ общею редакціею В.П. Семенова. СПб., 1899.').author).toBeUndefined();
    expect(read('Сборник. Изд. наследников И.И. Иванова. М., 1901.').author).toBeUndefined();
    expect(read('Записки охотника. Князя Игоря Святославича. М., 1800.').author).toBeUndefined();
  });
});

describe('initials and co-authors', () => {
  it('ends the initials before a short title word, and reads co-authors running into the title', () => {
    expect(read('Куприн А.И. Яма. — М.: Наука, 1915.').author).toBe('А.И. Куприн');
    expect(read('К. Маркс, Ф. Энгельс Манифест Коммунистической партии. — М., 1940.').author).toBe(
      'К. Маркс, Ф. Энгельс',
    );
  });
});

describe('authorOfTitle', () => {
  it.each([
    ['Пушкин А.С. Сочинения в трех томах', 'А.С. Пушкин'],
    ['Герой нашего времени. Сочиненіе М. Лермонтова', 'М. Лермонтов'],
    ['Анна Каренина. Романъ графа Л.Н. Толстаго', 'Л.Н. Толстой'],
    ['Евгеній Онѣгинъ. Романъ въ стихахъ', undefined],
    ['Тарас Бульба', undefined],
    ['Мертвые души. 1842', undefined],
  ])('%s → %s', (title, author) => {
    expect(authorOfTitle(title)).toBe(author);
  });
});

describe('personName', () => {
  it.each([
    ['Пушкин А.С.', 'А.С. Пушкин'],
    ['Пушкин, А. С.', 'А.С. Пушкин'],
    ['А.С. Пушкин', 'А.С. Пушкин'],
    ['Александр Пушкин', 'А. Пушкин'],
    ['Пушкин Александр Сергеевич', 'А.С. Пушкин'],
    ['Александр Сергеевич Пушкин', 'А.С. Пушкин'],
    ['Тургеневъ', 'Тургенев'],
    ['Вяч. Иванов', 'Вяч. Иванов'],
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
