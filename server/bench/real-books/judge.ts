/**
 * The bench's own judge of "the same words": independent of the product's folding, deliberately plain.
 * A word is compared by a folded stem: lower case, old letters as modern ones, the old hard sign gone,
 * з→с in the old prefixes, the old adjective endings -аго, -яго, -ыя as -ого, -его, -ые (six-letter words
 * such as 'живаго', 'Новаго' keep their ending), and the last three letters (the ending, old or new) cut
 * off words longer than six letters. Loose on purpose: it must not call a right answer wrong; the product
 * must be stricter.
 */
const LETTERS: Record<string, string> = { ё: 'е', ѣ: 'е', і: 'и', ѵ: 'и', ѳ: 'ф', й: 'и' };
const OLD_PREFIX = /^(ра|и|во|бе|ни|чре|чере)з(?=[кпстфхцчшщ])/;

export function judgeWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => {
    let folded = [...word].map((char) => LETTERS[char] ?? char).join('');
    folded = folded.replace(/ъ$/, '').replace(OLD_PREFIX, '$1с');
    if (folded.length > 4) folded = folded.replace(/аго$/, 'ого').replace(/яго$/, 'его').replace(/ыя$/, 'ые');
    return folded.length > 6 ? folded.slice(0, folded.length - 3) : folded;
  });
}

/** Whether `text` holds the words of `phrase` next to each other, in order (punctuation and hyphens ignored). */
export function holdsPhrase(text: string, phrase: string): boolean {
  const words = judgeWords(text);
  const wanted = judgeWords(phrase);
  if (wanted.length === 0) return false;
  for (let start = 0; start + wanted.length <= words.length; start++) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether two titles are the same words (the same work, whatever its spelling and punctuation). */
export const sameTitle = (a: string, b: string) => judgeWords(a).join(' ') === judgeWords(b).join(' ');
