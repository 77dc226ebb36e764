import { describe, expect, it } from 'vitest';
import { secretEntry, secretState } from './secret-entry.ts';

describe('a secret input', () => {
  const mask = '••••1234';

  it('replaces the mask with what is typed, wherever the caret was', () => {
    expect(secretEntry(mask, `${mask}a`)).toBe('a');
    expect(secretEntry(mask, `a${mask}`)).toBe('a');
    expect(secretEntry(mask, '••a••1234')).toBe('a');
    // Everything selected, then typed or pasted over.
    expect(secretEntry(mask, 'new-secret')).toBe('new-secret');
  });

  it('empties when any of the mask is deleted', () => {
    expect(secretEntry(mask, '••••123')).toBe('');
    expect(secretEntry(mask, '')).toBe('');
    expect(secretEntry('••••', '•••')).toBe('');
  });

  it('takes edits of a typed value as they are', () => {
    expect(secretEntry('abc', 'abcd')).toBe('abcd');
    expect(secretEntry('', 'x')).toBe('x');
    expect(secretEntry(mask, mask)).toBe(mask);
  });

  it('tells what saving will do', () => {
    expect(secretState('', '')).toBe('unset');
    expect(secretState(mask, mask)).toBe('stored');
    expect(secretState(mask, 'new')).toBe('replace');
    expect(secretState('', 'new')).toBe('replace');
    expect(secretState(mask, '')).toBe('clear');
  });
});
