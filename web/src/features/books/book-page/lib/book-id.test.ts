import { describe, expect, it } from 'vitest';
import { parseBookId } from './book-id.ts';

describe('parseBookId', () => {
  it('reads positive whole numbers', () => {
    expect(parseBookId('1')).toBe(1);
    expect(parseBookId('230000')).toBe(230000);
  });

  it('refuses what cannot be a book id, so the page says "not found" without asking the server', () => {
    for (const value of [undefined, '', 'abc', '12abc', '-1', '0', '1.5', '1e3', ' 7', '99999999999']) {
      expect(parseBookId(value)).toBeNull();
    }
  });
});
