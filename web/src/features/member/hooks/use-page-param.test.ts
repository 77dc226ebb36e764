import { describe, expect, it } from 'vitest';
import { readPositiveInt } from './use-page-param.ts';

describe('readPositiveInt', () => {
  it('reads a page number from the address, falling back for anything else', () => {
    expect(readPositiveInt('3', 1)).toBe(3);
    expect(readPositiveInt(null, 1)).toBe(1);
    for (const bad of ['', '0', '-2', '1.5', 'abc', '100001']) expect(readPositiveInt(bad, 10)).toBe(10);
  });
});
