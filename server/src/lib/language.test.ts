import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language.ts';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'ru'],
    ['', 'ru'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr', 'ru'],
    ['ru;q=0.1,en;q=0.9', 'en'],
    ['en;q=0', 'ru'],
  ] as const)('%s → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
