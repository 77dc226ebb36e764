import { describe, expect, it } from 'vitest';
import { createSignedLinks } from './signed-links.ts';

describe('signed links', () => {
  const links = createSignedLinks('a-server-secret-long-enough-0123456789');

  it("an unsubscribe signature names one preference of one owner, under this server's secret", () => {
    const unsubscribe = links.unsubscribeSignature(7, 3);
    expect(links.verifyUnsubscribe(7, 3, unsubscribe)).toBe(true);
    expect(links.verifyUnsubscribe(7, 4, unsubscribe)).toBe(false);
    expect(links.verifyUnsubscribe(8, 3, unsubscribe)).toBe(false);
    expect(links.verifyUnsubscribe(7, 3, `${unsubscribe}x`)).toBe(false);
    const other = createSignedLinks('another-secret-long-enough-0123456789');
    expect(links.verifyUnsubscribe(7, 3, other.unsubscribeSignature(7, 3))).toBe(false);
  });
});
