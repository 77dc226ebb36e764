import { RawJson } from './hostile-values.ts';

/** A seeded generator (mulberry32): the same seed gives the same requests, so a failure can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** `count` different items of `items`, in a random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** JSON text of a value that may hold RawJson pieces (written as they are). */
export function toJsonText(value: unknown): string {
  const pieces: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    pieces.push(item.text);
    return `__raw_json_${pieces.length - 1}__`;
  });
  if (text === undefined) return 'null';
  return text.replace(/"__raw_json_(\d+)__"/g, (_match, index: string) => pieces[Number(index)]!);
}

/**
 * encodeURIComponent that does not throw on a lone surrogate: it is written as the bytes a careless
 * client would send (WTF-8), which is not valid UTF-8, so the server meets that too.
 */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let encoded = '';
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (code >= 0xd800 && code <= 0xdfff) {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      } else encoded += encodeURIComponent(char);
    }
    return encoded;
  }
}

/** A value as the text a URL carries (a path segment or a query value). */
export function urlText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return toJsonText(value);
}

/** `name=value` pairs for a query value: arrays repeat the key, objects become `name[key]=value`. */
export function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (value === null) return [encodeComponent(name)];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, urlText(item)));
  if (typeof value === 'object' && !(value instanceof RawJson)) {
    return Object.entries(value).flatMap(([key, item]) => queryPairs(`${name}[${key}]`, urlText(item)));
  }
  return [`${encodeComponent(name)}=${encodeComponent(urlText(value))}`];
}

/** Path segments sent without encoding: what a URL parser, not the route, must take apart. */
export const rawPathSegments = [
  '..',
  '.',
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%2F..%2F..',
  '..%5C..%5C',
  '%252e%252e',
  '1;drop',
  '1%20OR%201=1',
  '%E2%80%AE1',
  '0x1',
];
