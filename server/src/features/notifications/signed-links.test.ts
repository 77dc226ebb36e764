import { describe, expect, it } from 'vitest';
import { AUTO_LINK_TTL_SECONDS, createSignedLinks } from './signed-links.ts';

describe('signed links', () => {
  const links = createSignedLinks('a-server-secret-long-enough-0123456789');

  it('an auto-link is valid for an hour, for its chat only', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    const link = links.autoLink(42, now);
    expect(Number(link.expires)).toBe(now / 1000 + AUTO_LINK_TTL_SECONDS);
    expect(links.verifyAutoLink(link, now)).toBe('ok');
    expect(links.verifyAutoLink(link, now + AUTO_LINK_TTL_SECONDS * 1000 + 1000)).toBe('expired');
    expect(links.verifyAutoLink({ ...link, telegramId: '43' }, now)).toBe('invalid');
    expect(links.verifyAutoLink({ ...link, expires: String(Number(link.expires) + 3600) }, now)).toBe('invalid');
    expect(links.verifyAutoLink({ telegramId: '42' }, now)).toBe('invalid');
    expect(links.verifyAutoLink({ ...link, signature: '' }, now)).toBe('invalid');
  });

  it("another server's secret, or the other purpose's signature, is not accepted", () => {
    const other = createSignedLinks('another-secret-long-enough-0123456789');
    const link = other.autoLink(42);
    expect(links.verifyAutoLink(link)).toBe('invalid');
    const unsubscribe = links.unsubscribeSignature(7, 3);
    expect(links.verifyUnsubscribe(7, 3, unsubscribe)).toBe(true);
    expect(links.verifyUnsubscribe(7, 4, unsubscribe)).toBe(false);
    expect(links.verifyUnsubscribe(8, 3, unsubscribe)).toBe(false);
    expect(links.verifyAutoLink({ telegramId: '7', expires: '3', signature: unsubscribe })).toBe('invalid');
  });
});
