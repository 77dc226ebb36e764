import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('speaks bytes, then binary KB, MB, GB with one decimal, in the UI language', () => {
    expect(formatFileSize(850, 'ru')).toBe('850 байт');
    expect(formatFileSize(12.34 * 1024 * 1024, 'ru')).toBe('12,3 МБ');
    expect(formatFileSize(1.5 * 1024 ** 3, 'en')).toBe('1.5 GB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(-1, 'en')).toBe('0 bytes');
  });
});
