import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A key for one purpose, derived from the server's secret (HMAC-SHA256 of `raritet:<purpose>`): one
 * secret serves every signature the server makes, and a signature made for one purpose is never valid
 * for another. The e-mails' unsubscribe links and the bot's auto-link were signed with these keys
 * before this helper existed, so the derivation must stay as it is.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`raritet:${purpose}`).digest();
}

/** HMAC-SHA256 of the text, base64url: short enough for an address. */
export function signText(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/** Compares a received signature with the expected one in constant time. */
export function sameSignature(expected: string, received: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(received)];
  return a.length === b.length && timingSafeEqual(a, b);
}
