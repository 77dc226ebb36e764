import { derivedKey, sameSignature as same, signText as sign } from '../../lib/signatures.ts';

/**
 * Links the server signs (HMAC-SHA256 with a key derived from the server's secret, one purpose per key):
 * the e-mail's one-click unsubscribe (preference and owner). A link whose signature does not match what
 * the server would make changes nothing. (The bot's auto-link was signed too until it became a
 * single-use offer the owner confirms: link-offers.ts, ADR 0048.)
 */
export function createSignedLinks(secret: string) {
  const unsubscribeKey = derivedKey(secret, 'unsubscribe');

  return {
    unsubscribeSignature: (preferenceId: number, userId: number) => sign(unsubscribeKey, `${preferenceId}:${userId}`),
    verifyUnsubscribe: (preferenceId: number, userId: number, signature: string) =>
      same(sign(unsubscribeKey, `${preferenceId}:${userId}`), signature),
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
