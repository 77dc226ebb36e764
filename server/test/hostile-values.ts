/**
 * The hostile values the API fuzz test (src/api-fuzz.int.test.ts) puts into every field, by category.
 * A field gets some of each category, whatever its declared type: a wrong type is part of the attack.
 */

/** JSON text written into a body as it is: numbers and keys a JS value cannot carry (1e309, 2^64, __proto__). */
export class RawJson {
  constructor(readonly text: string) {}
}

const raw = (text: string) => new RawJson(text);

/** `depth` arrays inside each other, as JSON text. */
export const deepArrays = (depth: number) => raw(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** `depth` objects inside each other, as JSON text. */
export const deepObjects = (depth: number) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

export const HUGE_STRING = 'x'.repeat(100_000);
const manyKeys = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, index]));

export type Category =
  | 'wrongType'
  | 'empty'
  | 'huge'
  | 'nul'
  | 'surrogate'
  | 'unicode'
  | 'injection'
  | 'searchSyntax'
  | 'traversal'
  | 'markup'
  | 'number'
  | 'numericString'
  | 'prototype'
  | 'deep';

export const hostileValues: Record<Category, readonly unknown[]> = {
  wrongType: [null, true, false, ['fuzz'], { fuzz: 'fuzz' }, { id: { nested: 'object' } }, 1, 'fuzz'],
  empty: ['', ' ', '\t\r\n', [], {}, [null], [''], [[]]],
  huge: [
    HUGE_STRING,
    'слово '.repeat(17_000),
    'a1 '.repeat(30_000),
    Array.from({ length: 10_000 }, (_, index) => index),
    Array.from({ length: 10_000 }, () => 'x'),
    manyKeys,
  ],
  nul: ['\u0000', 'fuzz\u0000fuzz', '\u0000'.repeat(1000), { 'key\u0000': 'value' }],
  surrogate: ['\ud800', 'fuzz\udfff', '\udc00\ud800', 'ok\ud83d'],
  unicode: [
    '\u202eevil\u202c',
    '\u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
    '👨‍👩‍👧‍👦📚🔥\u{1f3f3}\ufe0f\u200d\u{1f308}',
    'Z\u0334\u0321a\u0336l\u0337g\u0338o\u0335'.repeat(50),
    'e\u0301'.repeat(2000),
    '\ufeff\u200b\u2028\u2029\u00a0',
    '\uffff\ufffe\ufdd0',
    'ЁЛКА ёлка Ѣ ѣ і ѳ ѵ ъ',
    'ｆｕｌｌｗｉｄｔｈ ﬁ ß ẞ İ ı',
    '\u0007\u001b[31m\u007f\u0085',
  ],
  injection: [
    "' OR '1'='1",
    "'; DROP TABLE users; --",
    '1) OR pg_sleep(5) IS NULL --',
    '$1 $2 $$ $tag$',
    '"); SELECT 1; --',
    '\\',
    "'",
    '%_%',
    "E'\\\\x00'",
    '1 UNION SELECT password_hash FROM users',
  ],
  searchSyntax: [
    '!&|:*()<->',
    'a:* & !b | (c <-> d)',
    '"unterminated',
    '*',
    '""',
    '((((((',
    'ё* "а б" -в +г ~д',
    'a <2> b',
    ':A :* !!!!',
    '\\:* \\& \\|',
  ],
  traversal: [
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/etc/passwd',
    '....//....//etc/passwd',
    'file:///etc/passwd',
    '..',
    '.',
    'a/../../b',
  ],
  markup: [
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}#{7*7}',
    '%s%s%s%n',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '<!--',
    '&lt;&#0;&amp;',
  ],
  number: [
    -1,
    0,
    1.5,
    -0.000001,
    2147483648,
    -2147483649,
    1e21,
    raw('9007199254740993'),
    raw('18446744073709551616'),
    raw('1e309'),
    raw('-1e309'),
    raw('1e-400'),
    raw('123456789012345678901234567890'),
    raw('-0'),
    raw('1E2'),
  ],
  numericString: [
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '0x10',
    ' 1',
    '1 ',
    '+1',
    '١٢٣',
    '1_000',
    '-0',
    '9'.repeat(400),
    '1.',
    '.5',
    '2147483648',
    '-1',
    '0',
    '1.5',
  ],
  prototype: [
    raw('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
    raw('{"constructor":{"prototype":{"isAdmin":true}}}'),
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ],
  deep: [deepArrays(5_000), deepObjects(2_000), deepArrays(64)],
};

export const categories = Object.keys(hostileValues) as Category[];

/** A field that takes numbers gets more numeric values, a text field more text attacks. */
export function valuesPerCategory(kind: 'number' | 'string' | 'other'): Record<Category, number> {
  const counts = Object.fromEntries(categories.map((category) => [category, 1])) as Record<Category, number>;
  if (kind === 'number') {
    counts.number = 5;
    counts.numericString = 5;
  }
  if (kind === 'string') {
    for (const category of ['nul', 'unicode', 'injection', 'searchSyntax', 'traversal'] as const) counts[category] = 2;
    counts.huge = 2;
  }
  return counts;
}

/** Strings the generator must never send: a connection string to a database that answers here. */
export const REACHABLE_DATABASE = /postgres(ql)?:\/\/[^\s"]*@?(127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0)/i;
