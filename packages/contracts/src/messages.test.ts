import { describe, expect, it } from 'vitest';
import { catalogueParts, messages } from './messages.ts';

describe('the message catalogue', () => {
  it('holds each code in one feature part only, so no part silently overrides another', () => {
    const seen = new Map<string, string>();
    for (const [part, entries] of Object.entries(catalogueParts)) {
      for (const code of Object.keys(entries)) {
        expect(seen.get(code), `${code} is in ${seen.get(code)} and ${part}`).toBeUndefined();
        seen.set(code, part);
      }
    }
    expect(seen.size).toBe(Object.keys(messages).length);
  });

  it('has both languages for every code, with the same placeholders', () => {
    for (const [code, { ru, en }] of Object.entries(messages)) {
      expect(ru.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(en), code).toEqual(placeholders(ru));
    }
  });
});
