import { entries } from './entries.ts';

/** Church books as old printers titled them (the generator adds the pre-reform spelling). */
export const CHURCH_BOOKS = entries([
  'Псалтирь',
  'Псалтирь следованная',
  'Апостол',
  'Часослов',
  'Минея месячная',
  'Минея служебная',
  'Октоих',
  'Триодь постная',
  'Триодь цветная',
  'Евангелие напрестольное',
  'Евангелие учительное',
  'Требник',
  'Служебник',
  'Ирмологий',
  'Канонник',
  'Пролог',
  'Цветник',
  'Книга о вере',
  'Кормчая',
  'Обиход нотного пения',
]);

/** Old printing houses for church books, with the years they printed. */
export const CHURCH_PRESSES = entries([
  'Московский Печатный двор|М.@1600-1721',
  'Типография Киево-Печерской Лавры|Киев@1615-1917',
  'Синодальная типография|М.@1721-1917',
  'Типография Почаевской Успенской Лавры|Почаев@1730-1917',
  'Типография Супрасльского монастыря|Супрасль@1700-1803',
  'Старообрядческая типография|Клинцы@1780-1847',
  'Старообрядческая типография|Гродно@1785-1800',
  'Типография Единоверцев|М.@1840-1917',
  'Старообрядческая типография Г.К. Гудкова|М.@1906-1917',
  'Старообрядческая типография|Гуслицы@1790-1900',
]);

export type ForeignLanguage = 'Французский' | 'Немецкий' | 'Английский' | 'Латинский';

export const FOREIGN_BOOKS: Record<ForeignLanguage, ReturnType<typeof entries>> = {
  Французский: entries([
    "Histoire de l'Empire de Russie sous Pierre le Grand|Voltaire@1759-1850",
    'Voyage en Sibérie|Chappe d’Auteroche@1768-1800',
    'La Russie en 1839|Marquis de Custine@1843-1900',
    'Œuvres complètes|Voltaire@1785-1880',
    'Mémoires ou souvenirs et anecdotes|Comte de Ségur@1824-1860',
    'Voyage pittoresque en Russie@1812-1860',
    'Souvenirs de la campagne de Russie@1820-1900',
    'Les Trois Mousquetaires|A. Dumas@1844-1917',
    'Guerre et Paix|L. Tolstoï@1879-1930',
  ]),
  Немецкий: entries([
    'Reise durch verschiedene Provinzen des Russischen Reichs|P.S. Pallas@1771-1800',
    'Geschichte des russischen Reiches@1800-1900',
    'Sämmtliche Werke|F. Schiller@1820-1900',
    'Faust. Eine Tragödie|J.W. Goethe@1808-1930',
    'Russland und die Russen@1840-1900',
    'Bilder aus Russland@1850-1913',
  ]),
  Английский: entries([
    'Travels in Russia@1790-1880',
    'The Russian Empire|W. Coxe@1784-1830',
    'War and Peace|Leo Tolstoy@1886-1950',
    'The Complete Works|W. Shakespeare@1800-1950',
    'Russia|D.M. Wallace@1877-1912',
  ]),
  Латинский: entries([
    'Rerum Moscoviticarum commentarii|S. Herberstein@1549-1600',
    'Tabula Russiae@1600-1750',
    'Biblia sacra vulgatae editionis@1600-1800',
  ]),
};
