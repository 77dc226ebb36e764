/**
 * Surnames in -ов/-ев (and other words so ending): the Russian stemmer takes the -ов off the nominative
 * only ('Лермонтов' → 'лермонт') and keeps it in every other case ('Лермонтова', 'Лермонтову',
 * 'Лермонтовым' → 'лермонтов'), so an author asked for as the title prints him («Сочиненія
 * Лермонтова»: `Лермонтова`) never met the lots whose author field names him ('Лермонтов М.Ю.'), nor the
 * other way round. A query word in one of these forms also reads as the other: the nominative as its
 * genitive (whose stem every oblique case shares), an oblique case as its nominative.
 *
 * The cost is the nominative's short stem: `Чехова` now also meets what `Чехов` already met ('чех': the
 * Czechs). Only word forms read it, never an exact phrase.
 */

/** A stem before -ов/-ев of at least three letters: 'слов', 'нов' are no surnames. */
const NOMINATIVE = /^[а-я]{3,}[ое]в$/;
/** The oblique cases of such a surname (and of an -ов noun's genitive), longest first. */
const OBLIQUE = /^([а-я]{3,}[ое]в)(?:ыми|ых|ым|ой|а|у|е|ы)$/;

/** The other reading of a folded word in -ов/-ев or one of its cases ('лермонтова' → 'лермонтов'); none for most words. */
export function surnameForms(word: string): string[] {
  if (NOMINATIVE.test(word)) return [word + 'а'];
  const oblique = OBLIQUE.exec(word);
  return oblique ? [oblique[1]!] : [];
}
