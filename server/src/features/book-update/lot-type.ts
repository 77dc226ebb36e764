/**
 * What a pulled lot is, in the archive's words (the demo corpus's types): the platform gives no type, so
 * it is read from the category's name, then the title's first words; a book when nothing says otherwise.
 */
const RULES: [RegExp, string][] = [
  [/журнал/i, 'Журнал'],
  [/газет/i, 'Газета'],
  [/открыт/i, 'Открытка'],
  [/фотограф|фото\b|снимок/i, 'Фотография'],
  [/плакат|афиш/i, 'Плакат'],
  [/карт[аы]\b|атлас|план\s+город/i, 'Карта'],
  [/автограф|письм[оа]|рукопис/i, 'Автограф'],
  [/документ|грамот|удостоверен/i, 'Документ'],
];

export function lotTypeOf(categoryName: string, title: string): string {
  // A book category says it all: 'Журнал путешествий' in it is a book's title.
  if (/книг|литератур|издани/i.test(categoryName)) return 'Книга';
  for (const [pattern, type] of RULES) if (pattern.test(categoryName)) return type;
  const opening = title.split(/\s+/).slice(0, 3).join(' ');
  for (const [pattern, type] of RULES) if (pattern.test(opening)) return type;
  return 'Книга';
}
