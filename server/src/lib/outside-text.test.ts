import { describe, expect, it } from 'vitest';
import { clip, lineText, storableText } from './outside-text.ts';

describe('outside text made fit to store and send', () => {
  it('removes NUL and the other control characters, keeping tabs and line breaks in text', () => {
    expect(storableText('a\u0000b\u0001c\u0007d\u001b[0m\u007fe\u0085f\tg\nh\r\ni', 100)).toBe('abcd[0mef\tg\nh\r\ni');
  });

  it('makes a line: controls and line breaks are spaces, whitespace collapsed, trimmed', () => {
    expect(lineText('  Пушкин\u0000А.С.\n\tЕвгений\u0085Онегин  ', 100)).toBe('Пушкин А.С. Евгений Онегин');
  });

  it('replaces unpaired surrogates and keeps pairs (emoji)', () => {
    expect(storableText('a\ud800b\udc00c📚\ud83d', 100)).toBe('a\ufffdb\ufffdc📚\ufffd');
    expect(lineText('\udfff📚', 100)).toBe('\ufffd📚');
  });

  it('bounds lengths without cutting a surrogate pair in two', () => {
    expect(storableText('x'.repeat(5 * 1024 * 1024), 200_000)).toHaveLength(200_000);
    expect(clip('ab📚', 3)).toBe('ab');
    expect(clip('ab📚', 4)).toBe('ab📚');
    expect(clip('abcdef', 4, true)).toBe('abc…');
    expect(clip('a📚cdef', 3, true)).toBe('a…');
    expect(lineText('слово '.repeat(100), 12, true)).toBe('слово слово…');
  });

  it('leaves clean text as it is', () => {
    const text = 'Пушкин А.С. «Евгений Онегин», 1837 — редкость!';
    expect(storableText(text, 1000)).toBe(text);
    expect(lineText(text, 1000)).toBe(text);
  });
});
