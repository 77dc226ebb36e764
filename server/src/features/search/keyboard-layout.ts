/**
 * The same keys on the two layouts of a Russian keyboard (ЙЦУКЕН over QWERTY): text typed with the
 * wrong layout on reads back as what the user meant. 'ghbdtn' is 'привет', 'djqyf b vbh' 'война и
 * мир', and the other way 'Ырфлуызуфку' is 'Shakespeare'. Punctuation keys carry letters too ('х',
 * 'ъ', 'ж', 'э', 'б', 'ю', 'ё' sit on '[', ']', ';', "'", ',', '.', '`'), so a word typed on the wrong
 * layout may hold them: 'j,kjvjd' is 'обломов'.
 */

// '/' and '?' are the Russian layout's full stop and comma: 'F/C/ Geirby' is 'А.С. Пушкин'.
const LATIN_KEYS = 'qwertyuiop[]asdfghjkl;\'zxcvbnm,./`QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?~';
const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбю.ёЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,Ё';

const TO_RUSSIAN = new Map([...LATIN_KEYS].map((key, index) => [key, RUSSIAN_KEYS[index]!]));
const TO_LATIN = new Map([...RUSSIAN_KEYS].map((key, index) => [key, LATIN_KEYS[index]!]));

/**
 * The text as the other layout would have typed it, or null when it is not all keys of one layout:
 * Latin keys become Russian letters, Russian letters Latin keys; digits, spaces and the keys both
 * layouts share stay. A text mixing both scripts is swapped word by word by the caller.
 */
export function switchLayout(text: string): string | null {
  const latin = /[a-z]/i.test(text);
  const russian = /[а-яё]/i.test(text);
  if (latin === russian) return null;
  const table = latin ? TO_RUSSIAN : TO_LATIN;
  return [...text].map((char) => table.get(char) ?? char).join('');
}
