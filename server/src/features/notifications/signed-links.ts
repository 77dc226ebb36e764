import { derivedKey, sameSignature as same, signText as sign } from '../../lib/signatures.ts';

/** How long the bot's auto-link is valid: long enough to open it and log in, short enough not to linger. */
export const AUTO_LINK_TTL_SECONDS = 3600;

/**
 * Links the server signs (HMAC-SHA256 with a key derived from the server's secret, one purpose per key):
 * the e-mail's one-click unsubscribe (preference and owner) and the bot's auto-link (chat id and
 * expiry). A link whose signature does not match what the server would make changes nothing.
 */
export function createSignedLinks(secret: string) {
  const unsubscribeKey = derivedKey(secret, 'unsubscribe');
  const autoLinkKey = derivedKey(secret, 'telegram-auto-link');

  return {
    unsubscribeSignature: (preferenceId: number, userId: number) => sign(unsubscribeKey, `${preferenceId}:${userId}`),
    verifyUnsubscribe: (preferenceId: number, userId: number, signature: string) =>
      same(sign(unsubscribeKey, `${preferenceId}:${userId}`), signature),

    /** The auto-link's query: the chat, when it stops working (Unix seconds) and the signature. */
    autoLink(chatId: number, now = Date.now()): { telegramId: string; expires: string; signature: string } {
      const expires = String(Math.floor(now / 1000) + AUTO_LINK_TTL_SECONDS);
      return { telegramId: String(chatId), expires, signature: sign(autoLinkKey, `${chatId}:${expires}`) };
    },
    /** 'ok', or why not: a forged or missing signature, or an expired link. */
    verifyAutoLink(
      {
        telegramId,
        expires,
        signature,
      }: { telegramId: string; expires?: string | undefined; signature?: string | undefined },
      now = Date.now(),
    ): 'ok' | 'invalid' | 'expired' {
      if (!/^-?\d{1,20}$/.test(telegramId) || !expires || !/^\d{1,12}$/.test(expires) || !signature) return 'invalid';
      if (!same(sign(autoLinkKey, `${telegramId}:${expires}`), signature)) return 'invalid';
      return Number(expires) * 1000 < now ? 'expired' : 'ok';
    },
  };
}

export type SignedLinks = ReturnType<typeof createSignedLinks>;
