import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const LANGUAGES = ['ru', 'en'] as const;

/** Every leaf as a dotted path (array items by index): { a: { b: 'x' }, c: ['y'] } → { 'a.b': 'x', 'c.0': 'y' }. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, child]) => flatten(child, prefix === '' ? key : `${prefix}.${key}`)),
  );
}

function namespacesOf(language: string): string[] {
  const folder = `./${language}/`;
  return Object.keys(files)
    .filter((path) => path.startsWith(folder))
    .map((path) => path.slice(folder.length, -'.json'.length))
    .sort();
}

const namespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))].sort();

describe('locales', () => {
  it('has the same namespace files in ru and en', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespacesOf('en')).toEqual(namespacesOf('ru'));
  });

  it.each(namespaces)('%s.json has the same keys in ru and en', (namespace) => {
    const [ru, en] = LANGUAGES.map((language) => files[`./${language}/${namespace}.json`]);
    const ruKeys = Object.keys(flatten(ru ?? {}));
    const enKeys = Object.keys(flatten(en ?? {}));
    expect(
      ruKeys.filter((key) => !enKeys.includes(key)),
      `keys in ru/${namespace}.json missing from en`,
    ).toEqual([]);
    expect(
      enKeys.filter((key) => !ruKeys.includes(key)),
      `keys in en/${namespace}.json missing from ru`,
    ).toEqual([]);
  });

  it.each(namespaces)('%s.json has no empty texts', (namespace) => {
    for (const language of LANGUAGES) {
      const texts = flatten(files[`./${language}/${namespace}.json`] ?? {});
      const empty = Object.keys(texts).filter((key) => texts[key] === '');
      expect(empty, `empty texts in ${language}/${namespace}.json`).toEqual([]);
    }
  });
});
