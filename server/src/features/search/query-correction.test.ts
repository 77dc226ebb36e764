import { describe, expect, it } from 'vitest';
import { isCorrectable, oneEditVariants } from './query-correction.ts';

// The rule comes from ADR 0044, typo correction and relevance tiers.
describe('one Damerau edit', () => {
  it('a swap of neighbours is one edit, asked first', () => {
    const [swaps, others] = oneEditVariants('таракнаище');
    expect(swaps).toContain('тараканище');
    expect(swaps).toHaveLength(9);
    expect(others).not.toContain('тараканище');
  });

  it('changed, left-out and added letters, in the word’s own script', () => {
    const [, others] = oneEditVariants('требнк');
    expect(others).toContain('требник');
    expect(others).toContain('требн');
    expect(oneEditVariants('trsitia')[0]).toContain('tristia');
    expect(oneEditVariants('trsitia')[1].every((variant) => /^[a-z]+$/.test(variant))).toBe(true);
  });

  it('words under five letters, or of mixed letters and digits, are never corrected', () => {
    expect(isCorrectable('елка')).toBe(false);
    expect(isCorrectable('конрамия')).toBe(true);
    expect(isCorrectable('1812год')).toBe(false);
    expect(isCorrectable('я'.repeat(200))).toBe(false);
  });
});
